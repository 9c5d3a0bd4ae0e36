import "server-only";
import { cache } from "react";
import { unstable_cache } from "next/cache";
import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, lte, ne, sql } from "drizzle-orm";
import { PUBLIC_REVALIDATE_SECONDS, tags } from "@/lib/platform/cache-tags";
import { getDb, type Db } from "@/lib/platform/db/client";
import { orderItems, orders, tickets, tourDepartures, tours, type OrderStatus, type TourDeparture } from "@/lib/platform/db/schema";
import { offsetOf, type PageQuery } from "@/lib/platform/pagination";
import { isLookupKey } from "@/lib/platform/slug";
import { orderHoldsSeats } from "@/lib/booking/orders/seats";
import { UNPAID_STATUSES } from "@/lib/booking/orders/status";
import type { DepartureState } from "@/lib/booking/terms/departure-rules";

/** A departure with its seats at a moment: paid for, held by unpaid bookings within their hold, and left. */
export type DepartureRow = Pick<TourDeparture, "id" | "tourId" | "startsAt" | "seats" | "note" | "state"> & { paid: number; held: number; left: number };

/** The API's and the booking box's shape (JSON: dates as ISO strings). */
export type PublicDeparture = { id: string; startsAt: string; seats: number; seatsLeft: number; state: DepartureState; note: string };

/** The booking box and the API list at most this many upcoming departures (the soonest). */
export const PUBLIC_DEPARTURES_MAX = 100;

const columns = {
  id: tourDepartures.id,
  tourId: tourDepartures.tourId,
  startsAt: tourDepartures.startsAt,
  seats: tourDepartures.seats,
  note: tourDepartures.note,
  state: tourDepartures.state,
};
type BaseRow = Pick<TourDeparture, keyof typeof columns>;

/** Seats paid for and held per departure at `now`, in one query for a page of departures. */
async function fillOf(db: Db, ids: string[], now: Date): Promise<Map<string, { paid: number; held: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: orders.departureId,
      paid: sql<number>`coalesce(sum(${orderItems.itemNumber}) filter (where ${orders.status} = 'PAID'), 0)::int`,
      held: sql<number>`coalesce(sum(${orderItems.itemNumber}) filter (where ${orders.status} <> 'PAID'), 0)::int`,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(inArray(orders.departureId, ids), orderHoldsSeats(now)))
    .groupBy(orders.departureId);
  return new Map(rows.map((r) => [r.id!, { paid: Number(r.paid), held: Number(r.held) }]));
}

async function withFill<R extends BaseRow>(db: Db, rows: R[], now: Date): Promise<(R & DepartureRow)[]> {
  const fills = await fillOf(
    db,
    rows.map((r) => r.id),
    now,
  );
  return rows.map((r) => {
    const { paid, held } = fills.get(r.id) ?? { paid: 0, held: 0 };
    return { ...r, paid, held, left: r.state === "cancelled" ? 0 : Math.max(0, r.seats - paid - held) };
  });
}

export const toPublicDeparture = (d: DepartureRow): PublicDeparture => ({
  id: d.id,
  startsAt: d.startsAt.toISOString(),
  seats: d.seats,
  seatsLeft: d.state === "open" ? d.left : 0,
  state: d.state,
  note: d.note,
});

/** A tour's departures after `now`, soonest first, every state. */
export async function readUpcomingDepartures(db: Db, tourId: string, now: Date, limit = PUBLIC_DEPARTURES_MAX): Promise<DepartureRow[]> {
  const rows = await db
    .select(columns)
    .from(tourDepartures)
    .where(and(eq(tourDepartures.tourId, tourId), gt(tourDepartures.startsAt, now)))
    .orderBy(asc(tourDepartures.startsAt))
    .limit(limit);
  return withFill(db, rows, now);
}

/** A published tour's upcoming departures; null when there is no such tour. */
export async function readPublicDepartures(slug: string, now = new Date()): Promise<PublicDeparture[] | null> {
  if (!isLookupKey(slug)) return null;
  const db = await getDb();
  const [tour] = await db
    .select({ id: tours.id })
    .from(tours)
    .where(and(eq(tours.slug, slug), eq(tours.isPublished, true)))
    .limit(1);
  if (!tour) return null;
  return (await readUpcomingDepartures(db, tour.id, now)).map(toPublicDeparture);
}

/**
 * The cached read of the tour page and GET /api/tours/{slug}/departures, expired by every change
 * to a departure and by every booking on one (tags.departures). A hold that lapses changes nothing
 * stored: its seats show again at the next change or within PUBLIC_REVALIDATE_SECONDS, and a
 * booking is always checked against the live count.
 */
export const getPublicDepartures = cache((slug: string) =>
  // Outside Next (unit tests, scripts) there is no data cache to keep it in, as in `invalidate`.
  process.env.NEXT_RUNTIME
    ? unstable_cache(() => readPublicDepartures(slug), ["public-departures", slug], { tags: [tags.departures(slug)], revalidate: PUBLIC_REVALIDATE_SECONDS })()
    : readPublicDepartures(slug),
);

/** A draft's departures, read fresh, for staff previewing its page. */
export async function getDeparturesForPreview(tourId: string): Promise<PublicDeparture[]> {
  const db = await getDb();
  return (await readUpcomingDepartures(db, tourId, new Date())).map(toPublicDeparture);
}

/** One page of a tour's departures for staff: upcoming soonest first, or past ones latest first. */
export async function listTourDepartures(
  tourId: string,
  query: PageQuery,
  when: "upcoming" | "past",
  now = new Date(),
): Promise<{ rows: DepartureRow[]; total: number }> {
  const db = await getDb();
  const where = and(eq(tourDepartures.tourId, tourId), when === "upcoming" ? gt(tourDepartures.startsAt, now) : lte(tourDepartures.startsAt, now));
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(columns)
      .from(tourDepartures)
      .where(where)
      .orderBy(when === "upcoming" ? asc(tourDepartures.startsAt) : desc(tourDepartures.startsAt))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(tourDepartures).where(where),
  ]);
  return { rows: await withFill(db, rows, now), total: n };
}

export type OnRequestBooking = { orderId: string; names: string; people: number; status: OrderStatus; needDate: Date | null };

/** A tour's bookings taken on request (no departure had room), oldest first, for staff to place. */
export async function listOnRequest(tourId: string, query: PageQuery): Promise<{ rows: OnRequestBooking[]; total: number }> {
  const db = await getDb();
  const where = and(
    eq(orderItems.itemId, tourId),
    eq(orders.itemType, "tour"),
    eq(orders.awaitingDeparture, true),
    isNull(orders.departureId),
    inArray(orders.status, ["PAID", ...UNPAID_STATUSES]),
  );
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ orderId: orders.id, names: orders.clientNames, people: orderItems.itemNumber, status: orders.status, needDate: orders.needDate })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(where)
      .orderBy(asc(orders.createdAt))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(orders).innerJoin(orderItems, eq(orderItems.orderId, orders.id)).where(where),
  ]);
  return { rows, total: n };
}

export type DepartureWithTour = DepartureRow & { tour: { id: string; slug: string; title: string } };

/** Departures of every tour between two moments, soonest first, with their tours (dashboard). */
export async function listDeparturesBetween(
  query: PageQuery,
  from: Date,
  until: Date | null,
  now = new Date(),
  opts: { live?: boolean } = {},
): Promise<{ rows: DepartureWithTour[]; total: number }> {
  const db = await getDb();
  const where = and(
    gte(tourDepartures.startsAt, from),
    until ? lt(tourDepartures.startsAt, until) : undefined,
    opts.live ? ne(tourDepartures.state, "cancelled") : undefined,
  );
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ ...columns, tour: { id: tours.id, slug: tours.slug, title: tours.title } })
      .from(tourDepartures)
      .innerJoin(tours, eq(tours.id, tourDepartures.tourId))
      .where(where)
      .orderBy(asc(tourDepartures.startsAt), asc(tours.title))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(tourDepartures).where(where),
  ]);
  return { rows: await withFill(db, rows, now), total: n };
}

/** One departure with its tour and seats, or null. */
export async function getDeparture(id: string, now = new Date()): Promise<DepartureWithTour | null> {
  const db = await getDb();
  const [row] = await db
    .select({ ...columns, tour: { id: tours.id, slug: tours.slug, title: tours.title } })
    .from(tourDepartures)
    .innerJoin(tours, eq(tours.id, tourDepartures.tourId))
    .where(eq(tourDepartures.id, id));
  return row ? (await withFill(db, [row], now))[0] : null;
}

export type Traveller = {
  orderId: string;
  names: string;
  email: string;
  phone: string;
  pickUp: string;
  people: number;
  status: OrderStatus;
  paid: boolean;
  /** Paid through the built-in test gateway: no money moved. */
  testMode: boolean;
  amount: number;
  holdUntil: Date | null;
  bookedAt: Date;
  /** When the party was checked in at the door with its voucher's code, else null. */
  checkedInAt: Date | null;
};

/**
 * A departure's manifest: the bookings that hold its seats at `now` (paid, or unpaid within their
 * hold), in booking order. Bounded by the departure's seats (at most 500), so it is one page: the
 * guide's printout lists everyone.
 */
export async function readManifest(departureId: string, now = new Date()): Promise<Traveller[]> {
  const db = await getDb();
  const rows = await db
    .select({
      orderId: orders.id,
      names: orders.clientNames,
      email: orders.clientEmail,
      phone: orders.clientPhone,
      pickUp: orders.clientLocation,
      people: orderItems.itemNumber,
      status: orders.status,
      amount: orders.amount,
      testMode: orders.testMode,
      holdUntil: orders.holdUntil,
      bookedAt: orders.createdAt,
      checkedInAt: tickets.checkedInAt,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    // The booking's live code (at most one: a partial unique index); a replaced one no longer counts.
    .leftJoin(tickets, and(eq(tickets.orderId, orders.id), isNull(tickets.revokedAt)))
    .where(and(eq(orders.departureId, departureId), orderHoldsSeats(now)))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  return rows.map((r) => ({ ...r, amount: Number(r.amount), paid: r.status === "PAID", holdUntil: UNPAID_STATUSES.includes(r.status) ? r.holdUntil : null }));
}

/** The next departure of each tour that can still be booked (open, upcoming), for the tour cards. */
export const nextOpenDeparture = sql<
  string | null
>`(select min(d.starts_at) from tour_departures d where d.tour_id = "tours"."id" and d.state = 'open' and d.starts_at > now())`.mapWith(
  // The drivers give a string or a Date: the cards take JSON either way.
  (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString()),
);
