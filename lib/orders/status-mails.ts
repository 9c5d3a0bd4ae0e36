import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { events, orderItems, participants, tourDepartures, type Order, type OrderStatus } from "@/lib/db/schema";
import { paidNotice, refundDueNotice, transferChosenNotice } from "@/lib/company-notices/business";
import { notifyCompany } from "@/lib/company-notices/notify";
import type { OutgoingMail } from "@/lib/mail/outbox";
import { confirmationMail } from "@/lib/participants/mails";
import { bankTransferMail, departureCancelledMail, receiptMail, refundDueMail, refundedMail, type MailOrder } from "./mails";
import { isUnpaid } from "./status";

/** Why a change was made, when the traveller should hear the reason rather than the status. */
export type ChangeReason = "departure-cancelled";
export type StatusChange = { order: Order; from: OrderStatus; to: OrderStatus; reason?: ChangeReason };

/**
 * The one place that decides what a status change mails, for every kind of order. Called by
 * changeOrderStatus in the transaction that makes the change, so the mails are stored with it.
 * The company inbox is told here too (lib/company-notices: at once, or in the daily digest), so
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
  // The company inbox hears of money arriving, a transfer to watch for and money to give back.
  const notice = to === "PAID" ? paidNotice : to === "AWAITING_TRANSFER" ? transferChosenNotice : to === "REFUND_DUE" ? refundDueNotice : null;
  if (notice) await notifyCompany(tx, notice(order, mail));
  switch (to) {
    case "PAID": {
      // A registration's receipt is its confirmation with the event's details and calendar file.
      const registration = order.itemType === "event" ? await registrationOf(tx, order.id) : null;
      mails.push(
        registration
          ? confirmationMail(registration.event, registration.participant, { orderId: order.id, paidAt: order.paidAt ?? new Date() })
          : receiptMail({ ...mail, paidAt: order.paidAt ?? new Date() }),
      );
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
    case "PARTIALLY_REFUNDED":
      mails.push(refundedMail(mail, to === "PARTIALLY_REFUNDED"));
      break;
    default:
      break;
  }
  // Paid through the test gateway: no money moved, and every mail says so.
  return order.testMode ? mails.map((m) => ({ ...m, subject: `[TEST] ${m.subject}` })) : mails;
}

export async function mailOrder(tx: Db, o: Order): Promise<MailOrder> {
  const [line] = await tx.select().from(orderItems).where(eq(orderItems.orderId, o.id)).limit(1);
  const [departure] = o.departureId ? await tx.select({ startsAt: tourDepartures.startsAt }).from(tourDepartures).where(eq(tourDepartures.id, o.departureId)) : [];
  return {
    id: o.id,
    amount: Number(o.amount),
    clientNames: o.clientNames,
    clientEmail: o.clientEmail,
    needDate: o.needDate,
    title: line?.title ?? "",
    people: line?.itemNumber ?? 1,
    departsAt: departure?.startsAt ?? null,
  };
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
