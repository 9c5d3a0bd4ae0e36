import { paidAmountText, paidInOf } from "@/lib/booking/orders/paid-amount";
import "server-only";
import type { Db } from "@/lib/platform/db/client";
import { formatDay, formatDayTime, formatDaysAndHours } from "@/lib/platform/dates";
import { bookingFacts, type BookingFacts } from "@/lib/booking/orders/booking-facts";
import { orderLink } from "@/lib/booking/orders/mails";
import { orderReference } from "@/lib/booking/orders/serialize";
import { site } from "@/lib/platform/site";
import { ticketCodeForOrder } from "@/lib/booking/tickets/issue";
import { voucherFilename } from "./names";
import { renderVoucherPdf, type Voucher } from "./pdf";

/** A booking has a voucher while it stands: paid (a goodwill refund does not end it). */
export const hasVoucher = (facts: Pick<BookingFacts, "order">) => facts.order.status === "PAID";

export function voucherFacts(f: BookingFacts): [string, string][] {
  const people = f.people === 1 ? "1 person" : `${f.people} people`;
  const when: [string, string] =
    f.kind === "event"
      ? ["Date", f.startsAt && f.endsAt ? `${formatDaysAndHours(f.startsAt, f.endsAt)} (Kigali time)` : "To be confirmed"]
      : f.timed && f.startsAt
        ? ["Departure", `${formatDayTime(f.startsAt)} (Kigali time)`]
        : ["Tour date", f.startsAt ? formatDay(f.startsAt) : "To be confirmed"];
  const meeting: [string, string] =
    f.kind === "event"
      ? ["Venue", f.place || "To be confirmed"]
      : ["Meeting point", [f.place || "To be confirmed", f.pickUpAt ? `pick-up ${formatDayTime(f.pickUpAt)}` : ""].filter(Boolean).join(", ")];
  return [
    [f.travellers.length > 1 ? "Travellers" : f.kind === "event" ? "Participant" : "Traveller", f.travellers.join(", ")],
    [f.kind === "event" ? "Event" : "Tour", f.title || "Your booking"],
    when,
    ["Party size", people],
    ["Amount paid", `${paidAmountText(f.order.amount, paidInOf(f.order))}${f.order.testMode ? " (TEST: no money moved)" : ""}`],
    meeting,
    ["Office phone", site.phone],
  ];
}

/** The booking's voucher, its check-in code made on first need; null when the booking has none (unpaid, cancelled). */
export async function voucherForOrder(db: Db, orderId: string): Promise<{ pdf: Buffer; filename: string; voucher: Voucher } | null> {
  const facts = await bookingFacts(db, orderId);
  if (!facts || !hasVoucher(facts)) return null;
  const voucher: Voucher = {
    kind: facts.kind === "event" ? "ticket" : "voucher",
    reference: orderReference(orderId),
    code: await ticketCodeForOrder(db, orderId),
    facts: voucherFacts(facts),
    manageUrl: orderLink(orderId),
    test: facts.order.testMode,
  };
  return { pdf: await renderVoucherPdf(voucher), filename: voucherFilename(orderId, voucher.kind), voucher };
}
