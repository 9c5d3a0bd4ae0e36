import { orderReference } from "@/lib/booking/orders/serialize";
import "server-only";
import { eq } from "drizzle-orm";
import { getDb, type Db } from "@/lib/platform/db/client";
import { auditLog, events, orderItems, orders, participants, type Order } from "@/lib/platform/db/schema";
import { ValidationError } from "@/lib/platform/errors";
import { formatUsd } from "@/lib/platform/format";
import { priceEventSeat, priceTourLines } from "./pricing";
import { isUnpaid } from "./status";

const cents = (n: number) => Math.round(Number(n) * 100);

/**
 * A seated order's price holds while it holds its seats. Once the hold has lapsed, paying is
 * booking again: the price of `now` applies (the event's early-bird or normal fee for the
 * registration's category, the tour's price for the party). Returns that price when it differs
 * from the stored amount, else null (the hold still runs, no seats, nothing to price it by).
 */
export async function lapsedPrice(tx: Db, order: Pick<Order, "id" | "itemType" | "status" | "amount" | "holdUntil">, now: Date): Promise<number | null> {
  if (!isUnpaid(order.status) || !order.holdUntil || order.holdUntil.getTime() > now.getTime()) return null;
  const [item] = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)).limit(1);
  if (!item) return null;
  let price = 0;
  if (order.itemType === "event") {
    const [event] = await tx.select().from(events).where(eq(events.id, item.itemId));
    const [person] = await tx.select({ category: participants.category }).from(participants).where(eq(participants.orderId, order.id)).limit(1);
    if (!event || !person) return null;
    price = priceEventSeat(event, person.category, now).unitAmount;
  } else {
    try {
      [{ unitAmount: price }] = await priceTourLines(tx, [{ id: item.itemId, itemNumber: item.itemNumber }]);
    } catch (err) {
      // The tour is no longer offered or priced: the booking keeps the price it was made at.
      if (err instanceof ValidationError) return null;
      throw err;
    }
  }
  return price > 0 && cents(price) !== cents(order.amount) ? price : null;
}

/**
 * Stores the price of `now` on an order whose hold lapsed (its line and its registration too),
 * audited; in the caller's transaction, before the payment starts. Returns the change, or null.
 */
export async function repriceLapsedOrder(
  tx: Db,
  order: Pick<Order, "id" | "itemType" | "status" | "amount" | "holdUntil">,
  now: Date,
): Promise<{ from: number; to: number } | null> {
  const to = await lapsedPrice(tx, order, now);
  if (to === null) return null;
  const from = Number(order.amount);
  await tx.update(orders).set({ amount: to, updatedAt: now }).where(eq(orders.id, order.id));
  await tx.update(orderItems).set({ unitAmount: to }).where(eq(orderItems.orderId, order.id));
  if (order.itemType === "event") await tx.update(participants).set({ amount: to }).where(eq(participants.orderId, order.id));
  await tx.insert(auditLog).values({
    action: "order.repriced",
    entityType: "order",
    entityId: order.id,
    actorId: null,
    actorEmail: "visitor (payment started)",
    summary: `Booking ${orderReference(order.id)}: seat hold had lapsed, so the price of now applies: ${formatUsd(from)} → ${formatUsd(to)}`,
    details: { from, to },
  });
  return { from, to };
}

/**
 * What paying now costs, for /pay: the stored amount, or the price of now when the hold lapsed
 * (`before` is then the amount the booking was made at). The same rule the payment applies.
 */
export async function getPriceToPay(orderId: string, now = new Date()): Promise<{ amount: number; before: number | null } | null> {
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) return null;
  const price = await lapsedPrice(db, order, now);
  return price === null ? { amount: Number(order.amount), before: null } : { amount: price, before: Number(order.amount) };
}
