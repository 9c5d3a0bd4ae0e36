import "server-only";
import { and, asc, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import { contains } from "@/lib/content/kind/search";
import { waitingTours } from "@/lib/content/kind/waiting";
import { getDb } from "@/lib/platform/db/client";
import { tourItineraryDays, tours, type Tour } from "@/lib/platform/db/schema";
import { findTourRow } from "@/lib/booking/departures/tour-row";
import { serializeTour, type ItineraryDayJson, type TourJson } from "./serialize";

/**
 * Reads for the API and the dashboard (uncached: staff expect their own changes at once).
 * Anonymous callers (`staff: false`) only ever see published tours.
 */
export type ListOptions = {
  staff: boolean;
  page?: number;
  limit?: number;
  q?: string;
  /** Only drafts waiting for an administrator (staff lists). */ waiting?: boolean;
};

function visible(staff: boolean, q?: string, waiting?: boolean): SQL | undefined {
  return and(staff && waiting ? waitingTours() : undefined, staff ? undefined : eq(tours.isPublished, true), contains(tours.title, q));
}

export async function listTours({ staff, page = 1, limit, q, waiting }: ListOptions): Promise<{ items: TourJson[]; total: number }> {
  const db = await getDb();
  const where = visible(staff, q, waiting);
  const query = db.select().from(tours).where(where).orderBy(desc(tours.createdAt), desc(tours.id)).$dynamic();
  if (limit) query.limit(limit).offset((page - 1) * limit);
  const [rows, [{ n }]] = await Promise.all([query, db.select({ n: count() }).from(tours).where(where)]);
  return { items: await withItinerary(rows), total: n };
}

export async function latestTours(n = 5): Promise<TourJson[]> {
  return (await listTours({ staff: false, limit: n })).items;
}

/** One tour by slug or id; drafts only for staff. */
export async function findTour(slugOrId: string, { staff }: { staff: boolean }): Promise<TourJson | null> {
  const row = await findTourRow(slugOrId);
  if (!row || (!staff && !row.isPublished)) return null;
  return (await withItinerary([row]))[0];
}

/** Each tour's itinerary in day order (one query for the whole page). */
async function withItinerary(rows: Tour[]): Promise<TourJson[]> {
  if (rows.length === 0) return [];
  const db = await getDb();
  const days = await db
    .select()
    .from(tourItineraryDays)
    .where(
      inArray(
        tourItineraryDays.tourId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(tourItineraryDays.position));
  const byTour = new Map<string, ItineraryDayJson[]>();
  for (const d of days) {
    const list = byTour.get(d.tourId) ?? [];
    list.push(d);
    byTour.set(d.tourId, list);
  }
  return rows.map((r) => serializeTour(r, byTour.get(r.id) ?? []));
}
