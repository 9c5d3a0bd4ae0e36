import "server-only";
import type { CancellationPolicy } from "@/lib/booking/terms/cancellation-rules";
import { unstable_cache } from "next/cache";
import { and, desc, eq, gte, sql } from "drizzle-orm";
import { tags, PUBLIC_REVALIDATE_SECONDS } from "@/lib/platform/cache-tags";
import { getDb } from "@/lib/platform/db/client";
import { events, type Event, type FeeTable } from "@/lib/platform/db/schema";
import { excerpt } from "@/lib/platform/format";
import { readKindPage, readSitemap, type ContentKind } from "@/lib/content/kind/config";
import { TRANSLATABLE_FIELDS } from "@/lib/content/translations/fields";

/**
 * Cached reads for the public event pages: approved events only, tagged with the events list tag
 * and the event's own tag. Upcoming events come first (soonest first), then past ones (latest
 * first); the pages also expire after PUBLIC_REVALIDATE_SECONDS so an event moves to "past" soon
 * after it ends even when nobody edits it.
 */
export type EventCard = {
  slug: string;
  title: string;
  image: string;
  excerpt: string;
  place: string;
  /**
   * What the fee shown is worked out from (lib/booking/terms/fees.ts, feeSummary): the fee table
   * when there is one, else tier 1 (`price1`, or `price`); 0 everywhere means 'Free entry'.
   */
  price: number;
  /** Tier 1, the default price (spec §3). */
  price1: number;
  fees: FeeTable | null;
  earlyBirdDeadline: string | null;
  startDate: string;
  endDate: string;
};

export type EventDetail = EventCard & {
  description: string;
  /** Staff-set, or null for the default (lib/booking/cancellation). */
  cancellationPolicy: CancellationPolicy | null;
  capacity: number | null;
  isApproved: boolean;
  createdAt: string;
  updatedAt: string;
};

const approved = eq(events.isApproved, true);
const cardColumns = {
  slug: events.slug,
  title: events.title,
  image: events.image,
  description: events.description,
  place: events.place,
  price: events.price,
  price1: events.price1,
  fees: events.fees,
  earlyBirdDeadline: events.earlyBirdDeadline,
  startDate: events.startDate,
  endDate: events.endDate,
};

function toCard(row: Pick<Event, keyof typeof cardColumns>): EventCard {
  return {
    slug: row.slug,
    title: row.title,
    image: row.image,
    excerpt: excerpt(row.description),
    place: row.place,
    price: Number(row.price) || 0,
    price1: Number(row.price1) || 0,
    fees: row.fees ?? null,
    earlyBirdDeadline: row.earlyBirdDeadline?.toISOString() ?? null,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
  };
}

const upcomingFirst = [sql`${events.endDate} < now()`, sql`case when ${events.endDate} >= now() then ${events.startDate} end asc`, desc(events.startDate)];

export const eventsKind: ContentKind<EventCard, EventDetail> = {
  name: "events",
  translation: { kind: "event", fields: TRANSLATABLE_FIELDS.event },
  tag: tags.events,
  itemTag: tags.event,
  table: events,
  columns: cardColumns,
  toCard,
  where: () => approved,
  order: () => [...upcomingFirst, desc(events.id)],
  slug: events.slug,
  updatedAt: events.updatedAt,
  sitemapOrder: desc(events.startDate),
  readOne: (slug, onlyApproved) => readEvent(slug, onlyApproved),
  isPublic: (event) => event.isApproved,
};

/** One page of approved events: upcoming soonest first, then past ones latest first. */
export const readEventPage = (page: number, limit: number) => readKindPage(eventsKind, page, limit, undefined);

/** The next approved events that have not ended yet (home page, side panel). */
export async function readUpcomingEvents(limit: number): Promise<EventCard[]> {
  const db = await getDb();
  const rows = await db
    .select(cardColumns)
    .from(events)
    .where(and(approved, gte(events.endDate, sql`now()`)))
    .orderBy(events.startDate)
    .limit(limit);
  return rows.map(toCard);
}

/** An event; unapproved ones too unless `onlyApproved`. */
export async function readEvent(slug: string, onlyApproved: boolean): Promise<EventDetail | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(events)
    .where(onlyApproved ? and(eq(events.slug, slug), approved) : eq(events.slug, slug))
    .limit(1);
  if (!row) return null;
  return {
    ...toCard(row),
    description: row.description,
    cancellationPolicy: row.cancellationPolicy ?? null,
    capacity: row.capacity ?? null,
    isApproved: row.isApproved,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const readEventSitemap = () => readSitemap(eventsKind);

// The next events, cached (the lists of pages and single events: lib/content/kind/config.ts).
export const listUpcomingEvents = unstable_cache(readUpcomingEvents, ["public-events-upcoming"], { tags: [tags.events], revalidate: PUBLIC_REVALIDATE_SECONDS });

/** Whether an event has ended at `now` (the event pages show past events without registration). */
export function hasEnded(event: Pick<EventCard, "endDate">, now = Date.now()): boolean {
  return new Date(event.endDate).getTime() < now;
}
