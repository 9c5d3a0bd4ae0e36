import type { Metadata } from "next";
import Link from "next/link";
import { Breadcrumb } from "@/components/account/breadcrumb";
import { PageHeader } from "@/components/account/page-header";
import { SearchForm } from "@/components/account/search-form";
import { StatusToggle } from "@/components/account/content/status-toggle";
import { LinkButton } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { Pagination } from "@/components/ui/pagination";
import { StatusBadge } from "@/components/ui/status-badge";
import { requireStaffPage } from "@/lib/auth/guards";
import { listEvents } from "@/lib/events/queries";
import type { EventJson } from "@/lib/events/serialize";
import { formatShortDate, formatUsd, truncate } from "@/lib/format";
import { readPageQuery } from "@/lib/pagination";

export const metadata: Metadata = { title: "Events" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function EventsListPage({ searchParams }: Props) {
  const actor = await requireStaffPage();
  const query = readPageQuery(await searchParams, 20);
  const { items, total } = await listEvents({ staff: true, ...query });
  const isAdmin = actor.role === "admin";

  return (
    <>
      <Breadcrumb items={[{ label: "Dashboard", href: "/account" }, { label: "Events" }]} />
      <PageHeader title="Events" description={`${total} ${total === 1 ? "event" : "events"}`} action={<LinkButton href="/account/events/create">Create event</LinkButton>} />
      <SearchForm action="/account/events" q={query.q} label="Search events by title" />
      <DataTable<EventJson>
        caption="Events"
        rows={items}
        rowKey={(e) => e.id}
        columns={[
          {
            header: "Title",
            cell: (e) => (
              <Link href={`/account/events/view/${e.slug}`} className="font-medium text-brand-800 hover:underline">
                {truncate(e.title, 60)}
              </Link>
            ),
          },
          { header: "Dates", cell: (e) => `${formatShortDate(e.startDate)} – ${formatShortDate(e.endDate)}` },
          { header: "Place", cell: (e) => e.place || "—" },
          { header: "Price", cell: (e) => (e.price > 0 ? formatUsd(e.price) : "Free entry") },
          { header: "Status", cell: (e) => (e.isApproved ? <StatusBadge tone="green">Approved</StatusBadge> : <StatusBadge tone="amber">Pending</StatusBadge>) },
          {
            header: "Actions",
            srOnlyHeader: true,
            cell: (e) => (
              <div className="flex flex-wrap items-start gap-2">
                <LinkButton href={`/account/events/view/${e.slug}`} variant="secondary" size="sm">
                  View
                </LinkButton>
                {isAdmin ? <StatusToggle url={`/api/events/approve/${e.slug}`} field="isApproved" value={e.isApproved} onLabel="Activate" offLabel="Deactivate" /> : null}
              </div>
            ),
          },
        ]}
        empty={
          query.q ? (
            <p>No events match &ldquo;{query.q}&rdquo;.</p>
          ) : (
            <div className="space-y-3">
              <p>No events yet.</p>
              <LinkButton href="/account/events/create">Create event</LinkButton>
            </div>
          )
        }
      />
      <Pagination page={query.page} limit={query.limit} total={total} basePath="/account/events" params={{ q: query.q }} />
    </>
  );
}
