import { CheckBadge } from "@/components/site/check-badge";

/** A short grid of selling points with a check mark (air tickets, accommodation, car rental). */
export function FeatureList({ items }: { items: { title: string; text: string }[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2">
      {items.map((f) => (
        <li key={f.title} className="flex gap-4 site-panel">
          <CheckBadge className="h-10 w-10" />
          <div>
            <h3 className="font-semibold text-brand-900">{f.title}</h3>
            <p className="mt-1 text-sm leading-relaxed text-ink-soft">{f.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
