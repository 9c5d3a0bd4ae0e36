import Link from "@/components/account/dashboard-link";
import type { Metadata } from "next";
import { Breadcrumb } from "@/components/account/breadcrumb";
import { PageHeader } from "@/components/account/page-header";
import { ParticipantsTable } from "@/components/account/participants/participants-table";
import { SelectField } from "@/components/ui/field";
import { Pagination } from "@/components/ui/pagination";
import { requireStaffPage } from "@/lib/access/auth/guards";
import { readPageQuery } from "@/lib/platform/pagination";
import { listEventChoices, listParticipants } from "@/lib/booking/participants/queries";
import { latestMobilePayments } from "@/lib/booking/payments/attempts";
import { PAYMENT_STATUS_LABELS } from "@/components/site/payment/order-status";
import { PAYMENT_FILTERS, readParticipantFilters } from "@/lib/booking/participants/schema";

export const metadata: Metadata = { title: "Participants" };

const PAGE_SIZE = 25;

/** /account/events/participant (spec §2.3): every registration, filtered by event and payment status, with a CSV export. */
export default async function ParticipantsPage({ searchParams }: PageProps<"/account/events/participant">) {
  const actor = await requireStaffPage();
  const sp = await searchParams;
  const { page, limit } = readPageQuery(sp, PAGE_SIZE);
  const filters = readParticipantFilters((k) => [sp[k]].flat()[0]);
  const [{ items, total, checkedIn }, choices] = await Promise.all([listParticipants({ ...filters, page, limit }), listEventChoices()]);
  const mobile = await latestMobilePayments(items.flatMap((p) => (p.orderId ? [p.orderId] : [])));
  const params = { event: filters.eventId, payment: filters.payment };
  const query = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => !!e[1])).toString();

  return (
    <>
      <Breadcrumb items={[{ label: "Dashboard", href: "/account" }, { label: `Participants (${total})` }]} />
      <PageHeader title="Participants" description="Everyone who registered for an event. The payment status is the status of the registration's order." />
      <form action="/account/events/participant" role="search" aria-label="Filter participants" className="mb-4 flex flex-wrap items-end gap-3">
        <SelectField label="Event" name="event" defaultValue={filters.eventId ?? ""} className="min-w-64">
          <option value="">All events</option>
          {choices.map((e) => (
            <option key={e.id} value={e.id}>
              {e.title}
            </option>
          ))}
        </SelectField>
        <SelectField label="Payment status" name="payment" defaultValue={filters.payment ?? ""} className="min-w-40">
          <option value="">Any status</option>
          {PAYMENT_FILTERS.map((s) => (
            <option key={s} value={s}>
              {s === "UNCONFIRMED" ? "Free, e-mail not confirmed" : PAYMENT_STATUS_LABELS[s]}
            </option>
          ))}
        </SelectField>
        <button type="submit" className="rounded-lg border border-stone-300 bg-white px-4 py-2 text-sm font-medium hover:bg-stone-100">
          Filter
        </button>
        {/* A download, not a page: a plain link so the browser saves the file. */}
        <a
          href={`/account/events/participant/export${query ? `?${query}` : ""}`}
          className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          download
        >
          Export CSV
        </a>
      </form>
      <p className="mb-3 text-sm text-ink-soft" aria-live="polite">
        {checkedIn} of {total} {total === 1 ? "participant" : "participants"} checked in{filters.eventId ? " at this event" : ""}.{" "}
        <Link href="/account/check-in" className="font-medium text-brand-800 underline underline-offset-4">
          Check people in
        </Link>
      </p>
      <ParticipantsTable
        admin={actor.role === "admin"}
        rows={items}
        mobile={mobile}
        caption="Participants"
        empty={filters.eventId || filters.payment ? "No participants match these filters." : "No participants yet."}
      />
      <Pagination page={page} limit={limit} total={total} basePath="/account/events/participant" params={params} />
    </>
  );
}
