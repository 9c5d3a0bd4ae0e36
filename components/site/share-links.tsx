/** Spec §2.1: share buttons for Facebook, Twitter and WhatsApp — plain links, no third-party script. */
export function ShareLinks({ url, title, label = "Share", newTab = " (opens in a new tab)" }: { url: string; title: string; label?: string; newTab?: string }) {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  const targets = [
    { name: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, mark: "f" },
    { name: "Twitter", href: `https://twitter.com/intent/tweet?url=${u}&text=${text}`, mark: "X" },
    { name: "WhatsApp", href: `https://wa.me/?text=${text}%20${u}`, mark: "W" },
  ];
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-sm font-semibold text-ink">{label}</p>
      <ul className="flex flex-wrap gap-2">
        {targets.map((t) => (
          <li key={t.name}>
            <a href={t.href} target="_blank" rel="noopener noreferrer" className="site-share-link">
              <span aria-hidden="true" className="site-share-badge">
                {t.mark}
              </span>
              {t.name}
              <span className="sr-only">{newTab}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
