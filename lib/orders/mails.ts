import { appUrl } from "@/lib/env";
import { formatDateTime, formatDay } from "@/lib/dates";
import { formatUsd } from "@/lib/format";
import { renderMail } from "@/lib/mail/layout";
import type { OutgoingMail } from "@/lib/mail/outbox";
import { site } from "@/lib/site";
import { orderReference } from "./serialize";

type MailOrder = { id: string; amount: number; clientNames: string; clientEmail: string; needDate: Date | null; title: string; people: number };

export const orderLink = (id: string) => `${appUrl()}/myorder/${id}`;
export const payLink = (id: string) => `${appUrl()}/pay/${id}`;

function summary(o: MailOrder): string {
  // The tour date is a day: no time is shown for it.
  const when = o.needDate ? ` on ${formatDay(o.needDate)}` : "";
  return `${o.title || "Your booking"} for ${o.people === 1 ? "1 person" : `${o.people} people`}${when}: ${formatUsd(o.amount)} (reference ${orderReference(o.id)}).`;
}

/** Sent when a booking is placed: the link opens the order, from where it can be paid. */
export function orderConfirmationMail(o: MailOrder): OutgoingMail {
  return {
    to: o.clientEmail,
    subject: `Your ${site.name} booking ${orderReference(o.id)}`,
    ...renderMail({
      heading: "We have received your booking",
      greeting: `Hello ${o.clientNames},`,
      paragraphs: [summary(o), "You can view and pay your booking at any time with the link below. Keep this e-mail: the link is your access to the booking."],
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
        `We received your payment of ${formatUsd(o.amount)} on ${formatDateTime(o.paidAt)} (Kigali time).`,
        summary(o),
        "Our team will contact you before the tour to confirm the pick-up.",
      ],
      action: { label: "View your booking", url: orderLink(o.id) },
      note: "This e-mail is your receipt.",
    }),
  };
}

/** The company's bank details, as shown on /pay and sent by e-mail. */
export function bankDetailLines(reference: string): string[] {
  const b = site.bank;
  return [`Bank: ${b.bankName}`, `Account name: ${b.accountName}`, `Account number: ${b.accountNumber}`, `SWIFT: ${b.swift}`, `Branch: ${b.branch}`, `Reference: ${reference}`];
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
        summary(o),
        `Please transfer ${formatUsd(o.amount)} to the account below and quote the reference ${reference} so that we can match your payment.`,
        ...bankDetailLines(reference),
        "We confirm your booking by e-mail as soon as the money arrives.",
      ],
      action: { label: "View your booking", url: orderLink(o.id) },
    }),
  };
}
