import type { ReactNode } from "react";
import { readablePhone } from "@/lib/booking/orders/phone";
import type { OrderView, RegisteredPerson } from "@/lib/booking/orders/order-view";
import { site } from "@/lib/platform/site";
import type { Locale } from "@/lib/content/i18n/locales";
import { translator } from "@/lib/content/i18n/messages";
import { orderFormats, type OrderFormats } from "@/lib/content/i18n/order-formats";

/** The order story's words and formats in one language (English unless told). */
export function storyWords(locale: Locale = "en") {
  // Content from the database (titles, venues, fee tables) stays English: marked so under another language.
  const english = (text: string): ReactNode => (locale === "en" ? text : <span lang="en">{text}</span>);
  return { t: translator(locale, "orderStory"), f: orderFormats(locale), english };
}
export type StoryWords = ReturnType<typeof storyWords>;
const ENGLISH = storyWords("en");

/** The fee-table row a participant pays: "Africans, Early Birds: $180". */
const feeRow = (p: RegisteredPerson, f: OrderFormats) => `${p.category}${p.column ? `, ${p.column}` : ""}: ${f.usd(p.amount)}`;

/** "booking" or "registration": what the visitor made, in the words of the pages and e-mails. */
export const orderNoun = (view: OrderView) => (view.item.kind === "event" ? "registration" : "booking");

/** "several" or "single": whether the order holds seats or a seat (a registration is one person); a select in the messages. */
const seatCount = (view: OrderView) => (view.item.kind === "tour" && view.item.people > 1 ? "several" : "single");

/** The day the traveller comes: the tour date, or the event's first day. */
function arrivalDay(view: OrderView, f: OrderFormats): string | null {
  if (view.item.kind === "event") return view.item.startDate ? f.day(view.item.startDate) : null;
  if (view.item.departsAt) return f.day(view.item.departsAt);
  return view.needDate ? f.orderDay(view.needDate) : null;
}

/**
 * Where the order stands, in words, before anything else ("Booked — waiting for your bank transfer").
 * `arrived`: the visitor has just paid ("Payment received — …").
 */
export function orderHeadline(view: OrderView, { t, f }: StoryWords = ENGLISH, arrived = false): string {
  const kind = view.item.kind;
  const noun = orderNoun(view);
  const day = arrivalDay(view, f);
  switch (view.status) {
    case "PAID":
      if (arrived) return day ? t("receivedOn", { day }) : t("receivedThanks");
      return day ? t("paidOn", { day }) : t("paidThanks");
    case "AWAITING_TRANSFER":
      return t("awaitingTransfer", { kind });
    case "FAILED":
      return t("failed", { kind });
    case "CANCELLED":
      return t("cancelled", { noun });
    case "REFUND_DUE":
      return view.cancellation ? t("refundOnItsWay", { noun }) : t("willBeRefunded");
    case "REFUNDED":
      return t("refunded", { noun });
    case "PARTIALLY_REFUNDED":
      return t("partlyRefunded", { noun });
    default:
      if (view.hold?.lapsed) return t("released", { kind, seats: seatCount(view) });
      return t("waiting", { kind });
  }
}

/** What happens next, in order: the numbered steps under the headline. */
export function nextSteps(view: OrderView, words: StoryWords = ENGLISH): ReactNode[] {
  const { t, f } = words;
  const amount = f.usd(view.amount);
  const email = view.client.email;
  const item = view.item;
  const contact = { email: site.emails.bookings, phone: site.phone };
  const comeAlong =
    item.kind === "event"
      ? item.startDate && item.endDate
        ? t("comeToOn", { place: item.place || t("theVenue"), days: f.dayRange(item.startDate, item.endDate) })
        : t("comeTo", { place: item.place || t("theVenue") })
      : t("weCall", {
          phone: readablePhone(view.client.phoneNumber) || t("yourPhone"),
          where: view.client.location ? t("pickUpAt", { location: view.client.location }) : "",
          when: view.deadline ? t("pickUpOn", { when: pickUpWhen(view.deadline, view.deadlineLocal, words) }) : "",
        });
  const receipt = item.kind === "event" ? t("receiptEvent", { email }) : t("receiptTour", { email });
  switch (view.status) {
    case "PAID":
      return [item.kind === "event" ? t("sentEvent", { email }) : t("sentTour", { email }), comeAlong, t("showIt", { kind: item.kind })];
    case "AWAITING_TRANSFER":
      return [t("transfer", { amount, reference: view.reference }), t("mailOnArrival", { email }), comeAlong];
    case "PARTIALLY_REFUNDED":
      return [t("partRefunded", { amount: f.usd(view.refundedAmount), email }), t("questions", contact)];
    case "REFUND_DUE":
      if (view.cancellation) return [t("refundByTransfer", { amount: f.usd(view.cancellation.refundAmount), email }), t("questions", contact)];
      return [t("arrivedLate"), t("refundFull", { email }), t("questions", contact)];
    case "CANCELLED":
    case "REFUNDED":
      return [t("nothingMore", contact)];
    default:
      return unpaidSteps(view, amount, receipt, comeAlong, words);
  }
}

/** An unpaid order: pay, within the seat hold when there is one; once it lapsed, what is left to do. */
function unpaidSteps(view: OrderView, amount: string, receipt: string, comeAlong: string, { t, f }: StoryWords): ReactNode[] {
  const hold = view.hold;
  if (!hold) return [t("payNoHold", { amount }), receipt, comeAlong];
  const seats = seatCount(view);
  if (!hold.lapsed) return [t("payWithinHold", { amount, time: f.time(hold.until), seats }), receipt, comeAlong];
  const released = t("heldReleased", { seats, when: f.dayTime(hold.until), noun: orderNoun(view) });
  if (hold.seatsFree) return [released, t("stillFree", { seats, amount }), receipt];
  const contact = { email: site.emails.bookings, phone: site.phone };
  return [released, view.item.kind === "event" ? t("eventFull", contact) : t("departureFull", contact)];
}

/** The pick-up: Kigali time (the page says so once), or said to be the traveller's local time. */
const pickUpWhen = (at: Date | string, local: boolean, { t, f }: StoryWords) => `${f.orderDayTime(at)}${local ? t("localTime") : ""}`;

/**
 * The facts of the order: on /myorder after the state and the steps, with the contact details;
 * on /pay under the amount, what is being paid for. Titles from the database stay English (lang="en").
 */
export function orderFacts(view: OrderView, { contact: withContact = true } = {}, words: StoryWords = ENGLISH): [string, ReactNode][] {
  const { t, f, english } = words;
  const item = view.item;
  const contact: [string, ReactNode][] = withContact
    ? [
        [t("phone"), readablePhone(view.client.phoneNumber)],
        [t("email"), view.client.email],
      ]
    : [];
  if (item.kind === "event") {
    return [
      [t("registration"), item.title ? english(item.title) : t("event")],
      ...(item.startDate && item.endDate ? [[t("dates"), f.daysAndHours(item.startDate, item.endDate)] as [string, ReactNode]] : []),
      ...(item.place ? [[t("venue"), english(item.place)] as [string, ReactNode]] : []),
      ...item.people.flatMap((p, i): [string, ReactNode][] => {
        const n = item.people.length > 1 ? ` ${i + 1}` : "";
        return [
          [`${t("participant")}${n}`, p.name],
          [`${t("category")}${n}`, english(p.category)],
          [`${t("fee")}${n}`, english(feeRow(p, f))],
        ];
      }),
      ...contact,
      [t("reference"), view.reference],
    ];
  }
  return [
    ...(withContact
      ? ([[t("names"), view.client.names], ...contact, [t("address"), view.client.address], [t("location"), view.client.location]] as [string, ReactNode][])
      : []),
    [
      t("booking"),
      item.title ? (
        <>
          {english(item.title)} — {t("people", { count: item.people })}
        </>
      ) : (
        `${t("tour")} — ${t("people", { count: item.people })}`
      ),
    ],
    ...(item.departsAt ? [[t("departure"), f.dayTime(item.departsAt)] as [string, ReactNode]] : []),
    // The spec's labels: a tour date is a day, the pick-up a day and a time (a departure may stand for both).
    ...((item.departsAt && !view.needDate ? [] : [[t("needDate"), view.needDate ? f.orderDay(view.needDate) : "—"]]) as [string, ReactNode][]),
    ...((item.departsAt && !view.deadline ? [] : [[t("pickUp"), view.deadline ? pickUpWhen(view.deadline, view.deadlineLocal, words) : "—"]]) as [
      string,
      ReactNode,
    ][]),
    [t("reference"), view.reference],
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
