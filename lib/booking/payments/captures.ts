import { orderReference } from "@/lib/booking/orders/serialize";
import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { auditLog, orders, type OrderStatus, type Refund } from "@/lib/platform/db/schema";
import { NotFoundError } from "@/lib/platform/errors";
import { formatUsd } from "@/lib/platform/format";
import { deliverSoon } from "@/lib/platform/mail/deliver";
import { queueMail } from "@/lib/platform/mail/outbox";
import { canSeat } from "@/lib/booking/orders/seats";
import { changeOrderStatus, type ChangedBy } from "@/lib/booking/status/change";
import { mailOrder } from "@/lib/booking/orders/mail-order";
import { isUnpaid } from "@/lib/booking/orders/status";
import { surplusRefundMail } from "@/lib/booking/letters/refunds";
import { askGateway, claimAutomaticRefund, openRefund, settleRefund, type RefundSettled } from "@/lib/booking/refunds/service";
import type { PaymentGateway } from "@/lib/booking/gateways/gateway";
import type { MobileProvider } from "@/lib/booking/gateways/mobile-money";

/**
 * What a gateway reports it has captured for one of our orders. Every gateway (card, test, mobile
 * money) reports through recordGatewayCapture, once it has the gateway's own word for it (Retrieve
 * Order, a verified callback), never a browser's.
 */
export type GatewayCapture = {
  orderId: string;
  /** Which gateway holds the money: refunds of it go back through the same one (gatewayOfKind). */
  gateway: PaymentGateway["kind"] | MobileProvider;
  /** Confirmed by a stand-in (the test mode's mobile money fake): no money moved, the order is marked TEST. */
  test?: boolean;
  /**
   * The gateway's running total captured for this order, in `currency`: not this payment alone.
   * Repeating a report (a replayed return, a webhook after the return) records nothing more; a
   * larger total records the difference. A gateway that confirms payment by payment sums them.
   */
  totalCaptured: number;
  currency: string;
  /** Kept in the audit entry: the session, the gateway's transaction, … */
  details?: Record<string, unknown>;
};

export type CaptureOutcome = {
  orderId: string;
  status: OrderStatus;
  paid: boolean;
  /** New money this report recorded (0: nothing new). */
  recorded: number;
  /** Money of this report going back, and how far its refund went. */
  refunds: { amount: number; surplus: boolean; outcome: RefundSettled["outcome"] }[];
};

const cents = (n: number) => Math.round(Number(n) * 100);

/**
 * The one rule for money a gateway confirms: it is always recorded against its order, whatever
 * state the order is in.
 * - An unpaid order it pays (the whole price or more) becomes PAID when its seats are still, or
 *   again, free; REFUND_DUE when they went to someone else.
 * - A cancelled order it pays becomes REFUND_DUE.
 * - Money beyond the price (a second session approved too, a payment on a booking already paid),
 *   and money that does not pay the price, is surplus: refunded on its own, the booking untouched.
 * Money owed back is refunded at once through the same gateway; a refusal leaves the order
 * REFUND_DUE (or a surplus refund due) for staff, first in the dashboard's work queue. Audited and
 * mailed once; safe to repeat and to run concurrently (the order's row lock and capturedAmount).
 */
export async function recordGatewayCapture(report: GatewayCapture, now = new Date()): Promise<CaptureOutcome> {
  const db = await getDb();
  const by = `payment gateway (${report.gateway})`;
  const changedBy: ChangedBy = { system: by, details: report.details };
  const test = report.gateway === "test" || report.test === true;
  const claimed = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(orders).where(eq(orders.id, report.orderId));
    if (!before) throw new NotFoundError("Order not found.");
    // The seats' pool is locked before the order, as every seat claim does (lib/booking/orders/seats.ts).
    const seat = isUnpaid(before.status) ? await canSeat(tx, before, now) : null;
    const [order] = await tx.select().from(orders).where(eq(orders.id, report.orderId)).for("update");
    const fresh = cents(report.totalCaptured) - cents(order.capturedAmount);
    if (report.currency !== order.currency || fresh <= 0) return { refunds: [] as Refund[], recorded: 0 };
    await tx.update(orders).set({ capturedAmount: report.totalCaptured }).where(eq(orders.id, order.id));

    const price = cents(order.amount);
    const pays = fresh >= price && (isUnpaid(order.status) || order.status === "CANCELLED");
    const to = !pays ? null : isUnpaid(order.status) && seat?.ok ? "PAID" : "REFUND_DUE";
    const owed = to === "REFUND_DUE" ? fresh : 0;
    const surplus = to === "PAID" ? fresh - price : to === null ? fresh : 0;
    const why =
      order.status === "CANCELLED" ? "after the booking was cancelled" : to === "REFUND_DUE" ? `after its seat was given away (${seat?.title} is full)` : null;

    await tx.insert(auditLog).values({
      action: "payment.captured",
      entityType: "order",
      entityId: order.id,
      actorId: null,
      actorEmail: by,
      summary: `${formatUsd(fresh / 100)} captured on booking ${orderReference(order.id)} (${formatUsd(report.totalCaptured)} in all, price ${formatUsd(order.amount)})${surplus > 0 ? `: ${formatUsd(surplus / 100)} beyond what the booking calls for goes back` : ""}`,
      details: {
        ...report.details,
        gateway: report.gateway,
        totalCaptured: report.totalCaptured,
        recorded: fresh / 100,
        surplus: surplus / 100,
        status: order.status,
      },
    });
    if (to) {
      const summary =
        to === "PAID"
          ? `Booking ${orderReference(order.id)} paid (${formatUsd(order.amount)})${report.gateway === "test" ? " through the TEST gateway" : test ? ` through the TEST ${report.gateway} stand-in` : ""}`
          : `Order ${order.id}: payment of ${fresh / 100} ${order.currency} confirmed ${why}: refund due`;
      await changeOrderStatus(tx, order.id, to, changedBy, {
        set: { paidAt: now, testMode: test },
        summary,
        details: { captured: report.totalCaptured },
      });
    }
    const refunds: Refund[] = [];
    if (owed > 0) {
      // Its own refund, unless one is open already (then this money goes back beside it).
      const beside = (await openRefund(tx, order.id)) !== null;
      refunds.push(
        await claimAutomaticRefund(tx, order, { amount: owed / 100, method: report.gateway, surplus: beside, reason: `Payment confirmed ${why}`, by }),
      );
    }
    if (surplus > 0) {
      const stands = to === "PAID" || (to === null && order.status === "PAID");
      const reason = stands
        ? `Captured beyond the price of the booking (${formatUsd(order.amount)})`
        : `Captured ${formatUsd(fresh / 100)}, which does not pay the booking (${order.status}, ${formatUsd(order.amount)})`;
      refunds.push(await claimAutomaticRefund(tx, order, { amount: surplus / 100, method: report.gateway, surplus: true, reason, by }));
      const [after] = await tx.select().from(orders).where(eq(orders.id, order.id));
      const mail = surplusRefundMail(await mailOrder(tx, after), {
        amount: surplus / 100,
        captured: stands ? Number(report.totalCaptured) : fresh / 100,
        stands,
      });
      await queueMail(tx, after.testMode || test ? { ...mail, subject: `[TEST] ${mail.subject}` } : mail);
    }
    return { refunds, recorded: fresh / 100 };
  });

  // The gateway is asked outside the transaction (a network call); an unanswered refund is sent again by the sweep.
  const settled: CaptureOutcome["refunds"] = [];
  for (const refund of claimed.refunds) {
    const s = await settleRefund(refund.id, await askGateway(refund), changedBy, now);
    settled.push({ amount: Number(refund.amount), surplus: refund.surplus, outcome: s.outcome });
  }
  if (claimed.recorded > 0) void deliverSoon();
  const [after] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, report.orderId));
  return { orderId: report.orderId, status: after.status, paid: after.status === "PAID", recorded: claimed.recorded, refunds: settled };
}
