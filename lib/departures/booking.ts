import "server-only";
import { and, eq, gt, inArray, ne } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { tourDepartures, tours } from "@/lib/db/schema";
import { parseSentDateTime } from "@/lib/dates";
import { ConflictError, ValidationError } from "@/lib/errors";
import type { NewOrder } from "@/lib/orders/create";
import { priceTourLines } from "@/lib/orders/pricing";
import { ORDER_MESSAGES, type OrderPayload } from "@/lib/orders/schema";
import { DEPARTURE_NOT_FOUND, departureFull, departureSeatPool } from "@/lib/orders/seats";

export const DEPARTURE_ONE_TOUR = "A departure is booked for one tour at a time.";
export const DEPARTURE_CLOSED = "This departure is closed for booking. Please choose another date.";
export const DEPARTURE_CANCELLED = "This departure has been cancelled. Please choose another date.";
export const DEPARTURE_LEFT = "This departure has already left. Please choose another date.";

/** Tours "run on departures" while they have an upcoming one that is not cancelled (open or closed). */
export const liveUpcoming = (now: Date) => and(gt(tourDepartures.startsAt, now), ne(tourDepartures.state, "cancelled"))!;

export type TourDraft = Pick<NewOrder, "lines" | "needDate" | "needDateLocal" | "deadline" | "deadlineLocal" | "departureId" | "seats"> & { tourSlug?: string };

/**
 * A tour order's lines, dates and seats. With `departureId`: one tour, on one of its
 * departures that is open and has not left; the party takes that many of its seats (the claim locks
 * the departure's row, so the last seat goes once). Without: tours that run on departures refuse
 * it (400), tours on request keep the old flow (the visitor's date and pick-up time).
 */
export async function tourOrderDraft(tx: Db, input: OrderPayload, now: Date): Promise<TourDraft> {
  if (input.departureId === undefined) {
    const ids = input.itemsArray.map((i) => i.id);
    const [scheduled] = await tx.select({ id: tourDepartures.id }).from(tourDepartures).where(and(inArray(tourDepartures.tourId, ids), liveUpcoming(now))).limit(1);
    if (scheduled) throw new ValidationError([ORDER_MESSAGES.departure]);
    // Kept as sent: a zone-less date-time is the traveller's wall-clock time (lib/dates.ts parseSentDateTime).
    const tourDate = parseSentDateTime(input.needDate!);
    const pickUp = parseSentDateTime(input.deadline!);
    return { lines: await priceTourLines(tx, input.itemsArray), needDate: tourDate.at, needDateLocal: tourDate.local, deadline: pickUp.at, deadlineLocal: pickUp.local };
  }
  if (input.itemsArray.length !== 1) throw new ValidationError([DEPARTURE_ONE_TOUR]);
  // Locked now, so closing or cancelling it cannot slip between this check and the seat claim.
  const [departure] = await tx
    .select({ id: tourDepartures.id, tourId: tourDepartures.tourId, startsAt: tourDepartures.startsAt, state: tourDepartures.state, slug: tours.slug })
    .from(tourDepartures)
    .innerJoin(tours, eq(tours.id, tourDepartures.tourId))
    .where(eq(tourDepartures.id, input.departureId))
    .for("update", { of: tourDepartures });
  if (!departure || departure.tourId !== input.itemsArray[0].id) throw new ValidationError([DEPARTURE_NOT_FOUND]);
  if (departure.state === "cancelled") throw new ConflictError(DEPARTURE_CANCELLED);
  if (departure.state === "closed") throw new ConflictError(DEPARTURE_CLOSED);
  if (departure.startsAt.getTime() <= now.getTime()) throw new ConflictError(DEPARTURE_LEFT);
  const lines = await priceTourLines(tx, input.itemsArray);
  return {
    lines,
    // The departure is the tour's date and its pick-up time.
    needDate: departure.startsAt,
    deadline: departure.startsAt,
    departureId: departure.id,
    seats: { pool: departureSeatPool(departure.id), count: lines[0].itemNumber, full: departureFull },
    tourSlug: departure.slug,
  };
}
