import "server-only";
import { and, count, desc, eq, or, type SQL } from "drizzle-orm";
import { contains } from "@/lib/content/kind/search";
import { waitingEvents } from "@/lib/content/kind/waiting";
import { getDb } from "@/lib/platform/db/client";
import { events, type Event } from "@/lib/platform/db/schema";
import { isLookupKey, isUuid } from "@/lib/platform/slug";
import { serializeEvent, type EventJson } from "./serialize";

/**
 * Reads for the API and the dashboard (uncached: staff expect their own changes at once).
 * Anonymous callers (`staff: false`) only ever see approved events. Newest start date first.
 */
export type ListOptions = {
  staff: boolean;
  page?: number;
  limit?: number;
  q?: string;
  /** Only drafts waiting for an administrator (staff lists). */ waiting?: boolean;
};

function visible(staff: boolean, q?: string, waiting?: boolean): SQL | undefined {
  return and(staff && waiting ? waitingEvents() : undefined, staff ? undefined : eq(events.isApproved, true), contains(events.title, q));
}

export async function listEvents({ staff, page = 1, limit, q, waiting }: ListOptions): Promise<{ items: EventJson[]; total: number }> {
  const db = await getDb();
  const where = visible(staff, q, waiting);
  const query = db.select().from(events).where(where).orderBy(desc(events.startDate), desc(events.id)).$dynamic();
  if (limit) query.limit(limit).offset((page - 1) * limit);
  const [rows, [{ n }]] = await Promise.all([query, db.select({ n: count() }).from(events).where(where)]);
  return { items: rows.map((row) => serializeEvent(row)), total: n };
}

/** One event by slug or id; unapproved ones only for staff. */
export async function findEvent(slugOrId: string, { staff }: { staff: boolean }): Promise<EventJson | null> {
  const row = await findEventRow(slugOrId);
  if (!row || (!staff && !row.isApproved)) return null;
  return serializeEvent(row);
}

export async function findEventRow(slugOrId: string): Promise<Event | null> {
  if (!isLookupKey(slugOrId)) return null;
  const db = await getDb();
  const match = isUuid(slugOrId) ? or(eq(events.slug, slugOrId), eq(events.id, slugOrId)) : eq(events.slug, slugOrId);
  const [row] = await db.select().from(events).where(match).limit(1);
  return row ?? null;
}
