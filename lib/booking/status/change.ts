import "server-only";
import { eq } from "drizzle-orm";
import { recordAudit } from "@/lib/access/audit/service";
import type { Actor } from "@/lib/access/auth/guards";
import { invalidate, tags } from "@/lib/platform/cache-tags";
import type { Db } from "@/lib/platform/db/client";
import { auditLog, events, orderItems, orders, tourDepartures, tours, type Order, type OrderStatus } from "@/lib/platform/db/schema";
import { queueMail } from "@/lib/platform/mail/outbox";
import { canSeat } from "@/lib/booking/orders/seats";
import { canChangeStatus } from "@/lib/booking/orders/status";
import { statusChangeMails, type ChangeReason } from "./mails";

/** Who changed an order's status: a member of staff, or the system (payment gateway, visitor's choice, a sweep). */
export type ChangedBy = { actor: Pick<Actor, "id" | "email"> } | { system: string; details?: Record<string, unknown> };

type Changes = Partial<Pick<typeof orders.$inferInsert, "paidAt" | "testMode" | "holdUntil" | "refundedAmount">>;

/**
 * The only way an order's status changes: locks the order's row, checks the status machine
 * (lib/booking/orders/status.ts), writes the new status, the audit entry and the mails that change sends,
 * all in the caller's transaction. Returns null (nothing written) when the change is not allowed
 * from the current status, so concurrent callers change an order once. The caller runs
 * `deliverSoon()` after commit.
 */
export async function changeOrderStatus(
  tx: Db,
  orderId: string,
  to: OrderStatus,
  by: ChangedBy,
  opts: { set?: Changes; summary?: string; details?: Record<string, unknown>; reason?: ChangeReason } = {},
): Promise<{ order: Order; from: OrderStatus } | null> {
  const [current] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  if (!current || !canChangeStatus(current.status, to)) return null;
  const [order] = await tx
    .update(orders)
    .set({ status: to, ...opts.set, updatedAt: new Date() })
    .where(eq(orders.id, orderId))
    .returning();
  await auditStatus(tx, by, orderId, to, opts.summary ?? `Order ${orderId}: ${current.status} → ${to}`, { from: current.status, ...opts.details });
  for (const mail of await statusChangeMails(tx, { order, from: current.status, to, reason: opts.reason })) await queueMail(tx, mail);
  if (order.itemType === "event") await invalidateEvent(tx, orderId);
  if (order.departureId) await invalidateDeparture(tx, order.departureId);
  return { order, from: current.status };
}

async function auditStatus(tx: Db, by: ChangedBy, orderId: string, status: OrderStatus, summary: string, details: Record<string, unknown>) {
  const entry = { action: "order.status", entityType: "order", entityId: orderId, summary };
  if ("actor" in by) await recordAudit(tx, by.actor, { ...entry, details: { status, ...details } });
  else await tx.insert(auditLog).values({ ...entry, actorId: null, actorEmail: by.system, details: { status, ...details, ...by.details } });
}

/** Seats left are shown on the event's pages. */
async function invalidateEvent(tx: Db, orderId: string) {
  const [row] = await tx
    .select({ slug: events.slug })
    .from(orderItems)
    .innerJoin(events, eq(events.id, orderItems.itemId))
    .where(eq(orderItems.orderId, orderId))
    .limit(1);
  if (row) invalidate(tags.event(row.slug));
}

/** Seats left are shown in the tour's booking box. */
export async function invalidateDeparture(tx: Db, departureId: string) {
  const [row] = await tx
    .select({ slug: tours.slug })
    .from(tourDepartures)
    .innerJoin(tours, eq(tours.id, tourDepartures.tourId))
    .where(eq(tourDepartures.id, departureId));
  if (row) invalidate(tags.departures(row.slug));
}

export type PaymentOutcome = "PAID" | "REFUND_DUE" | null;

/**
 * Money arrived for an order: staff marking a transfer received (a gateway's captures go through
 * lib/booking/payments/captures.ts).
 * The order becomes PAID when its seats are still, or again, free; otherwise REFUND_DUE, so a seat
 * is never sold twice. Returns what this call did: null when it changed nothing (already paid,
 * cancelled, or a concurrent confirmation won).
 */
export async function recordPayment(tx: Db, orderId: string, by: ChangedBy, now: Date, opts: { testMode?: boolean } = {}): Promise<PaymentOutcome> {
  const [order] = await tx
    .select({ id: orders.id, itemType: orders.itemType, amount: orders.amount, currency: orders.currency, status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId));
  // A cancelled booking is not paid by staff marking money received; a gateway's capture on one goes through lib/booking/payments/captures.ts.
  if (!order || order.status === "CANCELLED") return null;
  const seat = await canSeat(tx, order, now);
  const to = seat.ok ? "PAID" : "REFUND_DUE";
  const summary = seat.ok
    ? `Order ${orderId} paid (${Number(order.amount)} ${order.currency})${opts.testMode ? " through the TEST gateway" : ""}`
    : `Order ${orderId}: payment of ${Number(order.amount)} ${order.currency} confirmed after its seat was given away (${seat.title} is full): refund due`;
  const changed = await changeOrderStatus(tx, orderId, to, by, {
    set: { paidAt: now, ...(opts.testMode === undefined ? {} : { testMode: opts.testMode }) },
    summary,
  });
  return changed ? to : null;
}
