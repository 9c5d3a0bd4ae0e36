import { getDb } from "@/lib/platform/db/client";
import { tourDepartures } from "@/lib/platform/db/schema";
import type { DepartureState } from "@/lib/booking/terms/departure-rules";
import { orderBody } from "./orders";

const HOUR = 3_600_000;

/** A departure straight in the database, `hours` from now. */
export async function makeDeparture(tourId: string, seats: number, hours = 24 * 20, state: DepartureState = "open") {
  const db = await getDb();
  const [row] = await db
    .insert(tourDepartures)
    .values({ tourId, seats, state, startsAt: new Date(Date.now() + hours * HOUR) })
    .returning();
  return row;
}

/** The booking box's body for a departure: no tour date or pick-up time (the departure gives both). */
export function departureOrderBody(tourId: string, departureId: string, people: number, extra: Record<string, unknown> = {}) {
  const body: Record<string, unknown> = { ...orderBody(tourId, people, extra), departureId };
  delete body.needDate;
  delete body.deadline;
  return body;
}
