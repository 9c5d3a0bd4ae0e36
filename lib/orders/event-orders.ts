import "server-only";
import { and, count, desc, eq, gt, inArray, notExists, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { orderItems, orders, participants, paymentAttempts } from "@/lib/db/schema";
import { ConflictError } from "@/lib/errors";
import type { PricedLine } from "./pricing";
import { UNPAID_STATUSES } from "./status";

export const PAYMENT_ALREADY_STARTED = "A payment for your event order has already started at another amount. Please finish or cancel it, then register again.";

/**
 * The old client sends an event order (POST /api/order) and then the
 * registration. The registration joins that order when it is for the same event and e-mail, no
 * registration has joined it yet, and it still holds its seat: one registration, one order, one
 * seat. The order is priced again from the registration's category (the order only knew a
 * location), unless a payment at the old amount has already started. Returns the order's id, or
 * null when there is none to join (the registration then makes its own).
 */
export async function joinEventOrder(tx: Db, eventId: string, email: string, fee: PricedLine, now: Date): Promise<string | null> {
  const [order] = await tx
    .select({ id: orders.id, amount: orders.amount })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(orders.itemType, "event"),
        eq(orderItems.itemId, eventId),
        eq(sql`lower(${orders.clientEmail})`, email.toLowerCase()),
        inArray(orders.status, UNPAID_STATUSES),
        gt(orders.holdUntil, now),
        notExists(tx.select({ one: sql`1` }).from(participants).where(eq(participants.orderId, orders.id))),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1)
    .for("update", { of: orders });
  if (!order) return null;
  if (Math.round(Number(order.amount) * 100) !== Math.round(fee.unitAmount * 100)) {
    const [{ n }] = await tx.select({ n: count() }).from(paymentAttempts).where(eq(paymentAttempts.orderId, order.id));
    if (n > 0) throw new ConflictError(PAYMENT_ALREADY_STARTED);
    await tx.update(orders).set({ amount: fee.unitAmount, updatedAt: now }).where(eq(orders.id, order.id));
    await tx.update(orderItems).set({ unitAmount: fee.unitAmount }).where(eq(orderItems.orderId, order.id));
  }
  return order.id;
}
