import { paidInOf } from "@/lib/booking/orders/paid-amount";
import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "@/lib/platform/db/client";
import { events, participants, refunds, type Order, type OrderStatus } from "@/lib/platform/db/schema";
import { mailOrder } from "@/lib/booking/orders/mail-order";
import { paidNotice, refundDueNotice, transferChosenNotice } from "@/lib/booking/company-notices/business";
import { notifyCompany } from "@/lib/booking/company-notices/notify";
import type { OutgoingMail } from "@/lib/platform/mail/outbox";
import { confirmationMail } from "@/lib/booking/letters/registration";
import { cancellationMail, cancellationNotice, refundMadeMail, type CancelledRefund } from "@/lib/booking/letters/refunds";
import { voucherAttachment } from "@/lib/booking/vouchers/attachment";
import { bankTransferMail, departureCancelledMail, receiptMail, refundDueMail } from "@/lib/booking/orders/mails";
import { isUnpaid } from "@/lib/booking/orders/status";

/**
 * Why a change was made, when the traveller should hear the reason rather than the status:
 * departure-cancelled (staff cancelled the departure), cancelled (the booking was cancelled, by the
 * traveller or by staff with a refund: lib/booking/cancellation, lib/booking/refunds), refunded (money went back).
 */
export type ChangeReason = "departure-cancelled" | "cancelled" | "refunded";
export type StatusChange = { order: Order; from: OrderStatus; to: OrderStatus; reason?: ChangeReason };

/**
 * The one place that decides what a status change mails, for every kind of order. Called by
 * changeOrderStatus in the transaction that makes the change, so the mails are stored with it.
 * The company inbox is told here too (lib/booking/company-notices: at once, or in the daily digest), so
 * every path that changes a status tells it.
 */
export async function statusChangeMails(tx: Db, change: StatusChange): Promise<OutgoingMail[]> {
  const { order, from, to } = change;
  const mail = await mailOrder(tx, order);
  const mails: OutgoingMail[] = [];
  if (change.reason === "departure-cancelled") {
    // Cancelled (unpaid) or REFUND_DUE (paid): one mail that says why.
    mails.push(departureCancelledMail(mail, to === "REFUND_DUE"));
    return order.testMode ? mails.map((m) => ({ ...m, subject: `[TEST] ${m.subject}` })) : mails;
  }
  if (change.reason === "cancelled") {
    // The traveller, and the company inbox (one notice, which carries a bank refund's to-do), with what goes back and how.
    const refund = await cancellationRefund(tx, order);
    await notifyCompany(tx, cancellationNotice(order, mail, refund));
    mails.push(cancellationMail(mail, refund));
    return order.testMode ? mails.map((m) => ({ ...m, subject: `[TEST] ${m.subject}` })) : mails;
  }
  // The company inbox hears of money arriving, a transfer to watch for and money to give back.
  const notice = to === "PAID" ? paidNotice : to === "AWAITING_TRANSFER" ? transferChosenNotice : to === "REFUND_DUE" ? refundDueNotice : null;
  if (notice) await notifyCompany(tx, notice(order, mail));
  switch (to) {
    case "PAID": {
      // A registration's receipt is its confirmation with the event's details and calendar file; both carry the voucher (the ticket).
      const registration = order.itemType === "event" ? await registrationOf(tx, order.id) : null;
      const receipt = registration
        ? confirmationMail(registration.event, registration.participant, { orderId: order.id, paidAt: order.paidAt ?? new Date(), paidIn: paidInOf(order) })
        : receiptMail({ ...mail, paidAt: order.paidAt ?? new Date() });
      mails.push({ ...receipt, attachments: [...(receipt.attachments ?? []), voucherAttachment(order.id)] });
      break;
    }
    case "AWAITING_TRANSFER":
      mails.push(bankTransferMail(mail));
      break;
    case "REFUND_DUE":
      // From an unpaid status: the payment came in after the seat had gone.
      mails.push(refundDueMail(mail, isUnpaid(from)));
      break;
    case "REFUNDED":
    case "PARTIALLY_REFUNDED": {
      // The refund just made (through the gateway, or a bank transfer staff recorded); else what staff marked refunded.
      const [last] = await tx
        .select({ amount: refunds.amount })
        .from(refunds)
        .where(and(eq(refunds.orderId, order.id), eq(refunds.state, "succeeded")))
        .orderBy(desc(refunds.completedAt))
        .limit(1);
      const total = Number(order.refundedAmount);
      mails.push(refundMadeMail(mail, { amount: change.reason === "refunded" && last ? Number(last.amount) : total, total, stands: false }));
      break;
    }
    default:
      break;
  }
  // Paid through the test gateway: no money moved, and every mail says so.
  return order.testMode ? mails.map((m) => ({ ...m, subject: `[TEST] ${m.subject}` })) : mails;
}

/** What a cancellation gives back: its refund (made or still to make), or null when nothing had been paid. */
async function cancellationRefund(tx: Db, order: Order): Promise<CancelledRefund> {
  const [r] = await tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderId, order.id), eq(refunds.cancels, true)))
    .orderBy(desc(refunds.createdAt))
    .limit(1);
  if (!r || order.status === "CANCELLED") return null;
  return { amount: Number(r.amount), method: r.method, made: r.state === "succeeded", byTraveller: r.requestedBy === "traveller" };
}

async function registrationOf(tx: Db, orderId: string) {
  const [row] = await tx
    .select({ participant: participants, event: events })
    .from(participants)
    .innerJoin(events, eq(events.id, participants.eventId))
    .where(eq(participants.orderId, orderId))
    .limit(1);
  return row ? { event: row.event, participant: { ...row.participant, amount: Number(row.participant.amount) } } : null;
}
