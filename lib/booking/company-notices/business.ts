import "server-only";
import { formatDay, formatDayTime, formatDaysAndHours } from "@/lib/platform/dates";
import type { Event, Order, Participant } from "@/lib/platform/db/schema";
import { formatUsd } from "@/lib/platform/format";
import type { MailOrder } from "@/lib/booking/orders/mails";
import { orderReference } from "@/lib/booking/orders/serialize";
import { CATEGORY_LABELS } from "@/lib/booking/terms/fees";
import { participantName } from "@/lib/booking/terms/names";
import type { CompanyNotice } from "./notify";

/** What the company reads about each piece of new business: the facts staff act on, in the site's formats. */

const people = (n: number) => (n === 1 ? "1 person" : `${n} people`);
const what = (o: Pick<Order, "itemType">) => (o.itemType === "event" ? "registration" : "booking");
const client = (o: Order) => `Client: ${[o.clientNames, o.clientEmail, o.clientPhone].filter(Boolean).join(", ")}.`;

function tourWhen(m: MailOrder): string {
  if (m.departsAt) return `, departing ${formatDayTime(m.departsAt)} (Kigali time)`;
  return m.needDate ? ` on ${formatDay(m.needDate)}` : "";
}

/** Where staff handle the order: its row in Bookings (tours, with the row's actions), or the order itself (events). */
const orderLink = (o: Order) => (o.itemType === "event" ? `/myorder/${o.id}` : `/account/tour-bookings?q=${encodeURIComponent(o.clientEmail)}`);

/** A visitor booked a tour (awaiting payment). */
export function newBookingNotice(o: Order, m: MailOrder): CompanyNotice {
  return {
    kind: "booking",
    subject: `New booking ${orderReference(o.id)}: ${m.title || "a tour"}, ${people(m.people)}`,
    lines: [
      `${m.title || "A tour"} for ${people(m.people)}${tourWhen(m)}.`,
      client(o),
      ...(o.clientLocation ? [`Pick-up: ${o.clientLocation}.`] : []),
      `Amount: ${formatUsd(m.amount)}, awaiting payment.`,
    ],
    link: orderLink(o),
    test: o.testMode,
  };
}

/** A participant registered for an event: paid (awaiting payment) or free (once confirmed). */
export function newRegistrationNotice(
  e: Pick<Event, "id" | "title" | "startDate" | "endDate" | "place">,
  p: Pick<Participant, "title" | "firstName" | "familyName" | "email" | "phone" | "organization" | "category"> & { amount: number },
  orderId: string | null,
): CompanyNotice {
  return {
    kind: "registration",
    subject: `New registration: ${e.title}, ${participantName(p)}`,
    lines: [
      `${e.title}, ${formatDaysAndHours(e.startDate, e.endDate)} (Kigali time)${e.place ? `, ${e.place}` : ""}.`,
      `Participant: ${participantName(p)} (${CATEGORY_LABELS[p.category]})${p.organization ? `, ${p.organization}` : ""}; ${p.email}, ${p.phone}.`,
      orderId ? `Fee: ${formatUsd(p.amount)}, awaiting payment (order ${orderReference(orderId)}).` : "Free registration, confirmed by the participant.",
    ],
    link: `/account/events/participant?event=${e.id}`,
  };
}

/** Money arrived (card or a transfer marked received). */
export function paidNotice(o: Order, m: MailOrder): CompanyNotice {
  return {
    kind: "paid",
    subject: `Paid: ${what(o)} ${orderReference(o.id)}, ${formatUsd(m.amount)}`,
    lines: [`${m.title || "The order"} for ${people(m.people)}${o.itemType === "tour" ? tourWhen(m) : ""}.`, client(o), `Paid ${formatUsd(m.amount)}.`],
    link: orderLink(o),
    test: o.testMode,
  };
}

/** The visitor chose to pay by bank transfer: staff watch the account for it. */
export function transferChosenNotice(o: Order, m: MailOrder): CompanyNotice {
  return {
    kind: "transfer",
    subject: `Bank transfer chosen: ${what(o)} ${orderReference(o.id)}, ${formatUsd(m.amount)}`,
    lines: [
      `${m.title || "The order"} for ${people(m.people)}${o.itemType === "tour" ? tourWhen(m) : ""}.`,
      client(o),
      `Expect ${formatUsd(m.amount)} quoting ${orderReference(o.id)}; mark the ${what(o)} paid when it arrives.`,
    ],
    link: orderLink(o),
    test: o.testMode,
  };
}

/** Money came in that must go back (the seat had gone): staff refund it. */
export function refundDueNotice(o: Order, m: MailOrder): CompanyNotice {
  return {
    kind: "refund-due",
    subject: `Refund due: ${what(o)} ${orderReference(o.id)}, ${formatUsd(m.amount)}`,
    lines: [
      `${m.title || "The order"} for ${people(m.people)}.`,
      client(o),
      `${formatUsd(m.amount)} was received but the seat was no longer free: refund it and mark the ${what(o)} refunded.`,
    ],
    link: orderLink(o),
    test: o.testMode,
  };
}
