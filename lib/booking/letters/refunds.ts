import "server-only";
import type { CompanyNotice } from "@/lib/booking/company-notices/notify";
import type { Order } from "@/lib/platform/db/schema";
import { formatUsd } from "@/lib/platform/format";
import { renderMail } from "@/lib/platform/mail/layout";
import type { OutgoingMail } from "@/lib/platform/mail/outbox";
import { bookingSummary, orderLinkIn, type MailOrder } from "@/lib/booking/orders/mails";
import { mailKit, type MailKit } from "@/lib/platform/mail/words";
import { orderReference } from "@/lib/booking/orders/serialize";
import { site } from "@/lib/platform/site";
import type { RefundMethod } from "@/lib/booking/terms/refund-rules";

/** A cancellation's money: what goes back and how (null: nothing had been paid). */
export type CancelledRefund = { amount: number; method: RefundMethod; made: boolean; byTraveller: boolean } | null;

/** Where a refund goes back to, by its method (a card: the gateway's, or the test one). */
const BACK_TO = { bank: "backToBank", momo: "backToMomo", airtel: "backToAirtel", mpgs: "backToCard", test: "backToCard" } as const satisfies Record<
  RefundMethod,
  string
>;
const backTo = (k: MailKit, method: RefundMethod) => k.t(`refund.${BACK_TO[method]}`);
const through = (method: RefundMethod) =>
  method === "momo" ? "to the MTN MoMo wallet" : method === "airtel" ? "to the Airtel Money wallet" : "through the card gateway";

/** The greeting, the booking's button and the closing line of a refund mail, in the booking's language. */
function parts(o: MailOrder, k: MailKit) {
  return {
    locale: k.locale,
    greeting: k.t("common.hello", { name: o.clientNames }),
    action: { label: k.t("common.viewBooking"), url: orderLinkIn(k, o.id) },
    note: k.t("common.questions", { phone: site.phone }),
  };
}

/** The traveller's booking is cancelled (by them online, or by staff with a refund). */
export function cancellationMail(o: MailOrder, refund: CancelledRefund): OutgoingMail {
  const k = mailKit(o.locale ?? "en");
  const money = !refund
    ? k.t("refund.nothingPaid")
    : k.t(refund.made ? "refund.refunded" : "refund.willRefund", { amount: k.f.usd(refund.amount), backTo: backTo(k, refund.method) });
  return {
    to: o.clientEmail,
    subject: k.t("refund.cancelSubject", { reference: orderReference(o.id) }),
    ...renderMail({
      ...parts(o, k),
      heading: k.t("refund.cancelHeading"),
      paragraphs: [
        refund?.byTraveller === false ? k.t("refund.cancelByStaff") : k.t("refund.cancelAsked"),
        bookingSummary(o, k),
        money,
        k.t("refund.voucherVoid"),
      ],
    }),
  };
}

/** Money went back on a booking (a refund through the gateway, or a bank transfer staff made). */
export function refundMadeMail(o: MailOrder, r: { amount: number; total: number; stands: boolean }): OutgoingMail {
  const k = mailKit(o.locale ?? "en");
  return {
    to: o.clientEmail,
    subject: k.t("refund.madeSubject", { reference: orderReference(o.id) }),
    ...renderMail({
      ...parts(o, k),
      heading: k.t("refund.madeHeading", { amount: k.f.usd(r.amount) }),
      paragraphs: [
        bookingSummary(o, k),
        r.total > r.amount ? k.t("refund.madeInAll", { total: k.f.usd(r.total) }) : k.t("refund.madeAmount", { amount: k.f.usd(r.amount) }),
        r.stands ? k.t("refund.stands") : k.t("refund.fewDays"),
      ],
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
  const k = mailKit(o.locale ?? "en");
  const money = { amount: k.f.usd(r.amount), captured: k.f.usd(r.captured) };
  return {
    to: o.clientEmail,
    subject: k.t("order.refundDueSubject", { reference: orderReference(o.id) }),
    ...renderMail({
      ...parts(o, k),
      heading: k.t("refund.surplusHeading", { amount: money.amount }),
      paragraphs: [
        bookingSummary(o, k),
        r.stands ? k.t("refund.surplusStands", money) : k.t("refund.surplusShort", money),
        r.stands ? k.t("refund.surplusStandsPaid") : k.t("order.refundConfirmLater"),
      ],
    }),
  };
}
