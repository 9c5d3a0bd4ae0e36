import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { orderItems, orders } from "@/lib/db/schema";

/**
 * The order of a paid event registration, written in the participant's transaction.
 * TEMPORARY HOME: issue 10 owns `orders` (lib/orders); the coordinator folds this into lib/orders
 * when merging it. The amount is the server's (lib/participants/fees.ts), never the browser's.
 */
export async function createEventOrder(
  tx: Db,
  input: { event: { id: string; title: string; startDate: Date }; amount: number; client: { names: string; email: string; phone: string; address: string; location: string } },
): Promise<{ id: string }> {
  const [order] = await tx
    .insert(orders)
    .values({
      itemType: "event",
      status: "PENDING",
      amount: input.amount,
      currency: "USD",
      needDate: input.event.startDate,
      clientNames: input.client.names,
      clientEmail: input.client.email,
      clientPhone: input.client.phone,
      clientAddress: input.client.address,
      clientLocation: input.client.location,
    })
    .returning({ id: orders.id });
  await tx.insert(orderItems).values({ orderId: order.id, itemId: input.event.id, itemNumber: 1, title: input.event.title, unitAmount: input.amount });
  return order;
}

/** An abandoned registration's unpaid order, when its seat is given up (hold lapsed, same person registers again). */
export async function cancelUnpaidEventOrder(tx: Db, orderId: string): Promise<void> {
  await tx.update(orders).set({ status: "CANCELLED" }).where(and(eq(orders.id, orderId), eq(orders.status, "PENDING")));
}
