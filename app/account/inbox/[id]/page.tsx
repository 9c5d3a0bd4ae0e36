import type { Metadata } from "next";
import { readablePhone } from "@/lib/booking/orders/phone";
import { notFound } from "next/navigation";
import { requireStaffPage } from "@/lib/access/auth/guards";
import { formatCalendarDay, formatDateTime } from "@/lib/platform/dates";
import { getInboxMessage, KIND_LABELS } from "@/lib/audience/inquiries/queries";
import { LANGUAGE_NAMES } from "@/lib/audience/language-names";
import { CABIN_CLASS_LABELS, TRIP_TYPE_LABELS } from "@/lib/audience/inquiries/schema";
import { HandledButton } from "@/components/account/inbox/handled-button";
import { MessageStatusBadge } from "@/components/account/inbox/message-status";
import { DetailPage, DetailSection, FactList, type Fact } from "@/components/account/list/detail-parts";

export const metadata: Metadata = { title: "Visitor message", referrer: "no-referrer" };

/** Labels of the form-specific values kept in `details`, in display order. */
const DETAIL_LABELS: Record<string, string> = {
  organization: "Organization",
  eventType: "Type of event",
  tripType: "Trip",
  departureCity: "Departure city",
  destinationCity: "Destination city",
  departureDate: "Departure date",
  returnDate: "Return date",
  startDate: "Start date",
  endDate: "End date",
  numberOfPassengers: "Number of passengers",
  cabinClass: "Cabin class",
  attendees: "Expected attendees",
  services: "Services needed",
};

/** Details that are days the visitor chose, shown like every other date. */
const CALENDAR_DAYS = new Set(["departureDate", "returnDate", "startDate", "endDate"]);

export default async function InboxMessagePage({ params }: PageProps<"/account/inbox/[id]">) {
  await requireStaffPage();
  const { id } = await params;
  const m = await getInboxMessage(id);
  if (!m) notFound();
  const title = m.subject || `${KIND_LABELS[m.kind]} from ${m.names || m.email}`;
  const details = Object.entries(DETAIL_LABELS).flatMap(([key, label]) => {
    const value = m.details[key];
    if (value === undefined || value === null || value === "") return [];
    const shown =
      key === "cabinClass"
        ? (CABIN_CLASS_LABELS[value as keyof typeof CABIN_CLASS_LABELS] ?? String(value))
        : key === "tripType"
          ? (TRIP_TYPE_LABELS[value as keyof typeof TRIP_TYPE_LABELS] ?? String(value))
          : CALENDAR_DAYS.has(key)
            ? formatCalendarDay(String(value))
            : String(value);
    return [[label, shown] as Fact];
  });
  const facts: (Fact | null)[] = [
    ["Kind", KIND_LABELS[m.kind]],
    ["Status", <MessageStatusBadge key="s" handled={!!m.handledAt} />],
    ["Received", formatDateTime(m.createdAt)],
    m.handledAt ? ["Handled", formatDateTime(m.handledAt)] : null,
    ["Name", m.names || "—"],
    ["Email", m.email],
    ["Phone", readablePhone(m.phone) || "—"],
    ["Language", LANGUAGE_NAMES[m.locale]],
    ...details,
  ];
  const reply = `mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject || KIND_LABELS[m.kind]}`)}`;
  return (
    <DetailPage list={{ label: "Inbox", href: "/account/inbox" }} title={title}>
      <FactList facts={facts} />
      {m.message ? (
        <DetailSection id="message-body" title={m.kind === "air_ticket" && m.details.source !== "sendhtml" ? "Special requests" : "Message"}>
          <p className="whitespace-pre-wrap break-words rounded-xl border border-stone-200 bg-white p-6 text-sm leading-relaxed text-ink">{m.message}</p>
        </DetailSection>
      ) : null}
      <div className="flex flex-wrap items-start gap-3">
        <a href={reply} className="inline-flex items-center rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800">
          Reply by email
        </a>
        <HandledButton id={m.id} handled={!!m.handledAt} />
      </div>
    </DetailPage>
  );
}
