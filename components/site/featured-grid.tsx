"use client";

import Link from "next/link";
import { CardCover } from "./card-cover";

/**
 * `excerpt`: only the lead card shows one (the others' would ride in the payload unread). `english`,
 * `englishExcerpt`: the title, the excerpt is English under another language (lang="en").
 */
export type FeaturedItem = { href: string; title: string; image: string; excerpt?: string; meta: React.ReactNode; english?: true; englishExcerpt?: true };

/**
 * Spec §2.1 / §9: five items, one large and four small. On phones they stack; from `lg` the large
 * one takes the left half and the four small ones make a 2×2 grid beside it. Titles wrap whole.
 * A client component so the page's payload carries the items' data, not every card's element tree
 * with its classes (the markup is the same). `meta` is a small server-rendered node.
 */
export function FeaturedGrid({ items, cloudName }: { items: FeaturedItem[]; cloudName?: string }) {
  const [lead, ...rest] = items.slice(0, 5);
  if (!lead) return null;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4 lg:grid-rows-2">
      <li className="site-feature">
        <CardCover src={lead.image} cloudName={cloudName} sizes="(min-width: 1024px) 50vw, 100vw" className="site-zoom -z-10" />
        <div className="site-feature-shade" />
        <div className="mt-auto p-6 sm:p-8">
          <div className="text-sm font-medium text-earth-100">{lead.meta}</div>
          <h3 className="site-feature-title" lang={lead.english ? "en" : undefined}>
            <Link href={lead.href} className="site-stretched">
              {lead.title}
            </Link>
          </h3>
          {lead.excerpt ? (
            <p className="site-feature-text" lang={lead.englishExcerpt ? "en" : undefined}>
              {lead.excerpt}
            </p>
          ) : null}
        </div>
      </li>
      {rest.map((item) => (
        <li key={item.href} className="site-card">
          <div className="site-media aspect-[16/10]">
            <CardCover src={item.image} cloudName={cloudName} sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw" className="site-zoom" />
          </div>
          <div className="site-feature-body">
            <div className="site-kicker">{item.meta}</div>
            <h3 className="site-card-title mt-1 text-lg" lang={item.english ? "en" : undefined}>
              <Link href={item.href} className="site-stretched">
                {item.title}
              </Link>
            </h3>
          </div>
        </li>
      ))}
    </ul>
  );
}
