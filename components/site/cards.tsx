import Link from "next/link";
import { formatUsd, truncate } from "@/lib/platform/format";
import { partyLabel, priceTiers, type PriceTier, type TourPrices } from "@/lib/booking/orders/party-prices";
import type { TourCard as TourCardData } from "@/lib/content/tours/public-queries";
import { formatDuration } from "@/lib/content/tours/duration";
import type { NewsCard as NewsCardData } from "@/lib/content/news/public-queries";
import { hasEnded, type EventCard as EventCardData } from "@/lib/content/events/public-queries";
import { feeLabel, feeSummary, type FeeEvent } from "@/lib/booking/terms/fees";
import { CoverImage, cloudProp as cloud } from "./cover-image";
import { CARD_SIZES } from "./cover-source";
import { CardArrow, EventCardView, type EventCardItem } from "./event-card-view";
import { formatEventBadge, formatDayRange, formatDate, formatDay } from "@/lib/platform/dates";

/** Spec §9: list titles are cut at 40 characters; the whole title stays in the tooltip. */
const TITLE_MAX = 40;

type Heading = "h2" | "h3";

/** "8 hours" or "3 days" as staff set it, else counted from the itinerary; null without either. */
export function tourLength(tour: Pick<TourCardData, "duration" | "days">): string | null {
  if (tour.duration) return formatDuration(tour.duration);
  return tour.days > 0 ? `${tour.days} ${tour.days === 1 ? "day" : "days"}` : null;
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

/** A tour on departures names its next one; a tour booked on request says nothing here. */
function NextDeparture({ at }: { at: string | null }) {
  if (!at) return null;
  return (
    <p className="mt-3 text-sm text-ink-soft">
      Next departure <span className="font-semibold text-ink">{formatDay(at)}</span>
    </p>
  );
}

export function TourCard({ tour, as: H = "h3" }: { tour: TourCardData; as?: Heading }) {
  const length = tourLength(tour);
  return (
    <article className="site-card">
      <div className="site-media aspect-[4/3]">
        <CoverImage src={tour.image} alt="" sizes={CARD_SIZES} className="site-zoom" />
        {tour.location ? (
          <p className="absolute left-3 top-3 max-w-[85%] truncate rounded-full bg-white/90 px-3 py-1 text-xs font-semibold text-brand-800">
            {tour.location.split(",")[0]}
          </p>
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
            View tour <CardArrow />
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
        <CoverImage src={post.image} alt="" sizes={CARD_SIZES} className="site-zoom" />
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
          Read more <CardArrow />
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

/** An event card: worded here, rendered by the client EventCardView from that data. */
export function EventCard({ event, as = "h3" }: { event: EventCardData; as?: Heading }) {
  const { day, month } = formatEventBadge(event.startDate);
  const item: EventCardItem = {
    slug: event.slug,
    title: event.title,
    shortTitle: truncate(event.title, 60),
    image: event.image,
    day,
    month,
    startDate: event.startDate,
    dates: formatDayRange(event.startDate, event.endDate),
    place: event.place,
    fee: feeLabel(event),
    free: feeSummary(event).amount <= 0,
    ended: hasEnded(event),
  };
  return <EventCardView event={item} as={as} {...cloud()} />;
}
