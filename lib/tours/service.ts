import "server-only";
import { eq } from "drizzle-orm";
import { assertAdmin, assertStaff, type Actor } from "@/lib/auth/guards";
import { recordAudit } from "@/lib/audit/service";
import { invalidate, tags } from "@/lib/cache-tags";
import { changedFields } from "@/lib/content/changes";
import { withFreshSlug } from "@/lib/content/slugs";
import { getDb, type Db } from "@/lib/db/client";
import { tourItineraryDays, tours } from "@/lib/db/schema";
import { NotFoundError } from "@/lib/errors";
import { sanitizeRichText } from "@/lib/rich-text/sanitize";
import { findTour, findTourRow } from "./queries";
import { tourPublishSchema, tourSchema, type TourValues } from "./schema";
import type { TourJson } from "./serialize";

/**
 * Writes to tours. Any staff member may create (a draft); only admins publish, update and delete
 * (spec §6). Every write is audited in its own transaction and invalidates the public pages that
 * show the tour. Slugs stay as they were created, so shared links keep working.
 */
export async function createTour(actor: Actor | null, body: unknown): Promise<{ message: string; data: TourJson }> {
  assertStaff(actor);
  const input = tourSchema.parse(body);
  const db = await getDb();
  const id = await withFreshSlug(db, tours, input.title, (slug) =>
    db.transaction(async (tx) => {
      const [created] = await tx
        .insert(tours)
        .values({ ...columns(input), slug, authorId: actor.id, isPublished: false })
        .returning({ id: tours.id, title: tours.title });
      await writeItinerary(tx, created.id, input.itenerary);
      await recordAudit(tx, actor, { action: "tour.create", entityType: "tour", entityId: created.id, summary: `Created the tour "${created.title}"`, details: { slug } });
      return created.id;
    }),
  );
  return { message: "Tour created successfully.", data: (await findTour(id, { staff: true }))! };
}

export async function updateTour(actor: Actor | null, slugOrId: string, body: unknown): Promise<{ message: string }> {
  assertAdmin(actor);
  const input = tourSchema.parse(body);
  const current = await mustFind(slugOrId);
  const before = (await findTour(current.id, { staff: true }))!;
  const next = columns(input);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.update(tours).set(next).where(eq(tours.id, current.id));
    await writeItinerary(tx, current.id, input.itenerary);
    await recordAudit(tx, actor, {
      action: "tour.update",
      entityType: "tour",
      entityId: current.id,
      summary: `Updated the tour "${next.title}"`,
      details: { slug: current.slug, changed: changedFields(before, { ...next, itenerary: input.itenerary }) },
    });
  });
  invalidate(tags.tours, tags.tour(current.slug));
  return { message: "Tour updated successfully." };
}

export async function setTourPublished(actor: Actor | null, slugOrId: string, body: unknown): Promise<{ message: string }> {
  assertAdmin(actor);
  const { isPublished } = tourPublishSchema.parse(body);
  const current = await mustFind(slugOrId);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.update(tours).set({ isPublished }).where(eq(tours.id, current.id));
    await recordAudit(tx, actor, {
      action: isPublished ? "tour.publish" : "tour.unpublish",
      entityType: "tour",
      entityId: current.id,
      summary: `${isPublished ? "Published" : "Unpublished"} the tour "${current.title}"`,
      details: { slug: current.slug },
    });
  });
  invalidate(tags.tours, tags.tour(current.slug));
  return { message: isPublished ? "Tour published successfully." : "Tour unpublished successfully." };
}

export async function deleteTour(actor: Actor | null, slugOrId: string): Promise<{ message: string }> {
  assertAdmin(actor);
  const current = await mustFind(slugOrId);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.delete(tours).where(eq(tours.id, current.id));
    await recordAudit(tx, actor, {
      action: "tour.delete",
      entityType: "tour",
      entityId: current.id,
      summary: `Deleted the tour "${current.title}"`,
      details: { slug: current.slug, wasPublished: current.isPublished },
    });
  });
  invalidate(tags.tours, tags.tour(current.slug), tags.comments);
  return { message: "Tour deleted successfully." };
}

/** The tours row's columns from a parsed payload, with the body sanitized. */
function columns(input: TourValues) {
  return {
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
    tips: input.tips,
    includes: input.includes,
    excludes: input.excludes,
  };
}

/** Replaces the itinerary with the given days, in their order. */
async function writeItinerary(tx: Db, tourId: string, days: TourValues["itenerary"]): Promise<void> {
  await tx.delete(tourItineraryDays).where(eq(tourItineraryDays.tourId, tourId));
  if (days.length) await tx.insert(tourItineraryDays).values(days.map((d, position) => ({ tourId, position, ...d })));
}

async function mustFind(slugOrId: string) {
  const row = await findTourRow(slugOrId);
  if (!row) throw new NotFoundError("Tour not found.");
  return row;
}
