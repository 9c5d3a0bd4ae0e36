import "server-only";
import { cache } from "react";
import { unstable_cache } from "next/cache";
import { and, asc, count, desc, eq, getTableColumns, gte, lt, lte, ne, sql, type SQL } from "drizzle-orm";
import { tags, PUBLIC_REVALIDATE_SECONDS } from "@/lib/platform/cache-tags";
import { getDb } from "@/lib/platform/db/client";
import { tourItineraryDays, tours, type Tour } from "@/lib/platform/db/schema";
import { excerpt } from "@/lib/platform/format";
import { nextOpenDeparture } from "@/lib/booking/departures/queries";
import { DEFAULT_FILTERS, durationBounds, priceBounds, type TourListFilters } from "./list-filters";
import type { TourPrices } from "@/lib/booking/orders/party-prices";
import { durationDays, durationOf, type TourDuration } from "./duration";

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

const options = (...extra: string[]) => ({ tags: [tags.tours, ...extra], revalidate: PUBLIC_REVALIDATE_SECONDS });

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

/** One page of published tours matching the filters; by default featured first, then newest. */
export async function readTourPage(page: number, limit: number, filters: TourListFilters = DEFAULT_FILTERS): Promise<{ items: TourCard[]; total: number }> {
  const db = await getDb();
  const where = filterWhere(filters);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(cardColumns)
      .from(tours)
      .where(where)
      .orderBy(...filterOrder(filters.sort))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(tours).where(where),
  ]);
  return { items: rows.map(toCard), total: n };
}

/** Published tours for the home page and side panels, featured first, then the newest; optionally without one of them. */
export async function readLatestTours(limit: number, exceptSlug = ""): Promise<TourCard[]> {
  const db = await getDb();
  const rows = await db
    .select(cardColumns)
    .from(tours)
    .where(exceptSlug ? and(published, ne(tours.slug, exceptSlug)) : published)
    .orderBy(...featuredFirst)
    .limit(limit);
  return rows.map(toCard);
}

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

/**
 * A published tour by slug, or null. A miss is cached too (under the tour's tag), so the 404 page
 * of a draft is replaced the moment it is published.
 */
export const getPublishedTour = cache((slug: string) => unstable_cache(() => readTour(slug, true), ["public-tour", slug], options(tags.tour(slug)))());

/** Any tour, draft or not, read fresh: only for signed-in staff previewing a draft. */
export const getTourForPreview = cache((slug: string) => readTour(slug, false));

/** Every published tour for sitemap.xml. */
export async function readTourSitemap(): Promise<{ slug: string; updatedAt: string }[]> {
  const db = await getDb();
  const rows = await db.select({ slug: tours.slug, updatedAt: tours.updatedAt }).from(tours).where(published).orderBy(desc(tours.createdAt));
  return rows.map((r) => ({ slug: r.slug, updatedAt: r.updatedAt.toISOString() }));
}

// The cached reads the pages use (the read… functions above are what they cache).
export const listPublishedTours = unstable_cache(readTourPage, ["public-tours-page"], options());
export const listLatestTours = unstable_cache(readLatestTours, ["public-tours-latest"], options());
export const listTourSitemapEntries = unstable_cache(readTourSitemap, ["public-tours-sitemap"], options());
