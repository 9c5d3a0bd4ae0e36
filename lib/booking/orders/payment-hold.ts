import "server-only";
import { and, count, eq, inArray } from "drizzle-orm";
import type { Db } from "@/lib/platform/db/client";
import { orders, participants, type Order } from "@/lib/platform/db/schema";
import { ConflictError } from "@/lib/platform/errors";
import { repriceLapsedOrder } from "./repricing";
import { claimSeats, holdEndsAt, seatsOf } from "./seats";
import { UNPAID_STATUSES } from "./status";

export const ALREADY_PAID = "This order is already paid.";
export const ORDER_CANCELLED = "This order has been cancelled. Please contact us.";
export const REFUND_PENDING = "The payment of this order is being refunded. Please contact us.";
export const REGISTRATION_MISSING = "Please complete the registration form for this event before paying: the order is paid together with its registration.";
export const seatGone = (title: string) =>
  `Sorry, the last seat of ${title} went to someone else while this booking waited for payment, so it can no longer be paid. Please contact us if you would like to be told when a seat becomes free.`;

/** Refuses a payment for an order that is not waiting for one, with the visitor's words. */
export function assertUnpaid(order: Pick<Order, "status">): void {
  if (UNPAID_STATUSES.includes(order.status)) return;
  if (order.status === "PAID") throw new ConflictError(ALREADY_PAID);
  if (order.status === "REFUND_DUE" || order.status === "PARTIALLY_REFUNDED") throw new ConflictError(REFUND_PENDING);
  throw new ConflictError(ORDER_CANCELLED);
}

/**
 * A payment (a card session or a bank transfer) starts only while the order holds
 * its seats. They are re-taken when the hold lapsed and they are still free (refused with a clear
 * message otherwise), and held SEAT_HOLD_MINUTES from now: the gateway session must end by then.
 * A lapsed hold's order takes the price of now (lib/booking/orders/repricing.ts), as /pay shows it.
 * Returns that end, or null for orders without seats. Call it in a transaction.
 */
export async function holdSeatsForPayment(tx: Db, order: Pick<Order, "id" | "itemType" | "status" | "amount" | "holdUntil">, now: Date): Promise<Date | null> {
  assertUnpaid(order);
  const seated = await seatsOf(tx, order);
  if (!seated) return null;
  if (order.itemType === "event") {
    const [{ n }] = await tx.select({ n: count() }).from(participants).where(eq(participants.orderId, order.id));
    if (n === 0) throw new ConflictError(REGISTRATION_MISSING);
  }
  const claim = await claimSeats(tx, seated.pool, seated.seats, now, order.id);
  if (!claim.ok) throw new ConflictError(seatGone(claim.title));
  await repriceLapsedOrder(tx, order, now);
  const until = holdEndsAt(now);
  const [held] = await tx
    .update(orders)
    .set({ holdUntil: until })
    .where(and(eq(orders.id, order.id), inArray(orders.status, UNPAID_STATUSES)))
    .returning({ id: orders.id });
  // Paid or cancelled by a concurrent request since it was read.
  if (!held) throw new ConflictError(ORDER_CANCELLED);
  return until;
}
