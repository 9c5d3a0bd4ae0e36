import type { ReactNode } from "react";
import { readablePhone } from "@/lib/booking/orders/phone";
import { formatDay, formatDayRange, formatDayTime, formatDaysAndHours, formatTime } from "@/lib/platform/dates";
import { orderDay, orderDayTime } from "@/lib/booking/orders/dates";
import { formatUsd } from "@/lib/platform/format";
import type { OrderView, RegisteredPerson } from "@/lib/booking/orders/order-view";
import { site } from "@/lib/platform/site";

/** The fee-table row a participant pays: "Africans, Early Birds: $180". */
const feeRow = (p: RegisteredPerson) => `${p.category}${p.column ? `, ${p.column}` : ""}: ${formatUsd(p.amount)}`;

const people = (n: number) => (n === 1 ? "1 person" : `${n} people`);

/** "booking" or "registration": what the visitor made, in the words of the pages and e-mails. */
export const orderNoun = (view: OrderView) => (view.item.kind === "event" ? "registration" : "booking");

/** "seat" or "seats": what the order holds (a registration is one person). */
const seatWord = (view: OrderView) => (view.item.kind === "tour" && view.item.people > 1 ? "seats" : "seat");

/** The day the traveller comes: the tour date, or the event's first day. */
function arrivalDay(view: OrderView): string | null {
  if (view.item.kind === "event") return view.item.startDate ? formatDay(view.item.startDate) : null;
  if (view.item.departsAt) return formatDay(view.item.departsAt);
  return view.needDate ? orderDay(view.needDate) : null;
}

/** Where the order stands, in words, before anything else ("Booked — waiting for your bank transfer"). */
export function orderHeadline(view: OrderView): string {
  const made = view.item.kind === "event" ? "Registered" : "Booked";
  const day = arrivalDay(view);
  switch (view.status) {
    case "PAID":
      return day ? `Paid — see you on ${day}` : "Paid — thank you";
    case "AWAITING_TRANSFER":
      return `${made} — waiting for your bank transfer`;
    case "FAILED":
      return `${made} — the last payment did not go through`;
    case "CANCELLED":
      return `This ${orderNoun(view)} is cancelled`;
    case "REFUND_DUE":
      return view.cancellation ? `This ${orderNoun(view)} is cancelled; your refund is on its way` : "Your payment will be refunded";
    case "REFUNDED":
      return `This ${orderNoun(view)} is cancelled and refunded`;
    case "PARTIALLY_REFUNDED":
      return `This ${orderNoun(view)} is cancelled and partly refunded`;
    default:
      if (view.hold?.lapsed) return `${made} — your ${seatWord(view)} ${seatWord(view) === "seat" ? "was" : "were"} released`;
      return `${made} — waiting for your payment`;
  }
}

/** What happens next, in order: the numbered steps under the headline. */
export function nextSteps(view: OrderView): ReactNode[] {
  const amount = formatUsd(view.amount);
  const email = view.client.email;
  const item = view.item;
  const comeAlong =
    item.kind === "event"
      ? `Come to ${item.place || "the venue"}${item.startDate && item.endDate ? ` on ${formatDayRange(item.startDate, item.endDate)}` : ""}; your name is on the list.`
      : `We call you on ${readablePhone(view.client.phoneNumber) || "your phone"} before the tour to confirm the pick-up${view.client.location ? ` at ${view.client.location}` : ""}${view.deadline ? ` on ${orderDayTime(view.deadline, view.deadlineLocal)}` : ""}.`;
  const receipt = item.kind === "event" ? `We e-mail your receipt and a calendar file to ${email}.` : `We e-mail your receipt to ${email}.`;
  switch (view.status) {
    case "PAID":
      return [
        item.kind === "event"
          ? `Your receipt, your ticket (a PDF) and a calendar file are on their way to ${email}.`
          : `Your receipt and your voucher (a PDF) are on their way to ${email}.`,
        comeAlong,
        `Show the ${item.kind === "event" ? "ticket" : "voucher"}, printed or on your phone: we scan its QR code to check you in.`,
      ];
    case "AWAITING_TRANSFER":
      return [
        `Transfer ${amount} to the account below, quoting the reference ${view.reference}.`,
        `We e-mail ${email} as soon as the money arrives.`,
        comeAlong,
      ];
    case "PARTIALLY_REFUNDED":
      return [
        `${formatUsd(view.refundedAmount)} of your payment has been refunded; the details were sent to ${email}.`,
        `Questions? Write to ${site.emails.bookings} or call ${site.phone}.`,
      ];
    case "REFUND_DUE":
      if (view.cancellation)
        return [
          `We refund ${formatUsd(view.cancellation.refundAmount)} by bank transfer to the account your payment came from, and e-mail ${email} once it is made.`,
          `Questions? Write to ${site.emails.bookings} or call ${site.phone}.`,
        ];
      return [
        "Your payment arrived after the time we could hold your seat, and the last seat had been taken meanwhile.",
        `We refund the full amount; the details are on their way to ${email}.`,
        `Questions? Write to ${site.emails.bookings} or call ${site.phone}.`,
      ];
    case "CANCELLED":
    case "REFUNDED":
      return [`Nothing more to do. To book again, write to ${site.emails.bookings} or call ${site.phone}.`];
    default:
      return unpaidSteps(view, amount, receipt, comeAlong);
  }
}

/** An unpaid order: pay, within the seat hold when there is one; once it lapsed, what is left to do. */
function unpaidSteps(view: OrderView, amount: string, receipt: string, comeAlong: string): ReactNode[] {
  const hold = view.hold;
  if (!hold) return [`Pay ${amount} by card or bank transfer with "Pay now" below.`, receipt, comeAlong];
  const seats = seatWord(view);
  if (!hold.lapsed)
    return [
      `Pay ${amount} by card or bank transfer with "Pay now" below before ${formatTime(hold.until)} (Kigali time): we hold your ${seats} until then.`,
      receipt,
      comeAlong,
    ];
  const released = `We held your ${seats} until ${formatDayTime(hold.until)} (Kigali time) and released ${seats === "seat" ? "it" : "them"} when the ${orderNoun(view)} was not paid.`;
  if (hold.seatsFree)
    return [
      released,
      `${seats === "seat" ? "A seat is" : "Seats are"} still free: "Pay now" below takes ${seats === "seat" ? "it" : "them"} again. Pay ${amount}.`,
      receipt,
    ];
  return [
    released,
    view.item.kind === "event"
      ? `The event is now full. Write to ${site.emails.bookings} or call ${site.phone}, and we tell you if a seat becomes free.`
      : `This departure is now full. Choose another date on the tour's page, or write to ${site.emails.bookings} and we find you one.`,
  ];
}

/**
 * The facts of the order: on /myorder after the state and the steps, with the contact details;
 * on /pay under the amount, what is being paid for.
 */
export function orderFacts(view: OrderView, { contact: withContact = true } = {}): [string, ReactNode][] {
  const item = view.item;
  const contact: [string, ReactNode][] = withContact
    ? [
        ["Phone", readablePhone(view.client.phoneNumber)],
        ["E-mail", view.client.email],
      ]
    : [];
  if (item.kind === "event") {
    return [
      ["Registration", item.title || "Event"],
      ...(item.startDate && item.endDate ? [["Dates", formatDaysAndHours(item.startDate, item.endDate)] as [string, ReactNode]] : []),
      ...(item.place ? [["Venue", item.place] as [string, ReactNode]] : []),
      ...item.people.flatMap((p, i): [string, ReactNode][] => {
        const n = item.people.length > 1 ? ` ${i + 1}` : "";
        return [
          [`Participant${n}`, p.name],
          [`Category${n}`, p.category],
          [`Fee${n}`, feeRow(p)],
        ];
      }),
      ...contact,
      ["Reference", view.reference],
    ];
  }
  return [
    ...(withContact
      ? ([["Names", view.client.names], ...contact, ["Address", view.client.address], ["Location", view.client.location]] as [string, ReactNode][])
      : []),
    ["Booking", `${item.title || "Tour"} — ${people(item.people)}`],
    ...(item.departsAt ? [["Departure", formatDayTime(item.departsAt)] as [string, ReactNode]] : []),
    // The spec's labels: a tour date is a day, the pick-up a day and a time (a departure may stand for both).
    ...((item.departsAt && !view.needDate ? [] : [["Need date from", view.needDate ? orderDay(view.needDate) : "—"]]) as [string, ReactNode][]),
    ...((item.departsAt && !view.deadline ? [] : [["Pick up date", view.deadline ? orderDayTime(view.deadline, view.deadlineLocal) : "—"]]) as [
      string,
      ReactNode,
    ][]),
    ["Reference", view.reference],
  ];
}

/** Facts as a two-column list (label, value). */
export function FactList({ facts, className = "" }: { facts: [string, ReactNode][]; className?: string }) {
  return (
    <dl className={`grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm ${className}`}>
      {facts.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-ink-faint">{k}</dt>
          <dd className="font-medium break-words text-ink">{v}</dd>
        </div>
      ))}
    </dl>
  );
}
