import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "@/lib/platform/db/client";
import { tours, type Event, type ParticipantCategory } from "@/lib/platform/db/schema";
import { ValidationError } from "@/lib/platform/errors";
import { formatUsd } from "@/lib/platform/format";
import { feeFor } from "@/lib/booking/terms/fees";
import { priceTiers } from "./party-prices";
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

type Item = { id: string; itemNumber: number };

/** The refusal of an amount that is no price of the tour: it names the amounts that are. */
export const amountNotAPrice = (amount: unknown, tiers: { people: number; total: number }[]) =>
  `The amount ${typeof amount === "number" || typeof amount === "string" ? String(amount) : "sent"} is not a price of this tour: send ${tiers
    .map((t) => `${formatUsd(t.total)} for ${t.people === 1 ? "1 person" : `${t.people} people`}`)
    .join(", ")}.`;

/** A sent amount in cents, or null when it is not a plain number (or a numeric string). */
function sentCents(amount: unknown): number | null {
  const n = typeof amount === "number" ? amount : typeof amount === "string" && /^\s*\d+(\.\d+)?\s*$/.test(amount) ? Number(amount) : NaN;
  return Number.isFinite(n) ? cents(n) : null;
}

/**
 * The party of a tour order. Old clients state no party size: they send `itemNumber: 1` and the
 * whole party's price as `amount`. So without `partySize`, a one-line order at itemNumber 1 that
 * carries an amount books the party whose price (price1 … price5) it is, and an amount that is no
 * price is refused with the valid ones. A stated `partySize` (our booking box sends it) is the
 * party of a one-line order, whatever the amount.
 */
export async function partyOf(db: Db, input: { itemsArray: Item[]; amount?: unknown; partySize?: number }): Promise<Item[]> {
  const items = input.itemsArray;
  if (input.partySize !== undefined) return items.length === 1 ? [{ id: items[0].id, itemNumber: input.partySize }] : items;
  if (items.length !== 1 || items[0].itemNumber !== 1 || input.amount === undefined || input.amount === null || input.amount === "") return items;
  const [tour] = await db
    .select({ price1: tours.price1, price2: tours.price2, price3: tours.price3, price4: tours.price4, price5: tours.price5 })
    .from(tours)
    .where(and(eq(tours.id, items[0].id), eq(tours.isPublished, true)));
  const tiers = tour
    ? priceTiers({
        price1: Number(tour.price1),
        price2: Number(tour.price2),
        price3: Number(tour.price3),
        price4: Number(tour.price4),
        price5: Number(tour.price5),
      })
    : [];
  // An unknown tour, or one without prices, is refused by priceTourLines, in its own words.
  if (tiers.length === 0) return items;
  const sent = sentCents(input.amount);
  // Tiers are in party order: when two share a price, the smaller party is booked.
  const tier = sent === null ? undefined : tiers.find((t) => cents(t.total) === sent);
  if (!tier) throw new ValidationError([amountNotAPrice(input.amount, tiers)]);
  return [{ id: items[0].id, itemNumber: tier.people }];
}

/**
 * Events: one seat at the fee table's fee for the participant's category at `now` (early bird or
 * normal; tier 1 without a table). The one pricing entry point for events, used by registrations
 * and by event orders from POST /api/order alike. 0 means free (the caller decides whether that is
 * allowed).
 */
export function priceEventSeat(
  event: Pick<Event, "id" | "title" | "price" | "price1" | "fees" | "earlyBirdDeadline">,
  category: ParticipantCategory,
  now: Date,
): PricedLine {
  return { itemId: event.id, itemNumber: 1, title: event.title, unitAmount: feeFor(event, category, now) };
}
