import type { PaidIn } from "@/lib/booking/orders/paid-amount";
import "server-only";
import type { Locale } from "@/lib/platform/db/enums";
import { renderMail } from "@/lib/platform/mail/layout";
import type { OutgoingMail } from "@/lib/platform/mail/outbox";
import { mailKit, type MailKit } from "@/lib/platform/mail/words";
import type { CancellationPolicy } from "@/lib/booking/terms/cancellation-rules";
import type { ParticipantCategory } from "@/lib/platform/db/schema";
import { eventCalendarFile } from "./calendar";
import { orderReference } from "@/lib/booking/orders/serialize";
import { paidAmountIn } from "@/lib/booking/orders/mails";
import { eventPolicyLines, type EventPolicyWords } from "@/lib/booking/terms/participant-policy";
import { participantName } from "@/lib/booking/terms/names";

type MailEvent = { id: string; slug: string; title: string; place: string; startDate: Date; endDate: Date; cancellationPolicy?: CancellationPolicy | null };
/** `locale`: the language the registration was made in, which its mails speak (English when not given). */
type MailParticipant = {
  id: string;
  title: string;
  firstName: string;
  familyName: string;
  email: string;
  category: ParticipantCategory;
  amount: number;
  locale?: Locale;
};

const fullName = participantName;
const kitOf = (p: { locale?: Locale }) => mailKit(p.locale ?? "en");

const CATEGORY_KEYS = { rwandan: "categoryRwandan", african: "categoryAfrican", international: "categoryInternational" } as const;

// The one place the mail names the time zone.
const when = (k: MailKit, e: MailEvent) => k.t("registration.when", { when: k.f.daysAndHours(e.startDate, e.endDate) });

function details(k: MailKit, e: MailEvent, p: MailParticipant): string[] {
  return [
    when(k, e),
    ...(e.place ? [k.t("registration.where", { place: e.place })] : []),
    k.t("registration.participant", { name: fullName(p), category: k.t(`registration.${CATEGORY_KEYS[p.category]}`) }),
    p.amount > 0 ? k.t("registration.fee", { fee: k.f.usd(p.amount) }) : k.t("registration.feeFree"),
  ];
}

/** The cancellation policy's words in the mail's language. */
function policyWords(k: MailKit): EventPolicyWords {
  return {
    none: k.t("policy.none"),
    share: (percent) => (percent === 100 ? k.t("policy.fullRefund") : percent === 0 ? k.t("policy.noRefund") : k.t("policy.percentRefunded", { percent })),
    days: (n) => k.t("policy.days", { n }),
    range: (from, to) => k.t("policy.range", { from, to }),
    beforeStart: (share) => k.t("policy.beforeStart", { share }),
    orMore: (days, share) => k.t("policy.orMore", { days, share }),
    between: (range, share) => k.t("policy.between", { range, share }),
    lessThan: (days) => k.t("policy.lessThan", { days }),
    free: k.t("policy.free"),
    colleague: k.t("policy.colleague"),
  };
}

/** A confirmed seat (free registration, or a paid one once paid): details and the .ics file. */
export function confirmationMail(e: MailEvent, p: MailParticipant, receipt?: { orderId: string; paidAt: Date; paidIn?: PaidIn }): OutgoingMail {
  const k = kitOf(p);
  const paragraphs = [
    k.t("registration.confirmed", { title: e.title }),
    ...details(k, e, p),
    ...(receipt
      ? [
          k.t("registration.receipt", {
            amount: paidAmountIn(k, p.amount, receipt.paidIn ?? null),
            paidAt: k.f.dateTime(receipt.paidAt),
            reference: orderReference(receipt.orderId),
          }),
          k.t("registration.ticketAttached"),
        ]
      : []),
    k.t("registration.calendar"),
    k.t("registration.policy", { lines: eventPolicyLines(e.cancellationPolicy, p.amount === 0, policyWords(k)).join(" ") }),
  ];
  return {
    to: p.email,
    subject: receipt ? k.t("registration.paidSubject", { title: e.title }) : k.t("registration.confirmedSubject", { title: e.title }),
    ...renderMail({
      locale: k.locale,
      heading: receipt ? k.t("registration.paidHeading") : k.t("registration.confirmedHeading"),
      greeting: k.t("common.dear", { name: fullName(p) }),
      paragraphs,
      action: receipt
        ? { label: k.t("common.viewBooking"), url: k.link(`/myorder/${receipt.orderId}`) }
        : { label: k.t("registration.eventDetails"), url: k.link(`/event/${e.slug}`) },
    }),
    attachments: [eventCalendarFile(e, { name: `${p.firstName} ${p.familyName}`, email: p.email }, p.id, k.locale)],
  };
}

/** A free registration: the seat is held until the participant follows this link. */
export function confirmRegistrationMail(e: MailEvent, p: MailParticipant, token: string, hours: number): OutgoingMail {
  const k = kitOf(p);
  return {
    to: p.email,
    // The form sends this one to any address typed into it; the confirmed seat's mail answers the
    // click on this link (or a payment), which only the address's owner can make: not limited.
    purpose: "registration",
    subject: k.t("registration.confirmSubject", { title: e.title }),
    ...renderMail({
      locale: k.locale,
      heading: k.t("registration.confirmHeading"),
      greeting: k.t("common.dear", { name: fullName(p) }),
      paragraphs: [k.t("registration.confirmIntro", { title: e.title }), ...details(k, e, p), k.t("registration.confirmHold", { hours })],
      action: { label: k.t("registration.confirmAction"), url: k.link(`/participant/confirm/${token}`) },
      note: k.t("registration.confirmNote"),
    }),
  };
}

type Registrant = { title: string; firstName: string; familyName: string; email: string; locale?: Locale };

/** What an earlier registration of the same address is, told to that address only. */
export type Standing = { state: "unconfirmed" } | { state: "confirmed" } | { state: "paid" } | { state: "awaiting-payment"; orderId: string };

const STANDING_KEYS = {
  unconfirmed: "standingUnconfirmed",
  confirmed: "standingConfirmed",
  paid: "standingPaid",
  "awaiting-payment": "standingAwaiting",
} as const satisfies Record<Standing["state"], string>;

/**
 * A registration for an address already registered: the form answered as for any new one (so it
 * tells no stranger who is registered), and the facts come here, to the address itself.
 */
export function alreadyRegisteredMail(e: MailEvent, p: Registrant, standing: Standing): OutgoingMail {
  const k = kitOf(p);
  return {
    to: p.email,
    purpose: "registration",
    subject: k.t("registration.alreadySubject", { title: e.title }),
    ...renderMail({
      locale: k.locale,
      heading: k.t("registration.alreadyHeading"),
      greeting: k.t("common.dear", { name: fullName(p) }),
      paragraphs: [k.t("registration.alreadyIntro", { title: e.title }), when(k, e), k.t(`registration.${STANDING_KEYS[standing.state]}`)],
      action:
        standing.state === "awaiting-payment"
          ? { label: k.t("registration.payNow"), url: k.link(`/pay/${standing.orderId}`) }
          : { label: k.t("registration.eventDetails"), url: k.link(`/event/${e.slug}`) },
      note: k.t("registration.alreadyNote"),
    }),
  };
}

/** A free registration for a full event: the form answered as for any other, the facts come here. */
export function eventFullMail(e: MailEvent, p: Registrant): OutgoingMail {
  const k = kitOf(p);
  return {
    to: p.email,
    purpose: "registration",
    subject: k.t("registration.fullSubject", { title: e.title }),
    ...renderMail({
      locale: k.locale,
      heading: k.t("registration.fullHeading"),
      greeting: k.t("common.dear", { name: fullName(p) }),
      paragraphs: [k.t("registration.fullIntro", { title: e.title }), when(k, e), k.t("registration.fullLater")],
      action: { label: k.t("registration.eventDetails"), url: k.link(`/event/${e.slug}`) },
      note: k.t("registration.notRegisteredNote"),
    }),
  };
}

/** A paid registration waiting for payment: the seat is held for a while, with the payment link. */
export function paymentDueMail(e: MailEvent, p: MailParticipant, orderId: string, holdMinutes: number): OutgoingMail {
  const k = kitOf(p);
  return {
    to: p.email,
    purpose: "registration",
    subject: k.t("registration.dueSubject", { title: e.title }),
    ...renderMail({
      locale: k.locale,
      heading: k.t("registration.dueHeading"),
      greeting: k.t("common.dear", { name: fullName(p) }),
      paragraphs: [
        k.t("registration.dueIntro", { title: e.title, fee: k.f.usd(p.amount) }),
        ...details(k, e, p),
        k.t("registration.dueHold", { minutes: holdMinutes }),
      ],
      action: { label: k.t("registration.payNow"), url: k.link(`/pay/${orderId}`) },
      note: k.t("registration.dueNote"),
    }),
  };
}
