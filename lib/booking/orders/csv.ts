import { toCsv, type CsvColumn } from "@/lib/platform/csv";
import { formatCsvDateTime } from "@/lib/platform/dates";
import { orderCsvDate, orderCsvDateTime } from "./dates";
import type { BookingRow } from "./queries";

const columns: CsvColumn<BookingRow>[] = [
  ["Reference", (r) => r.reference],
  ["Name", (r) => r.client.names],
  ["Tour name", (r) => r.tourName ?? "Tour Not Found"],
  ["People", (r) => r.itemsArray[0]?.itemNumber],
  ["Address", (r) => r.client.address],
  ["Location", (r) => r.client.location],
  ["Booking Status", (r) => r.status],
  // Paid through the built-in test gateway: no money moved.
  ["Test payment", (r) => (r.testMode ? "TEST" : "")],
  ["Phone", (r) => r.client.phoneNumber],
  ["Email", (r) => r.clientEmail],
  ["Amount (USD)", (r) => r.amount.toFixed(2)],
  ["Refunded (USD)", (r) => r.refundedAmount.toFixed(2)],
  ["Need date", (r) => (r.needDate ? orderCsvDate(r.needDate) : "")],
  ["Pick up date", (r) => (r.deadline ? orderCsvDateTime(r.deadline) : "")],
  ["Created At", (r) => formatCsvDateTime(r.createdAt)],
  // Mobile money is paid in francs: what was (or is being) paid, and the rate it was locked at.
  ["Paid in", (r) => r.payIn?.currency ?? ""],
  ["Amount paid", (r) => (r.payIn ? String(r.payIn.amount) : "")],
  ["Rate (per USD)", (r) => (r.payIn ? String(r.payIn.rate) : "")],
];

/** The bookings list as CSV (the dashboard's export). */
export const bookingsCsv = (rows: BookingRow[]) => toCsv(columns, rows);
