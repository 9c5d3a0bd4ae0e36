import "server-only";
import { asc, eq } from "drizzle-orm";
import { tags } from "@/lib/platform/cache-tags";
import { contentService } from "@/lib/content/kind/service";
import { getDb, type Db } from "@/lib/platform/db/client";
import { tourItineraryDays, tours } from "@/lib/platform/db/schema";
import { sanitizeRichText } from "@/lib/platform/rich-text/sanitize";
import { durationOf } from "./duration";
import { findTourRow } from "@/lib/booking/departures/tour-row";
import { findTour } from "./queries";
import { tourPublishSchema, tourSchema, type TourValues } from "./schema";

/**
 * Writes to tours, on the shared content shape (lib/content/kind/service.ts): any staff member creates
 * a draft; admins publish, update (partially) and delete. The itinerary is written beside the row.
 */
const tourKind = contentService({
  table: tours,
  entity: "tour",
  noun: "tour",
  schema: tourSchema,
  slugged: true,
  find: findTourRow,
  notFound: "Tour not found.",
  stored: async (row) => ({
    title: row.title,
    toursBody: row.toursBody,
    image: row.image,
    location: row.location,
    price1: row.price1,
    price2: row.price2,
    price3: row.price3,
    price4: row.price4,
    price5: row.price5,
    departureTime: row.departureTime,
    duration: durationOf(row),
    tips: row.tips,
    includes: row.includes,
    excludes: row.excludes,
    itenerary: await readItinerary(row.id),
    featured: row.featured,
  }),
  columns: (input: TourValues) => ({
    title: input.title,
    image: input.image,
    toursBody: sanitizeRichText(input.toursBody),
    location: input.location,
    price1: input.price1,
    price2: input.price2,
    price3: input.price3,
    price4: input.price4,
    price5: input.price5,
    departureTime: input.departureTime,
    durationAmount: input.duration?.amount ?? null,
    durationUnit: input.duration?.unit ?? null,
    tips: input.tips,
    includes: input.includes,
    excludes: input.excludes,
    featured: input.featured,
  }),
  afterWrite: (tx, id, input) => writeItinerary(tx, id, input.itenerary),
  created: async (row) => (await findTour(row.id, { staff: true }))!,
  toggle: { column: "isPublished", schema: tourPublishSchema, was: "wasPublished", on: ["publish", "Published"], off: ["unpublish", "Unpublished"] },
  identity: (row) => ({ slug: row.slug }),
  tags: (row, deleted) => [tags.tours, tags.tour(row.slug), ...(deleted ? [tags.comments] : [])],
});

export const createTour = tourKind.create;
export const updateTour = tourKind.update;
export const setTourPublished = tourKind.setVisible;
export const deleteTour = tourKind.remove;

async function readItinerary(tourId: string): Promise<TourValues["itenerary"]> {
  const db = await getDb();
  return db
    .select({ day: tourItineraryDays.day, title: tourItineraryDays.title, body: tourItineraryDays.body })
    .from(tourItineraryDays)
    .where(eq(tourItineraryDays.tourId, tourId))
    .orderBy(asc(tourItineraryDays.position));
}

/** Replaces the itinerary with the given days, in their order. */
async function writeItinerary(tx: Db, tourId: string, days: TourValues["itenerary"]): Promise<void> {
  await tx.delete(tourItineraryDays).where(eq(tourItineraryDays.tourId, tourId));
  if (days.length) await tx.insert(tourItineraryDays).values(days.map((d, position) => ({ tourId, position, ...d })));
}
