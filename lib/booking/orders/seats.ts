import "server-only";
import { and, count, eq, gt, inArray, isNotNull, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/platform/db/client";
import { formatDayTime } from "@/lib/platform/dates";
import { departureFullMessage } from "@/lib/booking/terms/departure-rules";
import { events, orderItems, orders, participants, tourDepartures, tours, type ItemType, type Order } from "@/lib/platform/db/schema";
import { NotFoundError } from "@/lib/platform/errors";
import { UNPAID_STATUSES } from "./status";

/**
 * Seats: events and tour departures. Whatever has a seat count is a "seat pool";
 * an order claims seats from it. The rules live here once:
 * - an unpaid order holds its seats for SEAT_HOLD_MINUTES (renewed when a payment starts), a paid one
 *   keeps them, any other status has none (orderHoldsSeats);
 * - a claim locks the pool's row (SELECT … FOR UPDATE) and counts the seats held under that lock, so
 *   two claims for the last seat are serialised, on one instance or several sharing PostgreSQL
 *   (PGlite runs one transaction at a time anyway). Callers always lock the pool before the order.
 */
export const SEAT_HOLD_MINUTES = 30;
export const holdEndsAt = (now: Date) => new Date(now.getTime() + SEAT_HOLD_MINUTES * 60_000);

/** The orders that hold seats at `now`: paid, or unpaid within their hold. */
export function orderHoldsSeats(now: Date): SQL {
  return or(eq(orders.status, "PAID"), and(inArray(orders.status, UNPAID_STATUSES), gt(orders.holdUntil, now)))!;
}

export type SeatPool = {
  /** Locks the pool's row for the rest of the transaction; its seat count, null when unlimited. */
  lock(tx: Db): Promise<{ capacity: number | null; title: string }>;
  /** Seats held at `now`, leaving out one order (the one being seated again). */
  taken(tx: Db, now: Date, exceptOrderId?: string): Promise<number>;
};

export type Claim = { ok: boolean; left: number | null; title: string };

/** Locks the pool and says whether `seats` more fit; nothing is written (the caller writes the holder). */
export async function claimSeats(tx: Db, pool: SeatPool, seats: number, now: Date, exceptOrderId?: string): Promise<Claim> {
  const { capacity, title } = await pool.lock(tx);
  if (capacity === null) return { ok: true, left: null, title };
  const left = Math.max(0, capacity - (await pool.taken(tx, now, exceptOrderId)));
  return { ok: left >= seats, left, title };
}

/** A free registration's seat: confirmed, or unconfirmed within its 24-hour hold. */
export function freeRegistrationHolds(now: Date): SQL {
  return and(isNull(participants.orderId), eq(participants.amount, 0), or(isNotNull(participants.confirmedAt), gt(participants.holdUntil, now)))!;
}

/** An event: its capacity; seats go to free registrations and to event orders (registrations' or not yet joined). */
export function eventSeatPool(eventId: string): SeatPool {
  return {
    async lock(tx) {
      const [row] = await tx.select({ capacity: events.capacity, title: events.title }).from(events).where(eq(events.id, eventId)).for("update");
      if (!row) throw new NotFoundError("This event is not open for registration.");
      return row;
    },
    async taken(tx, now, exceptOrderId) {
      const [[free], [ordered]] = await Promise.all([
        tx
          .select({ n: count() })
          .from(participants)
          .where(and(eq(participants.eventId, eventId), freeRegistrationHolds(now))),
        tx
          .select({ n: sql<number>`count(distinct ${orders.id})::int` })
          .from(orders)
          .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
          .where(
            and(eq(orders.itemType, "event"), eq(orderItems.itemId, eventId), orderHoldsSeats(now), exceptOrderId ? ne(orders.id, exceptOrderId) : undefined),
          ),
      ]);
      return Number(free.n) + Number(ordered.n);
    },
  };
}

/** Seats held at `now` for an event (pages and dashboard; no lock). */
export async function eventSeatsTaken(db: Db, eventId: string, now = new Date()): Promise<number> {
  return eventSeatPool(eventId).taken(db, now);
}

/**
 * A tour departure: its seats; each order booked on it takes its party size (the order's one line).
 * A cancelled departure has no seats at all, so a payment for one of its orders re-seats nothing
 * (it is refused, or confirmed late as REFUND_DUE).
 */
export function departureSeatPool(departureId: string): SeatPool {
  return {
    async lock(tx) {
      const [row] = await tx
        .select({ seats: tourDepartures.seats, state: tourDepartures.state, startsAt: tourDepartures.startsAt, tour: tours.title })
        .from(tourDepartures)
        .innerJoin(tours, eq(tours.id, tourDepartures.tourId))
        .where(eq(tourDepartures.id, departureId))
        .for("update", { of: tourDepartures });
      if (!row) throw new NotFoundError(DEPARTURE_NOT_FOUND);
      return { capacity: row.state === "cancelled" ? 0 : row.seats, title: `${row.tour} on ${formatDayTime(row.startsAt)}` };
    },
    async taken(tx, now, exceptOrderId) {
      const [row] = await tx
        .select({ n: sql<number>`coalesce(sum(${orderItems.itemNumber}), 0)::int` })
        .from(orders)
        .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
        .where(and(eq(orders.departureId, departureId), orderHoldsSeats(now), exceptOrderId ? ne(orders.id, exceptOrderId) : undefined));
      return Number(row.n);
    },
  };
}

export const DEPARTURE_NOT_FOUND = "The selected departure does not exist.";

/** The answer when a party does not fit on a departure (the booking box says the same before sending). */
export const departureFull = (_title: string, left: number | null) => departureFullMessage(left ?? 0);

/**
 * The pool an order's seats come from and how many it takes; null for orders without seats (tours
 * booked on request).
 */
const POOLS: Record<ItemType, (tx: Db, order: Pick<Order, "id">) => Promise<{ pool: SeatPool; seats: number } | null>> = {
  tour: async (tx, order) => {
    const [row] = await tx
      .select({ departureId: orders.departureId, seats: orderItems.itemNumber })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(and(eq(orders.id, order.id), isNotNull(orders.departureId)))
      .limit(1);
    // A departure order has one line: its party size is the seats it takes.
    return row?.departureId ? { pool: departureSeatPool(row.departureId), seats: row.seats } : null;
  },
  event: async (tx, order) => {
    const [item] = await tx.select({ eventId: orderItems.itemId }).from(orderItems).where(eq(orderItems.orderId, order.id)).limit(1);
    // One seat per event order: an event order is one registration.
    return item ? { pool: eventSeatPool(item.eventId), seats: 1 } : null;
  },
};

export const seatsOf = (tx: Db, order: Pick<Order, "id" | "itemType">) => POOLS[order.itemType](tx, order);

/**
 * Seats an existing order again for the rest of the transaction: true when it has no seats to
 * care about, or when its seats are (still, or again) free. Locks the pool; writes nothing.
 */
export async function canSeat(tx: Db, order: Pick<Order, "id" | "itemType">, now: Date): Promise<Claim> {
  const seated = await seatsOf(tx, order);
  if (!seated) return { ok: true, left: null, title: "" };
  return claimSeats(tx, seated.pool, seated.seats, now, order.id);
}

/** The answers when an event has no seat for one more registration. */
export const eventFull = (title: string) => `Registration for ${title} is closed: the event is full.`;
export const eventStarted = (title: string) => `Registration for ${title} is closed: the event has already started.`;
