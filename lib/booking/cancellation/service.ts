import { orderReference } from "@/lib/booking/orders/serialize";
import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { getDb, type Db } from "@/lib/platform/db/client";
import { orders, refunds, type Order, type OrderStatus } from "@/lib/platform/db/schema";
import { ConflictError, NotFoundError } from "@/lib/platform/errors";
import { formatDayTime } from "@/lib/platform/dates";
import { formatUsd } from "@/lib/platform/format";
import { deliverSoon } from "@/lib/platform/mail/deliver";
import { bookingFacts, type BookingFacts } from "@/lib/booking/orders/booking-facts";
import { changeOrderStatus } from "@/lib/booking/status/change";
import { isPaidLike, isUnpaid } from "@/lib/booking/orders/status";
import { throttle } from "@/lib/platform/rate-limit";
import { claimRefund, completeClaim, openRefund, refundable, REFUND_UNDER_WAY, throwUnlessDone } from "@/lib/booking/refunds/service";
import { site } from "@/lib/platform/site";
import { policyLines, quoteRefund } from "@/lib/booking/terms/cancellation-policy";
import type { CancellationStep } from "@/lib/booking/terms/cancellation-rules";

/**
 * Cancellation by the traveller: whoever holds the booking's unguessable id (/myorder,
 * the API) may cancel it under its tour's or event's policy. An unpaid booking is simply
 * cancelled; a paid one is refunded what the policy gives now, the way it was paid. Either way its
 * seats go back and the traveller and the office are mailed (lib/booking/status/mails.ts).
 */
export const ORDER_NOT_FOUND = "Order not found.";

export type CancellationPreview = {
  refundAmount: number;
  currency: string;
  /** What was paid and is not yet refunded (0 while unpaid). */
  paidAmount: number;
  policy: { steps: CancellationStep[]; lines: string[] };
  /** Until when this refund holds (the next step of the policy, or the start); null when the booking has no date. */
  deadline: string | null;
  /** Whether "Cancel booking" is offered now; `reason` says why not. */
  canCancel: boolean;
  reason: string | null;
  status: OrderStatus;
  percent: number;
};

/** What cancelling now would do, and whether it is allowed. */
function preview(f: BookingFacts, now: Date): CancellationPreview {
  const { order } = f;
  const paid = isPaidLike(order.status) ? refundable(order) : 0;
  const quote = quoteRefund(f.policy, Number(order.amount), f.policyStartsAt, now);
  const refundAmount = Math.min(quote.refundAmount, paid);
  const started = f.startsAt !== null && now.getTime() >= f.startsAt.getTime();
  const reason = refusal(f, now, started, refundAmount);
  return {
    refundAmount: order.status === "PAID" ? refundAmount : 0,
    currency: order.currency,
    paidAmount: paid,
    policy: { steps: f.policy.steps, lines: policyLines(f.policy) },
    deadline: (isUnpaid(order.status) ? f.startsAt : quote.deadline)?.toISOString() ?? null,
    canCancel: reason === null,
    reason,
    status: order.status,
    percent: quote.percent,
  };
}

function refusal(f: BookingFacts, now: Date, started: boolean, refundAmount: number): string | null {
  const { status } = f.order;
  if (status === "CANCELLED" || status === "REFUNDED" || status === "PARTIALLY_REFUNDED" || status === "REFUND_DUE")
    return "This booking is already cancelled.";
  if (f.checkedInAt) return `This booking has been checked in, so it can no longer be cancelled. To discuss it, call us on ${site.phone}.`;
  if (started) return "This booking has already started, so it can no longer be cancelled.";
  if (isUnpaid(status)) return null;
  if (!f.startsAt) return `This booking has no date yet: to cancel it, call us on ${site.phone}.`;
  if (refundAmount <= 0) return `Under the cancellation policy nothing would be refunded now. To change your booking, call us on ${site.phone}.`;
  return null;
}

async function factsOrThrow(db: Db, orderId: string): Promise<BookingFacts> {
  const facts = /^[0-9a-f-]{36}$/i.test(orderId) ? await bookingFacts(db, orderId) : null;
  if (!facts) throw new NotFoundError(ORDER_NOT_FOUND);
  return facts;
}

/** GET /api/order/{id}/cancel */
export async function getCancellationPreview(orderId: string, now = new Date()): Promise<CancellationPreview> {
  return preview(await factsOrThrow(await getDb(), orderId), now);
}

export type CancellationResult = { message: string; status: OrderStatus; refundAmount: number; currency: string };

/** The answer to a booking that was already cancelled this way: the same result again. */
async function earlierCancellation(tx: Db, order: Order): Promise<CancellationResult | null> {
  if (order.status === "CANCELLED") return { message: "This booking is cancelled.", status: order.status, refundAmount: 0, currency: order.currency };
  const [r] = await tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderId, order.id), eq(refunds.cancels, true)))
    .orderBy(desc(refunds.createdAt))
    .limit(1);
  if (!r || r.state === "declined") return null;
  if (r.state === "pending") throw new ConflictError(REFUND_UNDER_WAY);
  return { message: cancelledMessage(order.status, Number(r.amount)), status: order.status, refundAmount: Number(r.amount), currency: order.currency };
}

const cancelledMessage = (status: OrderStatus, amount: number) =>
  status === "CANCELLED"
    ? "Your booking is cancelled."
    : status === "REFUND_DUE"
      ? `Your booking is cancelled. We will refund ${formatUsd(amount)} by bank transfer and let you know by e-mail once it is made.`
      : `Your booking is cancelled and ${formatUsd(amount)} has been refunded.`;

/**
 * POST /api/order/{id}/cancel. Under the order's row lock: an earlier cancellation answers with its
 * result (a double click, two tabs); otherwise the policy is applied at `now`. Two at once: the
 * second waits for the lock and then finds the first's refund (the same result, or 409 while the
 * gateway is still answering), so money goes back once.
 */
export async function cancelBooking(ip: string, orderId: string, now = new Date()): Promise<CancellationResult> {
  await throttle(`order:cancel:ip:${ip}`, { limit: 30, windowSeconds: 600 });
  const db = await getDb();
  await factsOrThrow(db, orderId);
  const step = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    const done = await earlierCancellation(tx, order);
    if (done) return { done };
    const facts = (await bookingFacts(tx, orderId))!;
    const p = preview(facts, now);
    if (!p.canCancel) throw new ConflictError(p.reason!);
    if (await openRefund(tx, orderId)) throw new ConflictError(REFUND_UNDER_WAY);
    if (isUnpaid(order.status)) {
      await changeOrderStatus(
        tx,
        orderId,
        "CANCELLED",
        { system: "traveller (cancelled online)" },
        { reason: "cancelled", summary: `Booking ${orderReference(orderId)} cancelled by the traveller before payment` },
      );
      return { done: { message: cancelledMessage("CANCELLED", 0), status: "CANCELLED" as const, refundAmount: 0, currency: order.currency } };
    }
    const refund = await claimRefund(tx, order, {
      amount: p.refundAmount,
      reason: `Cancelled by the traveller on ${formatDayTime(now)} (Kigali time): ${p.percent} % back under the cancellation policy`,
      cancels: true,
      requester: { traveller: true },
    });
    return { refund };
  });
  if ("done" in step && step.done) {
    void deliverSoon();
    return step.done;
  }
  const settled = await completeClaim(step.refund!, { traveller: true }, now);
  throwUnlessDone(settled);
  const amount = Number(settled.refund.amount);
  return { message: cancelledMessage(settled.status, amount), status: settled.status, refundAmount: amount, currency: settled.refund.currency };
}
