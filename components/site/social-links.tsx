import { site } from "@/lib/site";

/** The company's social profiles as round, labelled buttons (initials rather than borrowed logos). */
export function SocialLinks({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const look =
    tone === "dark"
      ? "bg-white/10 text-white hover:bg-earth-600"
      : "bg-brand-50 text-brand-800 ring-1 ring-brand-100 hover:bg-brand-700 hover:text-white";
  return (
    <ul className="flex flex-wrap gap-3">
      {site.socials.map((s) => (
        <li key={s.name}>
          <a
            href={s.href}
            target="_blank"
            rel="noopener noreferrer"
            className={`inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-full px-4 text-sm font-semibold transition-colors ${look}`}
          >
            {s.name}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
