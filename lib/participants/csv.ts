import { formatCsvDateTime } from "@/lib/dates";
import type { ParticipantRow } from "./queries";
import { CATEGORY_LABELS } from "./fees";

const columns: [string, (p: ParticipantRow) => string | number | boolean][] = [
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
  ["Data protection consent", (p) => (p.dataProtection ? "yes" : "no")],
  ["Order", (p) => p.orderId ?? ""],
];

/**
 * One CSV cell: quoted when needed; text a spreadsheet would run as a formula (=, +, -, @, tab,
 * carriage return first) is prefixed with an apostrophe, since visitors typed these fields.
 */
function cell(value: string | number | boolean): string {
  let s = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The participants list as CSV (RFC 4180, CRLF line ends, with a header row). */
export function participantsCsv(rows: ParticipantRow[]): string {
  const lines = [columns.map(([h]) => cell(h)), ...rows.map((p) => columns.map(([, get]) => cell(get(p))))];
  return lines.map((l) => l.join(",")).join("\r\n") + "\r\n";
}
