import { toCsv, type CsvColumn } from "@/lib/platform/csv";
import { formatCsvDateTime, formatTime } from "@/lib/platform/dates";
import { orderReference } from "@/lib/booking/orders/serialize";
import type { Traveller } from "./queries";

/** How a traveller's booking stands, as the manifest and its CSV say it. */
export function paymentLabel(t: Pick<Traveller, "paid" | "testMode" | "holdUntil">): string {
  if (t.paid) return t.testMode ? "Paid (TEST: no money moved)" : "Paid";
  return t.holdUntil ? `Not paid (seats held until ${formatTime(t.holdUntil)})` : "Not paid";
}

const columns: CsvColumn<Traveller>[] = [
  ["Reference", (t) => orderReference(t.orderId)],
  ["Name", (t) => t.names],
  ["People", (t) => t.people],
  ["Phone", (t) => t.phone],
  ["Email", (t) => t.email],
  ["Pick-up", (t) => t.pickUp],
  ["Payment", paymentLabel],
  ["Amount (USD)", (t) => t.amount.toFixed(2)],
  ["Booked at", (t) => formatCsvDateTime(t.bookedAt)],
  ["Checked in", (t) => (t.checkedInAt ? formatCsvDateTime(t.checkedInAt) : "")],
];

/** A departure's manifest as CSV, through the one CSV writer. */
export const manifestCsv = (travellers: Traveller[]) => toCsv(columns, travellers);

const peopleIn = (travellers: Traveller[]) => travellers.reduce((n, t) => n + t.people, 0);

/** The totals under a manifest: travellers, money received, and people checked in at the door. */
export function manifestTotals(travellers: Traveller[]) {
  const people = peopleIn(travellers);
  const paidPeople = peopleIn(travellers.filter((t) => t.paid));
  const checkedInPeople = peopleIn(travellers.filter((t) => t.checkedInAt));
  const received = travellers.filter((t) => t.paid && !t.testMode).reduce((sum, t) => sum + Math.round(t.amount * 100), 0) / 100;
  return { people, paidPeople, checkedInPeople, received };
}
