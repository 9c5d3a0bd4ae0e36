import { paidAmountText } from "@/lib/booking/orders/paid-amount";
import { appUrl } from "@/lib/platform/env";
import { formatDateTime, formatDay, formatDayTime } from "@/lib/platform/dates";
import { formatUsd } from "@/lib/platform/format";
import { renderMail } from "@/lib/platform/mail/layout";
import type { OutgoingMail } from "@/lib/platform/mail/outbox";
import { site } from "@/lib/platform/site";
import { orderReference } from "./serialize";

/** `departsAt`: the start of the departure the tour is booked on (null: on request, or an event). */
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
};

export const orderLink = (id: string) => `${appUrl()}/myorder/${id}`;
export const payLink = (id: string) => `${appUrl()}/pay/${id}`;

export function bookingSummary(o: MailOrder): string {
  // A tour date on request is a day: no time is shown for it. A departure leaves at a set time.
  const when = o.departsAt ? `, departing ${formatDayTime(o.departsAt)} (Kigali time)` : o.needDate ? ` on ${formatDay(o.needDate)}` : "";
  return `${o.title || "Your booking"} for ${o.people === 1 ? "1 person" : `${o.people} people`}${when}: ${formatUsd(o.amount)} (reference ${orderReference(o.id)}).`;
}

/** Sent when a booking is placed (an event order: once its price is final): the link opens the order, from where it can be paid. */
export function orderConfirmationMail(o: MailOrder, notes: string[] = []): OutgoingMail {
  return {
    to: o.clientEmail,
    purpose: "order-confirmation",
    subject: `Your ${site.name} booking ${orderReference(o.id)}`,
    ...renderMail({
      heading: "We have received your booking",
      greeting: `Hello ${o.clientNames},`,
      paragraphs: [
        bookingSummary(o),
        ...notes,
        ...(o.holdUntil
          ? [
              `We hold your seats until ${formatDayTime(o.holdUntil)} (Kigali time): pay before then with the link below. After that the seats are released; paying later takes them again only if they are still free.`,
              "Keep this e-mail: the link is your access to the booking.",
            ]
          : ["You can view and pay your booking at any time with the link below. Keep this e-mail: the link is your access to the booking."]),
      ],
      action: { label: "View your booking", url: orderLink(o.id) },
      note: `Questions? Reply to this e-mail or call us on ${site.phone}.`,
    }),
  };
}

/** Sent once, when the order becomes PAID. */
export function receiptMail(o: MailOrder & { paidAt: Date }): OutgoingMail {
  return {
    to: o.clientEmail,
    subject: `Payment received for booking ${orderReference(o.id)}`,
    ...renderMail({
      heading: "Payment received — thank you",
      greeting: `Hello ${o.clientNames},`,
      paragraphs: [
        // "Kigali time" is said once per mail: by the departure's time when there is one.
        `We received your payment of ${paidAmountText(o.amount, o.paidIn ?? null)} on ${formatDateTime(o.paidAt)}${o.departsAt ? "" : " (Kigali time)"}.`,
        bookingSummary(o),
        "Your voucher is attached: show it, printed or on your phone, to your guide. Our team will contact you before the tour to confirm the pick-up.",
      ],
      action: { label: "View your booking", url: orderLink(o.id) },
      note: "This e-mail is your receipt.",
    }),
  };
}

/** The company's bank details, as shown on /pay and sent by e-mail. */
export function bankDetailLines(reference: string): string[] {
  const b = site.bank;
  return [
    `Bank: ${b.bankName}`,
    `Account name: ${b.accountName}`,
    `Account number: ${b.accountNumber}`,
    `SWIFT: ${b.swift}`,
    `Branch: ${b.branch}`,
    `Reference: ${reference}`,
  ];
}

/** Sent when the visitor chooses a bank transfer. */
export function bankTransferMail(o: MailOrder): OutgoingMail {
  const reference = orderReference(o.id);
  return {
    to: o.clientEmail,
    subject: `Bank transfer details for booking ${reference}`,
    ...renderMail({
      heading: "How to pay by bank transfer",
      greeting: `Hello ${o.clientNames},`,
      paragraphs: [
        bookingSummary(o),
        `Please transfer ${formatUsd(o.amount)} to the account below and quote the reference ${reference} so that we can match your payment.`,
        ...bankDetailLines(reference),
        "We confirm your booking by e-mail as soon as the money arrives.",
      ],
      action: { label: "View your booking", url: orderLink(o.id) },
    }),
  };
}

/**
 * Money we received but must give back: the payment was confirmed after the booking's seat had
 * gone to someone else (its hold had lapsed and the event or departure was full), or staff
 * cancelled a paid booking.
 */
export function refundDueMail(o: MailOrder, seatGone: boolean): OutgoingMail {
  return {
    to: o.clientEmail,
    subject: `Refund on its way for booking ${orderReference(o.id)}`,
    ...renderMail({
      heading: seatGone ? "We received your payment, but the seat was no longer available" : "Your booking is cancelled and will be refunded",
      greeting: `Hello ${o.clientNames},`,
      paragraphs: [
        bookingSummary(o),
        seatGone
          ? `Your payment of ${formatUsd(o.amount)} arrived after the time we could hold your seat, and the last seat had been taken in the meantime. We are sorry: we will refund the full amount to the card or account it came from.`
          : `We will refund ${formatUsd(o.amount)} to the card or account the payment came from.`,
        "Our team will confirm by e-mail once the refund is made.",
      ],
      action: { label: "View your booking", url: orderLink(o.id) },
      note: `Questions? Reply to this e-mail or call us on ${site.phone}.`,
    }),
  };
}

/**
 * Staff cancelled the departure a booking was on: an unpaid booking is cancelled, a paid one is
 * owed its money back (REFUND_DUE, refunded by staff or, later, by the after-booking flow).
 */
export function departureCancelledMail(o: MailOrder, refund: boolean): OutgoingMail {
  return {
    to: o.clientEmail,
    subject: `Departure cancelled: booking ${orderReference(o.id)}`,
    ...renderMail({
      heading: "We are sorry: your departure has been cancelled",
      greeting: `Hello ${o.clientNames},`,
      paragraphs: [
        bookingSummary(o),
        refund
          ? `This departure will not run. We will refund ${formatUsd(o.amount)} to the card or account your payment came from, and confirm by e-mail once it is made.`
          : "This departure will not run, so your booking is cancelled and nothing is due.",
        "We would be glad to find you another date: reply to this e-mail or call us.",
      ],
      action: { label: "View your booking", url: orderLink(o.id) },
      note: `Questions? Reply to this e-mail or call us on ${site.phone}.`,
    }),
  };
}

/** Staff moved a booking to another departure of the same tour. */
/** A booking taken on request now has its departure: the date the traveller waited for. */
export function bookingPlacedMail(o: MailOrder & { departsAt: Date }, holdMinutes: number | null): OutgoingMail {
  return {
    to: o.clientEmail,
    subject: `Your date is confirmed: booking ${orderReference(o.id)}`,
    ...renderMail({
      heading: "Your booking has its departure",
      greeting: `Hello ${o.clientNames},`,
      paragraphs: [
        `We have placed your booking on the departure of ${formatDayTime(o.departsAt)} (Kigali time).`,
        bookingSummary(o),
        ...(holdMinutes ? [`Your seats are held for ${holdMinutes} minutes. After that you can still pay while seats are free on this departure.`] : []),
      ],
      action: { label: holdMinutes ? "View and pay your booking" : "View your booking", url: orderLink(o.id) },
      note: `Questions? Reply to this e-mail or call us on ${site.phone}.`,
    }),
  };
}

export function bookingMovedMail(o: MailOrder & { departsAt: Date }, from: Date): OutgoingMail {
  return {
    to: o.clientEmail,
    subject: `New departure for booking ${orderReference(o.id)}`,
    ...renderMail({
      heading: "Your booking has moved to another departure",
      greeting: `Hello ${o.clientNames},`,
      paragraphs: [
        `Your booking is no longer on the departure of ${formatDayTime(from)}.`,
        bookingSummary(o),
        "Everything else about your booking stays the same.",
      ],
      action: { label: "View your booking", url: orderLink(o.id) },
      note: `Questions? Reply to this e-mail or call us on ${site.phone}.`,
    }),
  };
}
