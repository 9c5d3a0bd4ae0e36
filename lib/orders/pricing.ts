import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { tours, type Event, type ParticipantCategory } from "@/lib/db/schema";
import { ValidationError } from "@/lib/errors";
import { feeFor } from "@/lib/participants/fees";
import { ORDER_MESSAGES } from "./schema";

/** One priced line of an order: the server's amounts, never the client's. */
export type PricedLine = { itemId: string; itemNumber: number; title: string; unitAmount: number };

const cents = (n: number) => Math.round(Number(n) * 100);
export const totalOf = (lines: PricedLine[]) => lines.reduce((sum, l) => sum + cents(l.unitAmount), 0) / 100;

/**
 * Tours: each line at the stored price of its party size (price1 … price5) of a published tour.
 * The one pricing entry point for tours.
 */
export async function priceTourLines(db: Db, items: { id: string; itemNumber: number }[]): Promise<PricedLine[]> {
  const ids = [...new Set(items.map((i) => i.id))];
  const found = await db
    .select({ id: tours.id, title: tours.title, price1: tours.price1, price2: tours.price2, price3: tours.price3, price4: tours.price4, price5: tours.price5 })
    .from(tours)
    .where(and(inArray(tours.id, ids), eq(tours.isPublished, true)));
  const lines = items.map((i) => {
    const tour = found.find((f) => f.id === i.id);
    if (!tour) throw new ValidationError(["The selected tour does not exist."]);
    return { itemId: tour.id, itemNumber: i.itemNumber, title: tour.title, unitAmount: Number(tour[`price${i.itemNumber as 1 | 2 | 3 | 4 | 5}`]) || 0 };
  });
  if (lines.some((l) => cents(l.unitAmount) === 0)) throw new ValidationError([ORDER_MESSAGES.zeroPrice]);
  return lines;
}

/**
 * Events: one seat at the fee table's fee for the participant's category at `now` (early bird or
 * normal; tier 1 without a table). The one pricing entry point for events, used by registrations
 * and by event orders from POST /api/order alike. 0 means free (the caller decides whether that is
 * allowed).
 */
export function priceEventSeat(event: Pick<Event, "id" | "title" | "price" | "price1" | "fees" | "earlyBirdDeadline">, category: ParticipantCategory, now: Date): PricedLine {
  return { itemId: event.id, itemNumber: 1, title: event.title, unitAmount: feeFor(event, category, now) };
}
