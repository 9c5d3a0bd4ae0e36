"use client";

import Link from "next/link";
import { localePath, type Locale } from "@/lib/content/i18n/locales";
import { CardCover } from "../card-cover";

export type ServiceCardItem = { id: number; title: string; summary: string; image: string };

/** The cards' own words ({id} filled in here); English's when left out (messages/en.json "home.serviceCard"). */
export const SERVICE_CARD_ENGLISH = { number: "Service {id}", learnMore: "Learn more →" };

/**
 * The service picture cards, rendered in the browser's React from their data: the page's payload
 * carries four titles, summaries and pictures instead of the cards' element tree with its classes.
 */
export function ServiceGrid({
  items,
  headingLevel: H,
  cloudName,
  locale = "en",
  words: w = SERVICE_CARD_ENGLISH,
}: {
  items: ServiceCardItem[];
  headingLevel: "h2" | "h3";
  cloudName?: string;
  locale?: Locale;
  words?: typeof SERVICE_CARD_ENGLISH;
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((s) => (
        <li key={s.id} className="site-card">
          <div className="site-media aspect-[4/3]">
            <CardCover src={s.image} cloudName={cloudName} sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw" className="site-zoom" />
          </div>
          <div className="site-card-body">
            <p className="site-eyebrow text-earth-700">{w.number.replace("{id}", String(s.id))}</p>
            <H className="site-card-title mt-2">
              <Link href={localePath(locale, `/services/${s.id}`)} className="site-stretched">
                {s.title}
              </Link>
            </H>
            <p className="site-card-text">{s.summary}</p>
            <span aria-hidden="true" className="site-card-cta mt-auto pt-4">
              {w.learnMore}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
