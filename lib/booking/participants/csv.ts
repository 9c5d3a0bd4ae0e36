import { toCsv, type CsvColumn } from "@/lib/platform/csv";
import { formatCsvDateTime } from "@/lib/platform/dates";
import type { ParticipantRow } from "./queries";
import { CATEGORY_LABELS } from "@/lib/booking/terms/fees";

const columns: CsvColumn<ParticipantRow>[] = [
  ["Registered", (p) => formatCsvDateTime(p.createdAt)],
  ["Event", (p) => p.eventName],
  ["Title", (p) => p.title],
  ["Family name", (p) => p.familyName],
  ["First name", (p) => p.firstName],
  ["Position", (p) => p.position],
  ["Department", (p) => p.department],
  ["Organization", (p) => p.organization],
  ["Address", (p) => p.address],
  ["Town", (p) => p.town],
  ["Country", (p) => p.country],
  ["Telephone", (p) => p.phone],
  ["Email", (p) => p.email],
  ["Diet requirements", (p) => p.dietRequirements],
  ["Category", (p) => CATEGORY_LABELS[p.category]],
  ["Amount (USD)", (p) => Number(p.amount)],
  ["Payment status", (p) => p.paymentStatus],
  ["Test payment", (p) => (p.testMode ? "TEST" : "")],
  ["Refunded (USD)", (p) => p.refundedAmount],
  ["Checked in", (p) => (p.checkedInAt ? formatCsvDateTime(p.checkedInAt) : "")],
  ["Data protection consent", (p) => p.dataProtection],
  ["Order", (p) => p.orderId],
  // Added last, so the columns an older spreadsheet reads keep their places.
  ["Paid in", (p) => p.paidIn?.currency ?? ""],
  ["Amount paid", (p) => (p.paidIn ? String(p.paidIn.amount) : "")],
];

/** The participants list as CSV (the dashboard's export). */
export const participantsCsv = (rows: ParticipantRow[]) => toCsv(columns, rows);
