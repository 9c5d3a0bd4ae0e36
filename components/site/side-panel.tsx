import Link from "next/link";
import { truncate } from "@/lib/platform/format";
import { CoverImage } from "./cover-image";

/** `english`: the title is English under a French or Kinyarwanda page (lang="en"). */
export type SideItem = { href: string; title: string; image: string; meta: React.ReactNode; english?: true };

/** The side panel of recent items on detail pages (spec §2.1). */
export function SidePanel({ title, items, more }: { title: string; items: SideItem[]; more: { href: string; label: string } }) {
  if (items.length === 0) return null;
  return (
    <section aria-label={title} className="site-panel">
      <h2 className="font-display text-xl font-semibold text-brand-900">{title}</h2>
      <ul className="mt-4 divide-y divide-stone-100">
        {items.map((item) => (
          <li key={item.href} className="relative flex gap-4 py-3">
            <div className="site-side-thumb">
              <CoverImage src={item.image} alt="" sizes="80px" />
            </div>
            <div className="min-w-0">
              <h3 className="site-side-title" lang={item.english ? "en" : undefined}>
                <Link href={item.href} title={item.title} className="site-stretched">
                  {truncate(item.title, 40)}
                </Link>
              </h3>
              <div className="mt-1 text-xs text-ink-faint">{item.meta}</div>
            </div>
          </li>
        ))}
      </ul>
      <Link href={more.href} className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:text-earth-700 hover:underline">
        {more.label}
      </Link>
    </section>
  );
}
