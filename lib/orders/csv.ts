import { formatCsvDate, formatCsvDateTime } from "@/lib/dates";
import type { BookingRow } from "./queries";

/** One CSV field; a leading = + - @ is neutralised so spreadsheets do not run it as a formula. */
function field(v: unknown): string {
  let s = String(v ?? "");
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function bookingsCsv(rows: BookingRow[]): string {
  const header = ["Reference", "Name", "Tour name", "People", "Address", "Location", "Booking Status", "Phone", "Email", "Amount (USD)", "Need date", "Pick up date", "Created At"];
  const lines = rows.map((r) =>
    [
      r.reference,
      r.client.names,
      r.tourName ?? "Tour Not Found",
      r.itemsArray[0]?.itemNumber ?? "",
      r.client.address,
      r.client.location,
      r.status,
      r.client.phoneNumber,
      r.clientEmail,
      r.amount.toFixed(2),
      r.needDate ? formatCsvDate(r.needDate) : "",
      r.deadline ? formatCsvDateTime(r.deadline) : "",
      formatCsvDateTime(r.createdAt),
    ]
      .map(field)
      .join(","),
  );
  return "\uFEFF" + [header.join(","), ...lines].join("\r\n") + "\r\n";
}
