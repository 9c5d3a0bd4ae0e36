import Link from "next/link";
import { formatUsd, truncate } from "@/lib/format";
import { partyLabel, priceTiers, type PriceTier, type TourPrices } from "@/lib/tours/pricing";
import type { TourCard as TourCardData } from "@/lib/tours/public-queries";
import type { NewsCard as NewsCardData } from "@/lib/news/public-queries";
import { hasEnded, type EventCard as EventCardData } from "@/lib/events/public-queries";
import { feeLabel, feeSummary, type FeeEvent } from "@/lib/participants/fees";
import { CoverImage } from "./cover-image";
import { formatEventBadge, formatDayRange, formatDate, formatDay } from "@/lib/dates";

/** Spec §9: list titles are cut at 40 characters; the whole title stays in the tooltip. */
const TITLE_MAX = 40;
const cardSizes = "(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw";

function Arrow() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M4 10h12m-5-5 5 5-5 5" />
    </svg>
  );
}

type Heading = "h2" | "h3";

/** "3 days", "1 day", or null for a tour without an itinerary. */
export function tourLength(days: number): string | null {
  return days > 0 ? `${days} ${days === 1 ? "day" : "days"}` : null;
}

/**
 * Tours are priced per party (spec §3: price1…price5 are the totals for one to five travellers):
 * the card names the cheapest offered total and the party it is for, so nobody reads it per person.
 */
export function TourFromPrice({ tour, amountClass = "" }: { tour: TourPrices; amountClass?: string }) {
  const cheapest = priceTiers(tour).reduce<PriceTier | null>((best, t) => (!best || t.total < best.total ? t : best), null);
  if (!cheapest) return <>Price on request</>;
  return (
    <>
      From <span className={`tabular-nums ${amountClass}`}>{formatUsd(cheapest.total)}</span> for {partyLabel(cheapest.people)}
    </>
  );
}

/** A tour on departures names its next one (issue 24); a tour booked on request says nothing here. */
function NextDeparture({ at }: { at: string | null }) {
  if (!at) return null;
  return (
    <p className="mt-3 text-sm text-ink-soft">
      Next departure <span className="font-semibold text-ink">{formatDay(at)}</span>
    </p>
  );
}

export function TourCard({ tour, as: H = "h3" }: { tour: TourCardData; as?: Heading }) {
  const length = tourLength(tour.days);
  return (
    <article className="site-card">
      <div className="site-media aspect-[4/3]">
        <CoverImage src={tour.image} alt="" sizes={cardSizes} className="site-zoom" />
        {tour.location ? (
          <p className="absolute left-3 top-3 max-w-[85%] truncate rounded-full bg-white/90 px-3 py-1 text-xs font-semibold text-brand-800">{tour.location.split(",")[0]}</p>
        ) : null}
      </div>
      <div className="site-card-body">
        {length ? <p className="site-kicker">{length}</p> : null}
        {/* The whole title, wrapped: a title cut at a character count hid what the tour is. */}
        <H className={`site-card-title ${length ? "mt-2" : ""}`}>
          <Link href={`/tour/${tour.slug}`} className="site-stretched">
            {tour.title}
          </Link>
        </H>
        <p className="site-card-text">{tour.excerpt}</p>
        <NextDeparture at={tour.nextDeparture} />
        <div className="site-card-foot">
          <p className="text-sm font-medium text-ink-soft">
            <TourFromPrice tour={tour} amountClass="text-lg font-semibold text-brand-800" />
          </p>
          <span className="site-card-cta shrink-0" aria-hidden="true">
            View tour <Arrow />
          </span>
        </div>
      </div>
    </article>
  );
}

export function NewsCard({ post, as: H = "h3" }: { post: NewsCardData; as?: Heading }) {
  return (
    <article className="site-card">
      <div className="site-media aspect-[16/10]">
        <CoverImage src={post.image} alt="" sizes={cardSizes} className="site-zoom" />
      </div>
      <div className="site-card-body">
        <p className="site-kicker">
          <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
        </p>
        <H className="site-card-title mt-2">
          <Link href={`/blog/${post.slug}`} title={post.title} className="site-stretched">
            {truncate(post.title, TITLE_MAX)}
          </Link>
        </H>
        <p className="site-card-text">{post.excerpt}</p>
        <span className="site-card-cta mt-auto pt-4" aria-hidden="true">
          Read more <Arrow />
        </span>
      </div>
    </article>
  );
}

/**
 * An event's fee as every page shows it (cards, the event page's hero and registration box): the
 * fee that applies today, one figure or 'from $x' when categories differ, or 'Free entry'. One
 * derivation (feeSummary) serves these, the JSON-LD and the API's price fields.
 */
export function EventFee({ event, className = "" }: { event: FeeEvent; className?: string }) {
  const free = feeSummary(event).amount <= 0;
  return <span className={`font-semibold ${free ? "text-earth-700" : "tabular-nums text-brand-800"} ${className}`}>{feeLabel(event)}</span>;
}

export function EventCard({ event, as: H = "h3" }: { event: EventCardData; as?: Heading }) {
  const { day, month } = formatEventBadge(event.startDate);
  const ended = hasEnded(event);
  return (
    <article className="site-card">
      <div className="site-media aspect-[16/10]">
        <CoverImage src={event.image} alt="" sizes={cardSizes} className={ended ? "site-zoom grayscale-[40%]" : "site-zoom"} />
        <p className="site-date-badge" aria-hidden="true">
          <span className="text-2xl font-semibold leading-none text-brand-900">{day}</span>
          <span className="site-kicker">{month}</span>
        </p>
        {ended ? <p className="absolute right-3 top-3 rounded-full bg-ink/80 px-3 py-1 text-xs font-semibold text-white">Past event</p> : null}
      </div>
      <div className="site-card-body">
        <p className="site-kicker">
          <time dateTime={event.startDate}>{formatDayRange(event.startDate, event.endDate)}</time>
        </p>
        <H className="site-card-title mt-2">
          <Link href={`/event/${event.slug}`} title={event.title} className="site-stretched">
            {truncate(event.title, 60)}
          </Link>
        </H>
        {event.place ? <p className="site-card-text">{event.place}</p> : null}
        <div className="site-card-foot">
          <EventFee event={event} className="text-lg" />
          <span className="site-card-cta" aria-hidden="true">
            {ended ? "See details" : "View event"} <Arrow />
          </span>
        </div>
      </div>
    </article>
  );
}
