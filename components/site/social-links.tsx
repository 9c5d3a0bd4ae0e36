import { site } from "@/lib/platform/site";

/** The company's social profiles as round, labelled buttons (initials rather than borrowed logos). */
export function SocialLinks({ tone = "dark", newTab = " (opens in a new tab)" }: { tone?: "dark" | "light"; newTab?: string }) {
  const look = tone === "dark" ? "site-social site-social-dark" : "site-social site-social-light";
  return (
    <ul className="flex flex-wrap gap-3">
      {site.socials.map((s) => (
        <li key={s.name}>
          <a href={s.href} target="_blank" rel="noopener noreferrer" className={look}>
            {s.name}
            <span className="sr-only">{newTab}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
