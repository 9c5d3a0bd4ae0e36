import { paidAmountText, type PaidIn } from "@/lib/booking/orders/paid-amount";
import "server-only";
import { formatDateTime, formatDaysAndHours } from "@/lib/platform/dates";
import { formatUsd } from "@/lib/platform/format";
import { appUrl } from "@/lib/platform/env";
import { renderMail } from "@/lib/platform/mail/layout";
import type { OutgoingMail } from "@/lib/platform/mail/outbox";
import type { CancellationPolicy } from "@/lib/booking/cancellation/rules";
import type { ParticipantCategory } from "@/lib/platform/db/schema";
import { eventCalendarFile } from "./calendar";
import { CATEGORY_LABELS } from "./fees";
import { orderReference } from "@/lib/booking/orders/serialize";
import { eventPolicyLines } from "./policy";
import { participantName } from "./names";

type MailEvent = { id: string; slug: string; title: string; place: string; startDate: Date; endDate: Date; cancellationPolicy?: CancellationPolicy | null };
type MailParticipant = { id: string; title: string; firstName: string; familyName: string; email: string; category: ParticipantCategory; amount: number };

// The one place the mail names the time zone.
const when = (e: MailEvent) => `${formatDaysAndHours(e.startDate, e.endDate)} (Kigali time)`;
const fullName = participantName;

function details(e: MailEvent, p: MailParticipant): string[] {
  return [
    `When: ${when(e)}.`,
    ...(e.place ? [`Where: ${e.place}.`] : []),
    `Participant: ${fullName(p)} (${CATEGORY_LABELS[p.category]}).`,
    `Fee: ${p.amount > 0 ? formatUsd(p.amount) : "free of charge"}.`,
  ];
}

/** A confirmed seat (free registration, or a paid one once paid): details and the .ics file. */
export function confirmationMail(e: MailEvent, p: MailParticipant, receipt?: { orderId: string; paidAt: Date; paidIn?: PaidIn }): OutgoingMail {
  const paragraphs = [
    `Your registration for ${e.title} is confirmed.`,
    ...details(e, p),
    ...(receipt
      ? [
          `Receipt: we received ${paidAmountText(p.amount, receipt.paidIn ?? null)} on ${formatDateTime(receipt.paidAt)} for booking ${orderReference(receipt.orderId)}. Thank you.`,
          "Your ticket is attached: show it, printed or on your phone, at the entrance.",
        ]
      : []),
    "The attached calendar file adds the event to your calendar.",
    `Cancellation policy: ${eventPolicyLines(e.cancellationPolicy, p.amount === 0).join(" ")}`,
  ];
  return {
    to: p.email,
    subject: receipt ? `Payment received: ${e.title}` : `Registration confirmed: ${e.title}`,
    ...renderMail({
      heading: receipt ? "Payment received, see you there" : "You are registered",
      greeting: `Dear ${fullName(p)},`,
      paragraphs,
      action: receipt
        ? { label: "View your booking", url: `${appUrl()}/myorder/${receipt.orderId}` }
        : { label: "Event details", url: `${appUrl()}/event/${e.slug}` },
    }),
    attachments: [eventCalendarFile(e, { name: `${p.firstName} ${p.familyName}`, email: p.email }, p.id)],
  };
}

/** A free registration: the seat is held until the participant follows this link. */
export function confirmRegistrationMail(e: MailEvent, p: MailParticipant, token: string, hours: number): OutgoingMail {
  return {
    to: p.email,
    // The form sends this one to any address typed into it; the confirmed seat's mail answers the
    // click on this link (or a payment), which only the address's owner can make: not limited.
    purpose: "registration",
    subject: `Please confirm your registration: ${e.title}`,
    ...renderMail({
      heading: "One step left: confirm your e-mail",
      greeting: `Dear ${fullName(p)},`,
      paragraphs: [
        `We have your registration for ${e.title}. Please confirm it with the link below: it shows us the address is yours.`,
        ...details(e, p),
        `We hold your seat for ${hours} hours. A registration that is not confirmed by then gives its seat back.`,
      ],
      action: { label: "Confirm my registration", url: `${appUrl()}/participant/confirm/${token}` },
      note: "If you did not register, ignore this e-mail: nothing more will be sent.",
    }),
  };
}

type Registrant = { title: string; firstName: string; familyName: string; email: string };

/** What an earlier registration of the same address is, told to that address only. */
export type Standing = { state: "unconfirmed" } | { state: "confirmed" } | { state: "paid" } | { state: "awaiting-payment"; orderId: string };

const STANDING_SAYS: Record<Standing["state"], string> = {
  unconfirmed: "Your registration is not confirmed yet: please follow the link in the first e-mail we sent you, which holds your seat until it lapses.",
  confirmed: "Your registration is confirmed: the confirmation we sent you then holds the details and the calendar file.",
  paid: "Your registration is paid and confirmed: the receipt we sent you then holds the details and the calendar file.",
  "awaiting-payment": "Your registration is waiting for its payment: the button below pays it while we still hold your seat.",
};

/**
 * A registration for an address already registered: the form answered as for any new one (so it
 * tells no stranger who is registered), and the facts come here, to the address itself.
 */
export function alreadyRegisteredMail(e: MailEvent, p: Registrant, standing: Standing): OutgoingMail {
  return {
    to: p.email,
    purpose: "registration",
    subject: `You are already registered: ${e.title}`,
    ...renderMail({
      heading: "You are already registered",
      greeting: `Dear ${fullName(p)},`,
      paragraphs: [
        `Someone, most likely you, registered this address for ${e.title} again. This address is already registered, so nothing has changed.`,
        `When: ${when(e)}.`,
        STANDING_SAYS[standing.state],
      ],
      action:
        standing.state === "awaiting-payment"
          ? { label: "Pay now", url: `${appUrl()}/pay/${standing.orderId}` }
          : { label: "Event details", url: `${appUrl()}/event/${e.slug}` },
      note: "If you did not register again, ignore this e-mail.",
    }),
  };
}

/** A free registration for a full event: the form answered as for any other, the facts come here. */
export function eventFullMail(e: MailEvent, p: Registrant): OutgoingMail {
  return {
    to: p.email,
    purpose: "registration",
    subject: `Sorry, ${e.title} is full`,
    ...renderMail({
      heading: "The event is full",
      greeting: `Dear ${fullName(p)},`,
      paragraphs: [
        `Thank you for registering for ${e.title}. We are sorry: every seat is taken, so we could not register you.`,
        `When: ${when(e)}.`,
        "A seat may come free if a registration is not confirmed: you are welcome to try again later.",
      ],
      action: { label: "Event details", url: `${appUrl()}/event/${e.slug}` },
      note: "If you did not register, ignore this e-mail.",
    }),
  };
}

/** A paid registration waiting for payment: the seat is held for a while, with the payment link. */
export function paymentDueMail(e: MailEvent, p: MailParticipant, orderId: string, holdMinutes: number): OutgoingMail {
  return {
    to: p.email,
    purpose: "registration",
    subject: `Complete your registration: ${e.title}`,
    ...renderMail({
      heading: "One step left: the payment",
      greeting: `Dear ${fullName(p)},`,
      paragraphs: [
        `We have your registration for ${e.title}. Your seat is confirmed once the fee of ${formatUsd(p.amount)} is paid.`,
        ...details(e, p),
        `We hold your seat for ${holdMinutes} minutes; after that it may go to someone else if the event fills up.`,
      ],
      action: { label: "Pay now", url: `${appUrl()}/pay/${orderId}` },
      note: "You will receive a receipt and a calendar file once the payment is through.",
    }),
  };
}
