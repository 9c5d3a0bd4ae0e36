import { toCsv, type CsvColumn } from "@/lib/csv";
import { formatCsvDateTime, formatTime } from "@/lib/dates";
import { orderReference } from "@/lib/orders/serialize";
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
];

/** A departure's manifest as CSV, through the one CSV writer. */
export const manifestCsv = (travellers: Traveller[]) => toCsv(columns, travellers);

/** The totals under a manifest: travellers and money received. */
export function manifestTotals(travellers: Traveller[]) {
  const people = travellers.reduce((n, t) => n + t.people, 0);
  const paidPeople = travellers.filter((t) => t.paid).reduce((n, t) => n + t.people, 0);
  const received = travellers.filter((t) => t.paid && !t.testMode).reduce((sum, t) => sum + Math.round(t.amount * 100), 0) / 100;
  return { people, paidPeople, received };
}
