import "server-only";
import { eq } from "drizzle-orm";
import { assertAdmin, type Actor } from "@/lib/access/auth/guards";
import { getDb } from "@/lib/platform/db/client";
import { orders, type OrderStatus } from "@/lib/platform/db/schema";
import { ConflictError, NotFoundError } from "@/lib/platform/errors";
import { formatUsd } from "@/lib/platform/format";
import { staffRefundSchema } from "./schema";
import { claimRefund, completeClaim, completeDueRefund, throwUnlessDone } from "./service";
import { storeThenMail } from "@/lib/platform/mail/store-then-mail";

const ORDER_NOT_FOUND = "Order not found.";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type StaffRefundResult = { message: string; status: OrderStatus; refundedAmount: number; outcome: "succeeded" | "due" };

/**
 * POST /api/order/{id}/refund (administrators): any amount up to what is left of the payment, with
 * a reason (audited), through the gateway the order was paid with, or as a bank refund to make.
 * `cancel` also ends a paid booking. A declined refund is a 409 that says why and changes nothing.
 */
export async function refundByStaff(actor: Actor | null, orderId: string, body: unknown, now = new Date()): Promise<StaffRefundResult> {
  assertAdmin(actor);
  if (!UUID.test(orderId)) throw new NotFoundError(ORDER_NOT_FOUND);
  const input = staffRefundSchema.parse(body);
  const db = await getDb();
  const refund = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
    return claimRefund(tx, order, { amount: input.amount, reason: input.reason, cancels: input.cancel && order.status === "PAID", requester: { actor } });
  });
  const settled = await completeClaim(refund, { actor }, now);
  throwUnlessDone(settled);
  const [after] = await db.select({ status: orders.status, refundedAmount: orders.refundedAmount }).from(orders).where(eq(orders.id, orderId));
  const outcome = settled.outcome === "due" ? "due" : "succeeded";
  return {
    message:
      outcome === "due"
        ? `${formatUsd(refund.amount)} is to be refunded by bank transfer: record it as made once the transfer has gone.`
        : `${formatUsd(refund.amount)} has been refunded.`,
    status: after.status,
    refundedAmount: Number(after.refundedAmount),
    outcome,
  };
}

/** POST /api/order/{id}/refund/made (administrators): the bank transfer back was made. */
export async function recordBankRefundMade(actor: Actor | null, orderId: string, now = new Date()): Promise<{ message: string; status: OrderStatus }> {
  assertAdmin(actor);
  if (!UUID.test(orderId)) throw new NotFoundError(ORDER_NOT_FOUND);
  const status = await storeThenMail(async (tx) => {
    const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
    if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
    const to = await completeDueRefund(tx, orderId, actor, now);
    if (!to) throw new ConflictError("This booking has no bank refund waiting to be made.");
    return to;
  });
  return { message: "The refund is recorded as made.", status };
}
