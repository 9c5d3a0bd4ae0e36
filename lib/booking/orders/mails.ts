import { appUrl } from "@/lib/platform/env";
import type { Locale } from "@/lib/platform/db/enums";
import { renderMail } from "@/lib/platform/mail/layout";
import type { OutgoingMail } from "@/lib/platform/mail/outbox";
import { mailKit, type MailKit } from "@/lib/platform/mail/words";
import { site } from "@/lib/platform/site";
import type { PaidIn } from "./paid-amount";
import { orderReference } from "./serialize";

/**
 * `departsAt`: the start of the departure the tour is booked on (null: on request, or an event).
 * `locale`: the language the booking was made in, which its mails speak (English when not given).
 */
export type MailOrder = {
  id: string;
  amount: number;
  clientNames: string;
  clientEmail: string;
  needDate: Date | null;
  title: string;
  people: number;
  departsAt?: Date | null;
  /** Until when an unpaid booking on a departure holds its seats (null: it holds none). */
  holdUntil?: Date | null;
  /** Paid by mobile money: the francs paid (the order's `payIn`). */
  paidIn?: { currency: string; amount: number } | null;
  locale?: Locale;
};

export const orderLink = (id: string) => `${appUrl()}/myorder/${id}`;
export const payLink = (id: string) => `${appUrl()}/pay/${id}`;

/** The booking's page in the mail's language. */
export const orderLinkIn = (k: MailKit, id: string) => k.link(`/myorder/${id}`);

const kitOf = (o: MailOrder) => mailKit(o.locale ?? "en");

/** What was paid, in the currency it was paid in, as the mail's language writes it (lib/booking/orders/paid-amount.ts). */
export function paidAmountIn(k: MailKit, usd: number, paidIn: PaidIn): string {
  return paidIn ? k.t("order.paidByMobile", { local: k.f.money(paidIn.amount, paidIn.currency), usd: k.f.usd(usd) }) : k.f.usd(usd);
}

/** The booking in one line; `k` is the reader's language (staff notices: English). */
export function bookingSummary(o: MailOrder, k: MailKit = mailKit("en")): string {
  // A tour date on request is a day: no time is shown for it. A departure leaves at a set time.
  const when = o.departsAt
    ? k.t("order.summaryDeparts", { when: k.f.dayTime(o.departsAt) })
    : o.needDate
      ? k.t("order.summaryOn", { day: k.f.day(o.needDate) })
      : "";
  return k.t("order.summary", {
    title: o.title || k.t("common.yourBooking"),
    people: o.people,
    when,
    amount: k.f.usd(o.amount),
    reference: orderReference(o.id),
  });
}

/** The greeting, the booking's button and the closing line every booking mail shares. */
function bookingParts(o: MailOrder, k: MailKit) {
  return {
    greeting: k.t("common.hello", { name: o.clientNames }),
    action: { label: k.t("common.viewBooking"), url: orderLinkIn(k, o.id) },
    note: k.t("common.questions", { phone: site.phone }),
  };
}

/** Lines added to a confirmation, said in the booking's language. */
export type ConfirmationNote = "awaitingDeparture" | "eventOrderUnjoined";

/** Sent when a booking is placed (an event order: once its price is final): the link opens the order, from where it can be paid. */
export function orderConfirmationMail(o: MailOrder, notes: ConfirmationNote[] = []): OutgoingMail {
  const k = kitOf(o);
  const { greeting, action, note } = bookingParts(o, k);
  return {
    to: o.clientEmail,
    purpose: "order-confirmation",
    subject: k.t("order.confirmationSubject", { site: site.name, reference: orderReference(o.id) }),
    ...renderMail({
      locale: k.locale,
      heading: k.t("order.confirmationHeading"),
      greeting,
      paragraphs: [
        bookingSummary(o, k),
        ...notes.map((n) => k.t(`order.${n}`)),
        ...(o.holdUntil ? [k.t("order.confirmationHold", { until: k.f.dayTime(o.holdUntil) }), k.t("order.keepMail")] : [k.t("order.confirmationAnyTime")]),
      ],
      action,
      note,
    }),
  };
}

/** Sent once, when the order becomes PAID. */
export function receiptMail(o: MailOrder & { paidAt: Date }): OutgoingMail {
  const k = kitOf(o);
  const { greeting, action } = bookingParts(o, k);
  const paid = { amount: paidAmountIn(k, o.amount, o.paidIn ?? null), paidAt: k.f.dateTime(o.paidAt) };
  return {
    to: o.clientEmail,
    subject: k.t("order.receiptSubject", { reference: orderReference(o.id) }),
    ...renderMail({
      locale: k.locale,
      heading: k.t("order.receiptHeading"),
      greeting,
      paragraphs: [
        // "Kigali time" is said once per mail: by the departure's time when there is one.
        o.departsAt ? k.t("order.receiptPaidDeparture", paid) : k.t("order.receiptPaid", paid),
        bookingSummary(o, k),
        k.t("order.receiptVoucher"),
      ],
      action,
      note: k.t("order.receiptNote"),
    }),
  };
}

/** The company's bank details, as shown on /pay and sent by e-mail (in the mail's language). */
export function bankDetailLines(reference: string, k: MailKit = mailKit("en")): string[] {
  const b = site.bank;
  return [
    k.t("order.bankName", { value: b.bankName }),
    k.t("order.bankAccountName", { value: b.accountName }),
    k.t("order.bankAccountNumber", { value: b.accountNumber }),
    k.t("order.bankSwift", { value: b.swift }),
    k.t("order.bankBranch", { value: b.branch }),
    k.t("order.bankReference", { value: reference }),
  ];
}

/** Sent when the visitor chooses a bank transfer. */
export function bankTransferMail(o: MailOrder): OutgoingMail {
  const k = kitOf(o);
  const { greeting, action } = bookingParts(o, k);
  const reference = orderReference(o.id);
  return {
    to: o.clientEmail,
    subject: k.t("order.bankSubject", { reference }),
    ...renderMail({
      locale: k.locale,
      heading: k.t("order.bankHeading"),
      greeting,
      paragraphs: [
        bookingSummary(o, k),
        k.t("order.bankPlease", { amount: k.f.usd(o.amount), reference }),
        ...bankDetailLines(reference, k),
        k.t("order.bankConfirm"),
      ],
      action,
    }),
  };
}

/**
 * Money we received but must give back: the payment was confirmed after the booking's seat had
 * gone to someone else (its hold had lapsed and the event or departure was full), or staff
 * cancelled a paid booking.
 */
export function refundDueMail(o: MailOrder, seatGone: boolean): OutgoingMail {
  const k = kitOf(o);
  const amount = k.f.usd(o.amount);
  return {
    to: o.clientEmail,
    subject: k.t("order.refundDueSubject", { reference: orderReference(o.id) }),
    ...renderMail({
      locale: k.locale,
      heading: seatGone ? k.t("order.refundDueHeadingSeatGone") : k.t("order.refundDueHeadingCancelled"),
      ...bookingParts(o, k),
      paragraphs: [
        bookingSummary(o, k),
        seatGone ? k.t("order.refundDueSeatGone", { amount }) : k.t("order.refundDueCancelled", { amount }),
        k.t("order.refundConfirmLater"),
      ],
    }),
  };
}

/**
 * Staff cancelled the departure a booking was on: an unpaid booking is cancelled, a paid one is
 * owed its money back (REFUND_DUE, refunded by staff or, later, by the after-booking flow).
 */
export function departureCancelledMail(o: MailOrder, refund: boolean): OutgoingMail {
  const k = kitOf(o);
  return {
    to: o.clientEmail,
    subject: k.t("order.departureCancelledSubject", { reference: orderReference(o.id) }),
    ...renderMail({
      locale: k.locale,
      heading: k.t("order.departureCancelledHeading"),
      ...bookingParts(o, k),
      paragraphs: [
        bookingSummary(o, k),
        refund ? k.t("order.departureCancelledRefund", { amount: k.f.usd(o.amount) }) : k.t("order.departureCancelledNothing"),
        k.t("order.anotherDate"),
      ],
    }),
  };
}

/** A booking taken on request now has its departure: the date the traveller waited for. */
export function bookingPlacedMail(o: MailOrder & { departsAt: Date }, holdMinutes: number | null): OutgoingMail {
  const k = kitOf(o);
  const parts = bookingParts(o, k);
  return {
    to: o.clientEmail,
    subject: k.t("order.placedSubject", { reference: orderReference(o.id) }),
    ...renderMail({
      locale: k.locale,
      heading: k.t("order.placedHeading"),
      greeting: parts.greeting,
      paragraphs: [
        k.t("order.placedOn", { when: k.f.dayTime(o.departsAt) }),
        bookingSummary(o, k),
        ...(holdMinutes ? [k.t("order.placedHeld", { minutes: holdMinutes })] : []),
      ],
      action: { ...parts.action, label: holdMinutes ? k.t("order.viewAndPay") : parts.action.label },
      note: parts.note,
    }),
  };
}

/** Staff moved a booking to another departure of the same tour. */
export function bookingMovedMail(o: MailOrder & { departsAt: Date }, from: Date): OutgoingMail {
  const k = kitOf(o);
  return {
    to: o.clientEmail,
    subject: k.t("order.movedSubject", { reference: orderReference(o.id) }),
    ...renderMail({
      locale: k.locale,
      heading: k.t("order.movedHeading"),
      ...bookingParts(o, k),
      paragraphs: [k.t("order.movedFrom", { when: k.f.dayTime(from) }), bookingSummary(o, k), k.t("order.movedSame")],
    }),
  };
}
