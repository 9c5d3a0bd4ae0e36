import "server-only";
import type { CompanyNotice } from "@/lib/booking/company-notices/notify";
import type { Order } from "@/lib/platform/db/schema";
import { formatUsd } from "@/lib/platform/format";
import { renderMail } from "@/lib/platform/mail/layout";
import type { OutgoingMail } from "@/lib/platform/mail/outbox";
import { bookingSummary, orderLink, type MailOrder } from "@/lib/booking/orders/mails";
import { orderReference } from "@/lib/booking/orders/serialize";
import { site } from "@/lib/platform/site";
import type { RefundMethod } from "./rules";

/** A cancellation's money: what goes back and how (null: nothing had been paid). */
export type CancelledRefund = { amount: number; method: RefundMethod; made: boolean; byTraveller: boolean } | null;

const backTo = (method: RefundMethod) =>
  method === "bank"
    ? "by bank transfer to the account your payment came from"
    : method === "momo"
      ? "in Rwandan francs to the MTN MoMo wallet you paid from"
      : method === "airtel"
        ? "in Rwandan francs to the Airtel Money wallet you paid from"
        : "to the card you paid with";
const through = (method: RefundMethod) =>
  method === "momo" ? "to the MTN MoMo wallet" : method === "airtel" ? "to the Airtel Money wallet" : "through the card gateway";

/** The traveller's booking is cancelled (by them online, or by staff with a refund). */
export function cancellationMail(o: MailOrder, refund: CancelledRefund): OutgoingMail {
  const money = !refund
    ? "Nothing had been paid, so nothing is due."
    : refund.made
      ? `We have refunded ${formatUsd(refund.amount)} ${backTo(refund.method)}. Depending on your bank, it may take a few days to appear on your statement.`
      : `We will refund ${formatUsd(refund.amount)} ${backTo(refund.method)} and confirm by e-mail once it is made.`;
  return {
    to: o.clientEmail,
    subject: `Booking ${orderReference(o.id)} cancelled`,
    ...renderMail({
      heading: "Your booking is cancelled",
      greeting: `Hello ${o.clientNames},`,
      paragraphs: [
        refund?.byTraveller === false ? "We have cancelled your booking, as agreed with you." : "As you asked, we have cancelled your booking.",
        bookingSummary(o),
        money,
        "Your voucher and its check-in code are no longer valid.",
      ],
      action: { label: "View your booking", url: orderLink(o.id) },
      note: `Questions? Reply to this e-mail or call us on ${site.phone}.`,
    }),
  };
}

/** Money went back on a booking (a refund through the gateway, or a bank transfer staff made). */
export function refundMadeMail(o: MailOrder, r: { amount: number; total: number; stands: boolean }): OutgoingMail {
  return {
    to: o.clientEmail,
    subject: `Refund made for booking ${orderReference(o.id)}`,
    ...renderMail({
      heading: `We have refunded ${formatUsd(r.amount)}`,
      greeting: `Hello ${o.clientNames},`,
      paragraphs: [
        bookingSummary(o),
        r.total > r.amount ? `In all, ${formatUsd(r.total)} of your payment has been refunded.` : `${formatUsd(r.amount)} of your payment has been refunded.`,
        r.stands
          ? "Your booking itself stands: your voucher is still valid."
          : "Depending on your bank, the money may take a few days to appear on your statement.",
      ],
      action: { label: "View your booking", url: orderLink(o.id) },
      note: `Questions? Reply to this e-mail or call us on ${site.phone}.`,
    }),
  };
}

/**
 * The office hears of a cancellation through the company inbox (lib/booking/company-notices: a mail now,
 * or a line in the daily digest), with the money's state and what is left for staff to do.
 */
export function cancellationNotice(order: Order, o: MailOrder, refund: CancelledRefund): CompanyNotice {
  const reference = orderReference(o.id);
  const money = !refund
    ? "Nothing had been paid."
    : refund.made
      ? `${formatUsd(refund.amount)} was refunded ${refund.method === "bank" ? "by bank transfer" : through(refund.method)}.`
      : refund.method === "bank"
        ? `To do: refund ${formatUsd(refund.amount)} by bank transfer, then record it as made on the booking's page.`
        : `${formatUsd(refund.amount)} is being refunded ${through(refund.method)}.`;
  return {
    kind: "cancelled",
    subject: `Cancelled${refund?.byTraveller === false ? "" : " by the traveller"}: booking ${reference}`,
    lines: [
      bookingSummary(o),
      `Client: ${[order.clientNames, order.clientEmail, order.clientPhone].filter(Boolean).join(", ")}.`,
      money,
      "Its seats are free again.",
    ],
    link: `/account/orders/${o.id}`,
    test: order.testMode,
  };
}

/**
 * The gateway confirmed money beyond what the booking called for (two payments went through, or
 * one that could not pay it): that money goes back on its own, and the booking is as `stands` says.
 */
export function surplusRefundMail(o: MailOrder, r: { amount: number; captured: number; stands: boolean }): OutgoingMail {
  return {
    to: o.clientEmail,
    subject: `Refund on its way for booking ${orderReference(o.id)}`,
    ...renderMail({
      heading: `We are refunding ${formatUsd(r.amount)}`,
      greeting: `Hello ${o.clientNames},`,
      paragraphs: [
        bookingSummary(o),
        r.stands
          ? `Your card was charged ${formatUsd(r.captured)} for this booking, ${formatUsd(r.amount)} more than its price: a second payment went through, for instance from another browser tab. We are refunding ${formatUsd(r.amount)} to the card you paid with.`
          : `Your card was charged ${formatUsd(r.captured)}, which does not pay this booking as it stands. We are refunding ${formatUsd(r.amount)} to the card you paid with.`,
        r.stands ? "Your booking itself stands: it is paid, and your voucher is valid." : "We will confirm by e-mail once the refund is made.",
      ],
      action: { label: "View your booking", url: orderLink(o.id) },
      note: `Questions? Reply to this e-mail or call us on ${site.phone}.`,
    }),
  };
}
