import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { orders, type Order } from "@/lib/platform/db/schema";
import { canSeat, seatsOf } from "./seats";
import { isUnpaid } from "./status";

/**
 * How long an unpaid order holds its seats, as /myorder and /pay tell it: until when, whether
 * that time has passed, and (once it has) whether paying now would find the seats still free.
 */
export type SeatHold = { until: Date; lapsed: boolean; seatsFree: boolean };

/** Null for an order that holds no seats (paid, cancelled, a tour on request, an event without a limit). */
export async function seatHoldOf(order: Pick<Order, "id" | "itemType" | "status">, now = new Date()): Promise<SeatHold | null> {
  if (!isUnpaid(order.status)) return null;
  const db = await getDb();
  const [row] = await db.select({ holdUntil: orders.holdUntil }).from(orders).where(eq(orders.id, order.id)).limit(1);
  if (!row?.holdUntil) return null;
  const until = row.holdUntil;
  if (until > now) {
    const seated = await seatsOf(db, order);
    return seated ? { until, lapsed: false, seatsFree: true } : null;
  }
  // Read in a transaction: the check locks the departure or event row while it counts.
  return db.transaction(async (tx) => {
    const seated = await seatsOf(tx, order);
    if (!seated) return null;
    const claim = await canSeat(tx, order, now);
    if (claim.left === null) return null;
    return { until, lapsed: true, seatsFree: claim.ok };
  });
}
