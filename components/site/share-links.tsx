/** Spec §2.1: share buttons for Facebook, Twitter and WhatsApp — plain links, no third-party script. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  const targets = [
    { name: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, mark: "f" },
    { name: "Twitter", href: `https://twitter.com/intent/tweet?url=${u}&text=${text}`, mark: "X" },
    { name: "WhatsApp", href: `https://wa.me/?text=${text}%20${u}`, mark: "W" },
  ];
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-sm font-semibold text-ink">Share</p>
      <ul className="flex flex-wrap gap-2">
        {targets.map((t) => (
          <li key={t.name}>
            <a
              href={t.href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex h-11 items-center gap-2 rounded-full border border-stone-200 bg-white px-4 text-sm font-medium text-ink hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800"
            >
              <span aria-hidden="true" className="flex h-5 w-5 items-center justify-center rounded-full bg-brand-700 text-[0.65rem] font-bold text-white">
                {t.mark}
              </span>
              {t.name}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
