"use client";

import Link from "next/link";
import { CardCover } from "./card-cover";
import { CARD_SIZES } from "./cover-source";
import { localePath, type Locale } from "@/lib/content/i18n/locales";

/** The card's own words; English's when left out (messages/en.json "cards"). */
export const EVENT_CARD_ENGLISH = { pastEvent: "Past event", viewEvent: "View event", seeDetails: "See details" };

/** What an event card shows, worded on the server (dates, fee, the title cut to 60 characters). */
export type EventCardItem = {
  slug: string;
  title: string;
  shortTitle: string;
  image: string;
  day: string;
  month: string;
  startDate: string;
  dates: string;
  place: string;
  fee: string;
  free: boolean;
  ended: boolean;
  /** The title is English under a French or Kinyarwanda page (no version of the event). */
  english?: true;
  /** The place is English under a French or Kinyarwanda page (no version, or none of the place). */
  englishPlace?: true;
};

/**
 * The event card's markup, rendered in the browser's React from its data (EventCard words it): a
 * list of events then carries a few strings per event in the page's payload, not each card's
 * element tree with its classes. The class lists match EventFee's and CoverImage's.
 */
export function EventCardView({
  event: e,
  as: H,
  cloudName,
  locale = "en",
  words: w = EVENT_CARD_ENGLISH,
}: {
  event: EventCardItem;
  as: "h2" | "h3";
  cloudName?: string;
  locale?: Locale;
  words?: typeof EVENT_CARD_ENGLISH;
}) {
  return (
    <article className="site-card">
      <div className="site-media aspect-[16/10]">
        <CardCover src={e.image} cloudName={cloudName} sizes={CARD_SIZES} className={e.ended ? "site-zoom grayscale-[40%]" : "site-zoom"} />
        <p className="site-date-badge" aria-hidden="true">
          <span className="text-2xl font-semibold leading-none text-brand-900">{e.day}</span>
          <span className="site-kicker">{e.month}</span>
        </p>
        {e.ended ? <p className="absolute right-3 top-3 rounded-full bg-ink/80 px-3 py-1 text-xs font-semibold text-white">{w.pastEvent}</p> : null}
      </div>
      <div className="site-card-body">
        <p className="site-kicker">
          <time dateTime={e.startDate}>{e.dates}</time>
        </p>
        <H className="site-card-title mt-2" lang={e.english ? "en" : undefined}>
          <Link href={localePath(locale, `/event/${e.slug}`)} title={e.title} className="site-stretched">
            {e.shortTitle}
          </Link>
        </H>
        {e.place ? (
          <p className="site-card-text" lang={e.englishPlace ? "en" : undefined}>
            {e.place}
          </p>
        ) : null}
        <div className="site-card-foot">
          <span className={`font-semibold ${e.free ? "text-earth-700" : "tabular-nums text-brand-800"} text-lg`}>{e.fee}</span>
          <span className="site-card-cta" aria-hidden="true">
            {e.ended ? w.seeDetails : w.viewEvent} <CardArrow />
          </span>
        </div>
      </div>
    </article>
  );
}

/** The cards' arrow (cards.tsx draws the same one for server-rendered cards). */
export function CardArrow() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M4 10h12m-5-5 5 5-5 5" />
    </svg>
  );
}
