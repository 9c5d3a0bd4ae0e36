import Link from "next/link";
import { truncate } from "@/lib/platform/format";
import { priceTiers, type PriceTier, type TourPrices } from "@/lib/booking/orders/party-prices";
import type { TourCard as TourCardData } from "@/lib/content/tours/public-queries";
import type { NewsCard as NewsCardData } from "@/lib/content/news/public-queries";
import { hasEnded, type EventCard as EventCardData } from "@/lib/content/events/public-queries";
import { feeSummary, type FeeEvent } from "@/lib/booking/terms/fees";
import { cardWords, type CardWords } from "@/lib/content/i18n/card-words";
import { localePath, type Locale } from "@/lib/content/i18n/locales";
import type { EnglishParts } from "@/lib/content/translations/public";
import { CoverImage, cloudProp as cloud } from "./cover-image";
import { CARD_SIZES } from "./cover-source";
import { CardArrow, EventCardView, type EventCardItem } from "./event-card-view";

/** Spec §9: list titles are cut at 40 characters; the whole title stays in the tooltip. */
const TITLE_MAX = 40;

type Heading = "h2" | "h3";

/** "8 hours" or "3 days" as staff set it, else counted from the itinerary; null without either. */
export function tourLength(tour: Pick<TourCardData, "duration" | "days">, locale: Locale = "en"): string | null {
  const w = cardWords(locale);
  if (tour.duration) return w.length(tour.duration);
  return tour.days > 0 ? w.days(tour.days) : null;
}

/** An event's fee in words: 'Free entry', one figure, or 'from $x' when categories differ. */
export function feeText(event: FeeEvent, w: CardWords): string {
  const { amount, from } = feeSummary(event);
  if (amount <= 0) return w.words.freeEntry;
  return from ? w.feeFrom(amount) : w.usd(amount);
}

/**
 * Tours are priced per party (spec §3: price1…price5 are the totals for one to five travellers):
 * the card names the cheapest offered total and the party it is for, so nobody reads it per person.
 */
export function TourFromPrice({ tour, amountClass = "", locale = "en" }: { tour: TourPrices; amountClass?: string; locale?: Locale }) {
  const w = cardWords(locale);
  const cheapest = priceTiers(tour).reduce<PriceTier | null>((best, t) => (!best || t.total < best.total ? t : best), null);
  if (!cheapest) return <>{w.words.priceOnRequest}</>;
  const { before, price, after } = w.fromPrice(cheapest.total, w.party(cheapest.people));
  return (
    <>
      {before}
      <span className={`tabular-nums ${amountClass}`}>{price}</span>
      {after}
    </>
  );
}

/** A tour on departures names its next one; a tour booked on request says nothing here. */
function NextDeparture({ at, w }: { at: string | null; w: CardWords }) {
  if (!at) return null;
  return (
    <p className="mt-3 text-sm text-ink-soft">
      {w.words.nextDeparture} <span className="font-semibold text-ink">{w.day(at)}</span>
    </p>
  );
}

/** lang="en" for a card's English words under a French or Kinyarwanda page (WCAG 3.1.2). */
const englishUnder = (locale: Locale, english: boolean | undefined) => (locale !== "en" && english ? "en" : undefined);

export function TourCard({ tour, as: H = "h3", locale = "en" }: { tour: TourCardData & EnglishParts; as?: Heading; locale?: Locale }) {
  const w = cardWords(locale);
  const length = tourLength(tour, locale);
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
        <H className={`site-card-title ${length ? "mt-2" : ""}`} lang={englishUnder(locale, tour.english)}>
          <Link href={localePath(locale, `/tour/${tour.slug}`)} className="site-stretched">
            {tour.title}
          </Link>
        </H>
        <p className="site-card-text" lang={englishUnder(locale, tour.englishExcerpt)}>
          {tour.excerpt}
        </p>
        <NextDeparture at={tour.nextDeparture} w={w} />
        <div className="site-card-foot">
          <p className="text-sm font-medium text-ink-soft">
            <TourFromPrice tour={tour} amountClass="text-lg font-semibold text-brand-800" locale={locale} />
          </p>
          <span className="site-card-cta shrink-0" aria-hidden="true">
            {w.words.viewTour} <CardArrow />
          </span>
        </div>
      </div>
    </article>
  );
}

export function NewsCard({ post, as: H = "h3", locale = "en" }: { post: NewsCardData & EnglishParts; as?: Heading; locale?: Locale }) {
  const w = cardWords(locale);
  return (
    <article className="site-card">
      <div className="site-media aspect-[16/10]">
        <CoverImage src={post.image} alt="" sizes={CARD_SIZES} className="site-zoom" />
      </div>
      <div className="site-card-body">
        <p className="site-kicker">
          <time dateTime={post.createdAt}>{w.date(post.createdAt)}</time>
        </p>
        <H className="site-card-title mt-2" lang={englishUnder(locale, post.english)}>
          <Link href={localePath(locale, `/blog/${post.slug}`)} title={post.title} className="site-stretched">
            {truncate(post.title, TITLE_MAX)}
          </Link>
        </H>
        <p className="site-card-text" lang={englishUnder(locale, post.englishExcerpt)}>
          {post.excerpt}
        </p>
        <span className="site-card-cta mt-auto pt-4" aria-hidden="true">
          {w.words.readMore} <CardArrow />
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
export function EventFee({ event, className = "", locale = "en" }: { event: FeeEvent; className?: string; locale?: Locale }) {
  const free = feeSummary(event).amount <= 0;
  return <span className={`font-semibold ${free ? "text-earth-700" : "tabular-nums text-brand-800"} ${className}`}>{feeText(event, cardWords(locale))}</span>;
}

/** An event card: worded here, rendered by the client EventCardView from that data. */
export function EventCard({ event, as = "h3", locale = "en" }: { event: EventCardData & EnglishParts; as?: Heading; locale?: Locale }) {
  const w = cardWords(locale);
  const { day, month } = w.badge(event.startDate);
  const item: EventCardItem = {
    slug: event.slug,
    title: event.title,
    shortTitle: truncate(event.title, 60),
    image: event.image,
    day,
    month,
    startDate: event.startDate,
    dates: w.dayRange(event.startDate, event.endDate),
    place: event.place,
    fee: feeText(event, w),
    free: feeSummary(event).amount <= 0,
    ended: hasEnded(event),
    ...(event.english && locale !== "en" ? { english: true as const } : {}),
    ...(event.englishPlace && locale !== "en" ? { englishPlace: true as const } : {}),
  };
  const language = locale === "en" ? {} : { locale, words: { pastEvent: w.words.pastEvent, viewEvent: w.words.viewEvent, seeDetails: w.words.seeDetails } };
  return <EventCardView event={item} as={as} {...language} {...cloud()} />;
}
