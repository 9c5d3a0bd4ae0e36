import "server-only";
import { and, asc, desc, eq, getTableColumns, gte, lt, lte, sql, type SQL } from "drizzle-orm";
import { tags } from "@/lib/platform/cache-tags";
import { getDb } from "@/lib/platform/db/client";
import { tourItineraryDays, tours, type Tour } from "@/lib/platform/db/schema";
import { excerpt } from "@/lib/platform/format";
import { nextOpenDeparture } from "@/lib/booking/departures/queries";
import { DEFAULT_FILTERS, durationBounds, priceBounds, type TourListFilters } from "./list-filters";
import type { TourPrices } from "@/lib/booking/orders/party-prices";
import { durationDays, durationOf, type TourDuration } from "./duration";
import { readKindPage, readLatest, readSitemap, type ContentKind } from "@/lib/content/kind/config";
import { TRANSLATABLE_FIELDS } from "@/lib/content/translations/fields";

/**
 * Cached reads for the public tour pages: published tours only. Each read carries the list tag and,
 * for one tour, its item tag, so the staff service's `invalidate(tags.tours, tags.tour(slug))`
 * refreshes exactly the pages that show it. Results are plain JSON (dates as ISO strings) because
 * the data cache stores JSON.
 */
export type TourCard = TourPrices & {
  slug: string;
  title: string;
  image: string;
  excerpt: string;
  location: string;
  departureTime: string;
  createdAt: string;
  /** The length staff set, or null (then `days` comes from the itinerary). */
  duration: TourDuration | null;
  /** The tour's length in whole days, for filters and sorting: staff's (a trip of hours is one day), else its itinerary's distinct days (0 without one). */
  days: number;
  /** When its next open departure leaves (ISO), or null for a tour booked on request. */
  nextDeparture: string | null;
};

export type TourDetail = TourCard & {
  /** The booking box sends it in itemsArray. */
  id: string;
  body: string;
  tips: string[];
  includes: string[];
  excludes: string[];
  itinerary: { day: string; title: string; body: string }[];
  isPublished: boolean;
  updatedAt: string;
};

const published = eq(tours.isPublished, true);
/**
 * A tour's length in days for filters and sorting: staff's duration (hours count as one day), else
 * its itinerary's distinct days (0 without one). Qualified by hand: in a one-table select Drizzle
 * writes bare column names, which inside the subquery would name the itinerary's own columns.
 */
const days =
  sql<number>`coalesce(case "tours"."duration_unit" when 'days' then "tours"."duration_amount" when 'hours' then 1 end, (select count(distinct d.day) from tour_itinerary_days d where d.tour_id = "tours"."id"))`.mapWith(
    Number,
  );
const cardColumns = {
  slug: tours.slug,
  title: tours.title,
  image: tours.image,
  toursBody: tours.toursBody,
  location: tours.location,
  departureTime: tours.departureTime,
  price1: tours.price1,
  price2: tours.price2,
  price3: tours.price3,
  price4: tours.price4,
  price5: tours.price5,
  createdAt: tours.createdAt,
  durationAmount: tours.durationAmount,
  durationUnit: tours.durationUnit,
  days,
  nextDeparture: nextOpenDeparture,
};

type CardRow = Pick<Tour, Exclude<keyof typeof cardColumns, "days" | "nextDeparture">> & { days: number; nextDeparture: string | null };

function toCard({ toursBody, createdAt, durationAmount, durationUnit, ...row }: CardRow): TourCard {
  return { ...row, duration: durationOf({ durationAmount, durationUnit }), excerpt: excerpt(toursBody), createdAt: createdAt.toISOString() };
}

/** The lowest price it is offered at (tiers at 0 are not offered); null when it has none. */
const lowestPrice = sql<
  number | null
>`least(nullif(${tours.price1}, 0), nullif(${tours.price2}, 0), nullif(${tours.price3}, 0), nullif(${tours.price4}, 0), nullif(${tours.price5}, 0))`;
/** Staff's featured tours first, then the newest. */
const featuredFirst = [desc(tours.featured), desc(tours.createdAt), desc(tours.id)];

function filterWhere({ duration, price }: TourListFilters): SQL {
  const conditions = [published];
  const d = durationBounds(duration);
  if (d.min !== undefined) conditions.push(gte(days, d.min));
  if (d.max !== undefined) conditions.push(lte(days, d.max));
  const p = priceBounds(price);
  if (p.min !== undefined) conditions.push(gte(lowestPrice, p.min));
  if (p.below !== undefined) conditions.push(lt(lowestPrice, p.below));
  return and(...conditions)!;
}

function filterOrder(sort: TourListFilters["sort"]): SQL[] {
  switch (sort) {
    case "newest":
      return [desc(tours.createdAt), desc(tours.id)];
    case "price-low":
      return [sql`${lowestPrice} asc nulls last`, ...featuredFirst];
    case "price-high":
      return [sql`${lowestPrice} desc nulls last`, ...featuredFirst];
    case "duration-short":
      return [asc(days), ...featuredFirst];
    case "duration-long":
      return [desc(days), ...featuredFirst];
    default:
      return featuredFirst;
  }
}

export const toursKind: ContentKind<TourCard, TourDetail, TourListFilters> = {
  name: "tours",
  translation: { kind: "tour", fields: TRANSLATABLE_FIELDS.tour, detailNames: { toursBody: "body", itenerary: "itinerary" } },
  tag: tags.tours,
  itemTag: tags.tour,
  table: tours,
  columns: cardColumns,
  toCard,
  where: (filters = DEFAULT_FILTERS) => filterWhere(filters),
  order: (filters = DEFAULT_FILTERS) => filterOrder(filters.sort),
  slug: tours.slug,
  updatedAt: tours.updatedAt,
  sitemapOrder: desc(tours.createdAt),
  readOne: (slug, onlyPublished) => readTour(slug, onlyPublished),
  isPublic: (tour) => tour.isPublished,
};

/** One page of published tours matching the filters; by default featured first, then newest. */
export const readTourPage = (page: number, limit: number, filters: TourListFilters = DEFAULT_FILTERS) => readKindPage(toursKind, page, limit, filters);

/** A tour with its itinerary; drafts too unless `onlyPublished`. */
export async function readTour(slug: string, onlyPublished: boolean): Promise<TourDetail | null> {
  const db = await getDb();
  const [row] = await db
    .select({ ...getTableColumns(tours), nextDeparture: nextOpenDeparture })
    .from(tours)
    .where(onlyPublished ? and(eq(tours.slug, slug), published) : eq(tours.slug, slug))
    .limit(1);
  if (!row) return null;
  const days = await db
    .select({ day: tourItineraryDays.day, title: tourItineraryDays.title, body: tourItineraryDays.body })
    .from(tourItineraryDays)
    .where(eq(tourItineraryDays.tourId, row.id))
    .orderBy(asc(tourItineraryDays.position));
  return {
    ...toCard({ ...row, days: durationDays(row) ?? new Set(days.map((d) => d.day)).size }),
    id: row.id,
    body: row.toursBody,
    tips: meaningful(row.tips),
    includes: meaningful(row.includes),
    excludes: meaningful(row.excludes),
    itinerary: days,
    isPublished: row.isPublished,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The lists default to ['No'] (spec §3): that placeholder is not worth showing. */
function meaningful(list: string[]): string[] {
  return list.map((s) => s.trim()).filter((s) => s && s.toLowerCase() !== "no");
}

export const readLatestTours = (limit: number, exceptSlug = "") => readLatest(toursKind, limit, exceptSlug);
export const readTourSitemap = () => readSitemap(toursKind);
