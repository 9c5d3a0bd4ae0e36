import "server-only";
import { and, eq, gt, inArray, ne } from "drizzle-orm";
import type { Db } from "@/lib/platform/db/client";
import { tourDepartures, tours } from "@/lib/platform/db/schema";
import { kigaliStartOfDay, parseSentDateTime } from "@/lib/platform/dates";
import { ConflictError, ValidationError } from "@/lib/platform/errors";
import type { NewOrder } from "@/lib/booking/orders/create";
import { partyOf, priceTourLines } from "@/lib/booking/orders/pricing";
import type { OrderPayload } from "@/lib/booking/orders/schema";
import { claimSeats, DEPARTURE_NOT_FOUND, departureFull, departureSeatPool } from "@/lib/booking/orders/seats";
import { readUpcomingDepartures } from "@/lib/booking/departures/queries";

export const DEPARTURE_ONE_TOUR = "A departure is booked for one tour at a time.";
export const DEPARTURE_CLOSED = "This departure is closed for booking. Please choose another date.";
export const DEPARTURE_CANCELLED = "This departure has been cancelled. Please choose another date.";
export const DEPARTURE_LEFT = "This departure has already left. Please choose another date.";

/** Tours "run on departures" while they have an upcoming one that is not cancelled (open or closed). */
export const liveUpcoming = (now: Date) => and(gt(tourDepartures.startsAt, now), ne(tourDepartures.state, "cancelled"))!;

export type TourDraft = Pick<
  NewOrder,
  "lines" | "needDate" | "needDateLocal" | "deadline" | "deadlineLocal" | "departureId" | "seats" | "awaitingDeparture"
> & { tourSlug?: string };

/**
 * A tour order's lines, dates and seats. With `departureId`: one tour, on one of its
 * departures that is open and has not left; the party takes that many of its seats (the claim locks
 * the departure's row, so the last seat goes once). Without: a tour on request keeps the old flow
 * (the visitor's date and pick-up time); a tour that runs on departures, booked by a client that
 * cannot choose one, goes on the first open departure with room on or after the requested day, or,
 * when none has room, is taken on request for staff to place (awaitingDeparture).
 */
export async function tourOrderDraft(tx: Db, input: OrderPayload, now: Date): Promise<TourDraft> {
  const items = await partyOf(tx, input);
  if (input.departureId === undefined) {
    const ids = items.map((i) => i.id);
    const [scheduled] = await tx
      .select({ id: tourDepartures.id, slug: tours.slug })
      .from(tourDepartures)
      .innerJoin(tours, eq(tours.id, tourDepartures.tourId))
      .where(and(inArray(tourDepartures.tourId, ids), liveUpcoming(now)))
      .limit(1);
    // Kept as sent: a zone-less date-time is the traveller's wall-clock time (lib/platform/dates.ts parseSentDateTime).
    const tourDate = parseSentDateTime(input.needDate!);
    const pickUp = parseSentDateTime(input.deadline!);
    const lines = await priceTourLines(tx, items);
    const asked = { lines, needDate: tourDate.at, needDateLocal: tourDate.local, deadline: pickUp.at, deadlineLocal: pickUp.local };
    if (!scheduled) return asked;
    if (items.length !== 1) throw new ValidationError([DEPARTURE_ONE_TOUR]);
    // The requested day as the traveller wrote it (a zone-less one is its Kigali reading), from its midnight.
    const departure = await firstWithRoom(tx, items[0].id, kigaliStartOfDay(tourDate.at), lines[0].itemNumber, now);
    if (!departure) return { ...asked, awaitingDeparture: true, tourSlug: scheduled.slug };
    return onDeparture(lines, departure, scheduled.slug);
  }
  if (items.length !== 1) throw new ValidationError([DEPARTURE_ONE_TOUR]);
  // Locked now, so closing or cancelling it cannot slip between this check and the seat claim.
  const [departure] = await tx
    .select({ id: tourDepartures.id, tourId: tourDepartures.tourId, startsAt: tourDepartures.startsAt, state: tourDepartures.state, slug: tours.slug })
    .from(tourDepartures)
    .innerJoin(tours, eq(tours.id, tourDepartures.tourId))
    .where(eq(tourDepartures.id, input.departureId))
    .for("update", { of: tourDepartures });
  if (!departure || departure.tourId !== items[0].id) throw new ValidationError([DEPARTURE_NOT_FOUND]);
  if (departure.state === "cancelled") throw new ConflictError(DEPARTURE_CANCELLED);
  if (departure.state === "closed") throw new ConflictError(DEPARTURE_CLOSED);
  if (departure.startsAt.getTime() <= now.getTime()) throw new ConflictError(DEPARTURE_LEFT);
  return onDeparture(await priceTourLines(tx, items), departure, departure.slug);
}

function onDeparture(lines: TourDraft["lines"], departure: { id: string; startsAt: Date }, tourSlug: string): TourDraft {
  return {
    lines,
    // The departure is the tour's date and its pick-up time.
    needDate: departure.startsAt,
    deadline: departure.startsAt,
    departureId: departure.id,
    seats: { pool: departureSeatPool(departure.id), count: lines[0].itemNumber, full: departureFull },
    tourSlug,
  };
}

/**
 * The first open departure of the tour from `from` (and not yet left) with room for the party. The
 * counts pick the candidates; the claim (which locks the departure's row) confirms each in turn, so
 * a seat taken meanwhile moves the party on to the next one.
 */
async function firstWithRoom(tx: Db, tourId: string, from: Date, party: number, now: Date): Promise<{ id: string; startsAt: Date } | null> {
  // Counted at `from` the holds can only be fewer than now: a candidate too many, which its claim then refuses.
  const after = from.getTime() > now.getTime() ? new Date(from.getTime() - 1) : now;
  const candidates = (await readUpcomingDepartures(tx, tourId, after)).filter((d) => d.state === "open" && d.left >= party);
  for (const d of candidates) {
    if ((await claimSeats(tx, departureSeatPool(d.id), party, now)).ok) return d;
  }
  return null;
}
