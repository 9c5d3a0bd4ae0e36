/** A short grid of selling points with a check mark (air tickets, accommodation, car rental). */
export function FeatureList({ items }: { items: { title: string; text: string }[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2">
      {items.map((f) => (
        <li key={f.title} className="flex gap-4 site-panel">
          <span aria-hidden="true" className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
            <svg viewBox="0 0 20 20" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
              <path d="M5 10.5l3 3 7-7" />
            </svg>
          </span>
          <div>
            <h3 className="font-semibold text-brand-900">{f.title}</h3>
            <p className="mt-1 text-sm leading-relaxed text-ink-soft">{f.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
