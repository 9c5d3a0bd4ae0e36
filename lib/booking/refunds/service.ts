import { orderReference } from "@/lib/booking/orders/serialize";
import "server-only";
import { and, desc, eq, inArray, lt } from "drizzle-orm";
import { recordAudit } from "@/lib/access/audit/service";
import type { Actor } from "@/lib/access/auth/guards";
import { getDb, type Db } from "@/lib/platform/db/client";
import { auditLog, orders, paymentAttempts, refunds, type Order, type OrderStatus, type Refund } from "@/lib/platform/db/schema";
import { AppError, ConflictError, NotFoundError, ValidationError } from "@/lib/platform/errors";
import { formatUsd } from "@/lib/platform/format";
import { deliverSoon } from "@/lib/platform/mail/deliver";
import { queueMail } from "@/lib/platform/mail/outbox";
import { isPaidLike } from "@/lib/booking/orders/status";
import { changeOrderStatus, type ChangedBy } from "@/lib/booking/status/change";
import { mailOrder } from "@/lib/booking/orders/mail-order";
import { gatewayOfKind, type RefundOutcome } from "@/lib/booking/gateways/gateway";
import { refundToWallet } from "@/lib/booking/gateways/mobile-refund";
import { refundMadeMail } from "@/lib/booking/letters/refunds";
import type { RefundMethod } from "@/lib/booking/terms/refund-rules";

/**
 * Refunds: money going back the way it came. A card payment is refunded through its
 * gateway (MPGS Transaction: Refund, or the test gateway's); a bank transfer becomes a task for
 * staff ("due") until they record the transfer back as made. A refund is claimed under the order's
 * row lock and recorded as pending (one open refund per order, a unique index), the gateway is
 * asked outside any transaction, and the answer is recorded: so two requests at once refund once,
 * a declined refund changes nothing on the order, and an unanswered one is sent again (same
 * transaction id, the same refund at the gateway) by the worker's sweep.
 */
export const REFUND_UNDER_WAY = "A refund of this booking is already under way. Please wait a moment and look again.";
export const NOTHING_PAID = "Nothing was paid for this booking, so there is nothing to refund.";
export const GATEWAY_SILENT =
  "The payment gateway did not answer. The refund is recorded and will be sent again in a few minutes; the booking stays as it is until the gateway confirms.";
export const declinedMessage = (reason: string) =>
  `The payment gateway declined the refund (${reason}). Nothing was changed: the booking and its payment stand as before.`;

const cents = (n: number) => Math.round(Number(n) * 100);
export const refundable = (o: Pick<Order, "amount" | "refundedAmount">) => Math.max(0, cents(o.amount) - cents(o.refundedAmount)) / 100;

/** Who asked: a member of staff, or the traveller (through /myorder or the API). */
export type Requester = { actor: Pick<Actor, "id" | "email"> } | { traveller: true };
const changedBy = (r: Requester): ChangedBy => ("actor" in r ? { actor: r.actor } : { system: "traveller (cancelled online)" });
const requestedBy = (r: Requester) => ("actor" in r ? r.actor.email : "traveller");

export type RefundRequestInput = { amount: number; reason: string; cancels: boolean; requester: Requester };

/** Which way the money goes back: the gateway that took it, or a bank transfer made by staff. */
async function refundMethod(tx: Db, order: Order): Promise<RefundMethod> {
  const [paid] = await tx
    .select({ gateway: paymentAttempts.gateway })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, order.id), eq(paymentAttempts.status, "SUCCESS")))
    .orderBy(desc(paymentAttempts.createdAt))
    .limit(1);
  // Mobile money goes back to the same wallet (the TEST stand-in's too: its fake wallet shows it).
  if (paid?.gateway === "momo" || paid?.gateway === "airtel") return paid.gateway;
  if (order.testMode) return "test";
  return paid?.gateway === "mpgs" || paid?.gateway === "test" ? paid.gateway : "bank";
}

/** The booking's own open refund (a surplus refund runs beside it and blocks nothing). */
export async function openRefund(tx: Db, orderId: string): Promise<Refund | null> {
  const [open] = await tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), inArray(refunds.state, ["pending", "due"]), eq(refunds.surplus, false)))
    .limit(1);
  return open ?? null;
}

/**
 * Step 1, in the caller's transaction with the order's row locked (`order` as read under the lock):
 * checks the amount against what is left to refund and records the refund. A bank refund is a task
 * for staff at once; a cancellation refunded by bank ends the booking now (REFUND_DUE: its seats go
 * back while the money is on its way).
 */
export async function claimRefund(tx: Db, order: Order, input: RefundRequestInput): Promise<Refund> {
  if (!isPaidLike(order.status)) throw new ConflictError(NOTHING_PAID);
  const left = refundable(order);
  if (cents(input.amount) <= 0) throw new ValidationError(["A refund is more than $0."]);
  if (cents(input.amount) > cents(left)) throw new ValidationError([`At most ${formatUsd(left)} can be refunded: that is what is left of the payment.`]);
  if (await openRefund(tx, order.id)) throw new ConflictError(REFUND_UNDER_WAY);
  const method = await refundMethod(tx, order);
  const [refund] = await tx
    .insert(refunds)
    .values({
      orderId: order.id,
      amount: input.amount,
      currency: order.currency,
      method,
      state: method === "bank" ? "due" : "pending",
      reason: input.reason,
      cancels: input.cancels,
      actorId: "actor" in input.requester ? input.requester.actor.id : null,
      requestedBy: requestedBy(input.requester),
    })
    .returning();
  await audit(
    tx,
    input.requester,
    order.id,
    method === "bank" ? "refund.due" : "refund.requested",
    `${formatUsd(input.amount)} ${method === "bank" ? "to refund by bank transfer" : `refund asked of the ${method === "mpgs" ? "card gateway" : method === "test" ? "test gateway" : method === "momo" ? "MTN MoMo wallet" : "Airtel Money wallet"}`} for booking ${orderReference(order.id)}${input.cancels ? " (booking cancelled)" : ""}: ${input.reason}`,
    {
      refundId: refund.id,
      amount: input.amount,
      method,
      reason: input.reason,
      cancels: input.cancels,
    },
  );
  if (method === "bank" && input.cancels && order.status === "PAID") {
    await changeOrderStatus(tx, order.id, "REFUND_DUE", changedBy(input.requester), {
      reason: "cancelled",
      summary: `Booking ${orderReference(order.id)} cancelled: ${formatUsd(input.amount)} to refund by bank transfer`,
    });
  }
  return refund;
}

/**
 * A refund nobody asked for: money a gateway confirmed that is not ours to keep (lib/booking/payments/captures.ts).
 * `surplus`: beyond what the booking called for, given back without touching the booking; otherwise
 * the booking's own refund (it is REFUND_DUE). Recorded as pending and audited, in the caller's
 * transaction; the caller asks the gateway after commit (completeClaim).
 */
export async function claimAutomaticRefund(
  tx: Db,
  order: Pick<Order, "id" | "currency">,
  r: { amount: number; method: RefundMethod; surplus: boolean; reason: string; by: string },
): Promise<Refund> {
  const [refund] = await tx
    .insert(refunds)
    .values({
      orderId: order.id,
      amount: r.amount,
      currency: order.currency,
      method: r.method,
      state: "pending",
      reason: r.reason,
      surplus: r.surplus,
      requestedBy: r.by,
    })
    .returning();
  await tx.insert(auditLog).values({
    action: "refund.requested",
    entityType: "order",
    entityId: order.id,
    actorId: null,
    actorEmail: r.by,
    summary: `${formatUsd(r.amount)} refund asked of the ${r.method === "mpgs" ? "card gateway" : `${r.method} gateway`} for booking ${orderReference(order.id)}${r.surplus ? " (captured beyond the price)" : ""}: ${r.reason}`,
    details: { refundId: refund.id, amount: r.amount, method: r.method, surplus: r.surplus, reason: r.reason },
  });
  return refund;
}

/** Step 2: the gateway's answer (outside any transaction: it is a network call). */
export async function askGateway(refund: Refund): Promise<RefundOutcome> {
  if (refund.method === "momo" || refund.method === "airtel") return refundToWallet(refund);
  const gateway = gatewayOfKind(refund.method === "mpgs" ? "mpgs" : "test");
  if (!gateway) return { outcome: "declined", reason: "card refunds are not available: the card gateway is not configured", raw: {} };
  return gateway.refund({ orderId: refund.orderId, transactionId: refund.id, amount: Number(refund.amount), currency: refund.currency });
}

/** The order's status once a refund is made: a cancellation or a booking that had already ended is (partly) refunded; a goodwill refund leaves it standing. */
function statusAfter(order: Order, refund: Refund, refundedTotal: number): OrderStatus {
  if (order.status === "PAID" && !refund.cancels) return "PAID";
  return cents(refundedTotal) >= cents(order.amount) ? "REFUNDED" : "PARTIALLY_REFUNDED";
}

/**
 * The money went back (the gateway approved, or staff made the bank transfer): the refund and the
 * order's refunded amount are recorded, the status follows, the traveller is mailed.
 */
async function applyRefund(tx: Db, refund: Refund, by: ChangedBy, result: Record<string, unknown>, now: Date): Promise<OrderStatus> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, refund.orderId)).for("update");
  await tx.update(refunds).set({ state: "succeeded", result, completedAt: now }).where(eq(refunds.id, refund.id));
  if (refund.surplus) return applySurplusRefund(tx, order, refund, by);
  const total = (cents(order.refundedAmount) + cents(refund.amount)) / 100;
  await tx.update(orders).set({ refundedAmount: total }).where(eq(orders.id, order.id));
  const to = statusAfter(order, refund, total);
  const summary = `${formatUsd(refund.amount)} refunded on booking ${orderReference(order.id)} (${refund.method}): ${refund.reason}`;
  if (to !== order.status) {
    await changeOrderStatus(tx, order.id, to, by, {
      reason: refund.cancels && order.status === "PAID" ? "cancelled" : "refunded",
      summary,
      details: { refundId: refund.id, amount: Number(refund.amount) },
    });
  } else {
    // No status change (a goodwill refund, or a further part): the traveller still hears of the money.
    const [after] = await tx.select().from(orders).where(eq(orders.id, order.id));
    const mail = refundMadeMail(await mailOrder(tx, after), { amount: Number(refund.amount), total, stands: to === "PAID" });
    await queueMail(tx, after.testMode ? { ...mail, subject: `[TEST] ${mail.subject}` } : mail);
  }
  const entry = {
    action: "refund.succeeded",
    entityType: "order",
    entityId: order.id,
    summary,
    details: { refundId: refund.id, amount: Number(refund.amount), method: refund.method, reason: refund.reason },
  };
  if ("actor" in by) await recordAudit(tx, by.actor, entry);
  else await tx.insert(auditLog).values({ ...entry, actorId: null, actorEmail: by.system });
  return to;
}

/** Surplus money went back: the booking, its status and its refunded amount stay as they are. */
async function applySurplusRefund(tx: Db, order: Order, refund: Refund, by: ChangedBy): Promise<OrderStatus> {
  const mail = refundMadeMail(await mailOrder(tx, order), { amount: Number(refund.amount), total: Number(refund.amount), stands: order.status === "PAID" });
  await queueMail(tx, order.testMode ? { ...mail, subject: `[TEST] ${mail.subject}` } : mail);
  const entry = {
    action: "refund.succeeded",
    entityType: "order",
    entityId: order.id,
    summary: `${formatUsd(refund.amount)} captured beyond the price refunded on booking ${orderReference(order.id)} (${refund.method}): ${refund.reason}`,
    details: { refundId: refund.id, amount: Number(refund.amount), method: refund.method, surplus: true, reason: refund.reason },
  };
  if ("actor" in by) await recordAudit(tx, by.actor, entry);
  else await tx.insert(auditLog).values({ ...entry, actorId: null, actorEmail: by.system });
  return order.status;
}

export type RefundSettled = { outcome: "succeeded" | "declined" | "pending" | "due"; status: OrderStatus; reason?: string; refund: Refund };

/** Step 3: records the gateway's answer on a pending refund (once: a concurrent settle finds it settled). */
export async function settleRefund(refundId: string, answer: RefundOutcome, by: ChangedBy, now: Date): Promise<RefundSettled> {
  const db = await getDb();
  const settled = await db.transaction(async (tx): Promise<RefundSettled> => {
    const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for("update");
    const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, refund.orderId));
    if (refund.state !== "pending") return { outcome: refund.state === "succeeded" ? "succeeded" : refund.state, status: order.status, refund };
    if (answer.outcome === "unreachable") {
      await tx
        .update(refunds)
        .set({ result: { ...refund.result, lastTry: now.toISOString() } })
        .where(eq(refunds.id, refund.id));
      return { outcome: "pending", status: order.status, refund };
    }
    if (answer.outcome === "declined") {
      // Nobody waits on an automatic surplus refund: refused, it becomes a task for staff (due).
      await tx
        .update(refunds)
        .set(refund.surplus ? { state: "due", result: answer.raw } : { state: "declined", result: answer.raw, completedAt: now })
        .where(eq(refunds.id, refund.id));
      await tx.insert(auditLog).values({
        action: "refund.declined",
        entityType: "order",
        entityId: refund.orderId,
        actorId: null,
        actorEmail: "payment gateway",
        summary: `Refund of ${formatUsd(refund.amount)} on booking ${orderReference(refund.orderId)} declined: ${answer.reason ?? "no reason given"}${refund.surplus ? " (now a refund for staff to make)" : ""}`,
        details: { refundId: refund.id, reason: answer.reason },
      });
      return { outcome: refund.surplus ? "due" : "declined", status: order.status, reason: answer.reason ?? "no reason given", refund };
    }
    return { outcome: "succeeded", status: await applyRefund(tx, refund, by, answer.raw, now), refund };
  });
  if (settled.outcome === "succeeded") void deliverSoon();
  return settled;
}

/** Steps 2 and 3 for a claimed refund; a bank refund stays due (staff make it). */
export async function completeClaim(refund: Refund, requester: Requester, now: Date): Promise<RefundSettled> {
  if (refund.state === "due") {
    const db = await getDb();
    const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, refund.orderId));
    void deliverSoon();
    return { outcome: "due", status: order.status, refund };
  }
  return settleRefund(refund.id, await askGateway(refund), changedBy(requester), now);
}

/** The API's answer for a refund that did not go through: declined (409, why) or unanswered (502). */
export function throwUnlessDone(settled: RefundSettled): void {
  if (settled.outcome === "declined") throw new ConflictError(declinedMessage(settled.reason ?? "no reason given"));
  if (settled.outcome === "pending") throw new AppError(502, GATEWAY_SILENT);
}

/**
 * Staff record that a due bank refund was made: the refund succeeds, the order follows. Returns
 * null when the order has no refund due.
 */
export async function completeDueRefund(tx: Db, orderId: string, actor: Pick<Actor, "id" | "email">, now: Date): Promise<OrderStatus | null> {
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for("update");
  // The booking's own refund first, then any surplus the gateway would not refund.
  const [due] = await tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.state, "due")))
    .orderBy(refunds.surplus, refunds.createdAt)
    .limit(1);
  if (!due) return null;
  return applyRefund(tx, due, { actor }, { madeBy: actor.email, madeAt: now.toISOString() }, now);
}

/** Refunds left pending (the gateway did not answer) for a minute or more are sent again by the worker's sweep. */
export async function retryPendingRefunds(now: Date): Promise<number> {
  const db = await getDb();
  const stale = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.state, "pending"), lt(refunds.createdAt, new Date(now.getTime() - 60_000))))
    .limit(20);
  for (const refund of stale) await settleRefund(refund.id, await askGateway(refund), { system: "refund retry" }, now);
  return stale.length;
}

async function audit(tx: Db, requester: Requester, orderId: string, action: string, summary: string, details: Record<string, unknown>) {
  const entry = { action, entityType: "order", entityId: orderId, summary, details };
  if ("actor" in requester) await recordAudit(tx, requester.actor, entry);
  else await tx.insert(auditLog).values({ ...entry, actorId: null, actorEmail: "traveller" });
}

export const NO_ORDER = () => new NotFoundError("Order not found.");
