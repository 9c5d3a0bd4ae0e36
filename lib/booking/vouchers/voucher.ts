import "server-only";
import { paidInOf } from "@/lib/booking/orders/paid-amount";
import type { Db } from "@/lib/platform/db/client";
import { mailKit, sentWords, type MailKit } from "@/lib/platform/mail/words";
import { bookingFacts, type BookingFacts } from "@/lib/booking/orders/booking-facts";
import { orderLinkIn, paidAmountIn } from "@/lib/booking/orders/mails";
import { orderReference } from "@/lib/booking/orders/serialize";
import { site } from "@/lib/platform/site";
import { ticketCodeForOrder } from "@/lib/booking/tickets/issue";
import { voucherFilename } from "./names";
import { renderVoucherPdf, type Voucher } from "./pdf";

/** A booking has a voucher while it stands: paid (a goodwill refund does not end it). */
export const hasVoucher = (facts: Pick<BookingFacts, "order">) => facts.order.status === "PAID";

/** The facts in the booking's language (its `locale`): labels, dates and money, in the currency paid. */
export function voucherFacts(f: BookingFacts, k: MailKit = mailKit(f.order.locale)): [string, string][] {
  const t = sentWords(k.locale, "voucherPdf");
  const tbc = t("toBeConfirmed");
  const when: [string, string] =
    f.kind === "event"
      ? [t("date"), f.startsAt && f.endsAt ? t("kigaliTime", { when: k.f.daysAndHours(f.startsAt, f.endsAt) }) : tbc]
      : f.timed && f.startsAt
        ? [t("departure"), t("kigaliTime", { when: k.f.dayTime(f.startsAt) })]
        : [t("tourDate"), f.startsAt ? k.f.day(f.startsAt) : tbc];
  const meeting: [string, string] =
    f.kind === "event"
      ? [t("venue"), f.place || tbc]
      : [t("meetingPoint"), [f.place || tbc, f.pickUpAt ? t("pickUp", { when: k.f.dayTime(f.pickUpAt) }) : ""].filter(Boolean).join(", ")];
  const paid = paidAmountIn(k, Number(f.order.amount), paidInOf(f.order));
  return [
    [f.travellers.length > 1 ? t("travellers") : f.kind === "event" ? t("participant") : t("traveller"), f.travellers.join(", ")],
    [f.kind === "event" ? t("event") : t("tour"), f.title || t("yourBooking")],
    when,
    [t("partySize"), t("people", { people: f.people })],
    [t("amountPaid"), f.order.testMode ? t("testNoMoney", { amount: paid }) : paid],
    meeting,
    [t("officePhone"), site.phone],
  ];
}

/** The booking's voucher, its check-in code made on first need; null when the booking has none (unpaid, cancelled). */
export async function voucherForOrder(db: Db, orderId: string): Promise<{ pdf: Buffer; filename: string; voucher: Voucher } | null> {
  const facts = await bookingFacts(db, orderId);
  if (!facts || !hasVoucher(facts)) return null;
  const k = mailKit(facts.order.locale);
  const lines = voucherFacts(facts, k);
  const voucher: Voucher = {
    kind: facts.kind === "event" ? "ticket" : "voucher",
    reference: orderReference(orderId),
    code: await ticketCodeForOrder(db, orderId),
    facts: lines,
    // The tour's or event's line: its title, or "Your booking" when it has none.
    subject: lines[1][1],
    manageUrl: orderLinkIn(k, orderId),
    test: facts.order.testMode,
    locale: k.locale,
  };
  return { pdf: await renderVoucherPdf(voucher), filename: voucherFilename(orderId, voucher.kind), voucher };
}
