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
import { formatLongDate, formatUsd, truncate } from "@/lib/format";
import { readPageQuery } from "@/lib/pagination";
import { listTours } from "@/lib/tours/queries";
import type { TourJson } from "@/lib/tours/serialize";

export const metadata: Metadata = { title: "Tours" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ToursListPage({ searchParams }: Props) {
  const actor = await requireStaffPage();
  const query = readPageQuery(await searchParams, 20);
  const { items, total } = await listTours({ staff: true, ...query });
  const isAdmin = actor.role === "admin";

  return (
    <>
      <Breadcrumb items={[{ label: "Dashboard", href: "/account" }, { label: "Tours" }]} />
      <PageHeader title="Tours" description={`${total} ${total === 1 ? "tour" : "tours"}`} action={<LinkButton href="/account/tours/create">Create tour</LinkButton>} />
      <SearchForm action="/account/tours" q={query.q} label="Search tours by title" />
      <DataTable<TourJson>
        caption="Tours"
        rows={items}
        rowKey={(t) => t.id}
        columns={[
          {
            header: "Title",
            cell: (t) => (
              <Link href={`/account/tours/view/${t.slug}`} className="font-medium text-brand-800 hover:underline">
                {truncate(t.title, 60)}
              </Link>
            ),
          },
          { header: "Location", cell: (t) => t.location || "—" },
          { header: "Price (1 person)", cell: (t) => (t.price1 > 0 ? formatUsd(t.price1) : "—") },
          { header: "Status", cell: (t) => (t.isPublished ? <StatusBadge tone="green">Published</StatusBadge> : <StatusBadge tone="grey">Draft</StatusBadge>) },
          { header: "Created", cell: (t) => formatLongDate(t.createdAt) },
          {
            header: "Actions",
            srOnlyHeader: true,
            cell: (t) => (
              <div className="flex flex-wrap items-start gap-2">
                <LinkButton href={`/account/tours/view/${t.slug}`} variant="secondary" size="sm">
                  View
                </LinkButton>
                {isAdmin ? <StatusToggle url={`/api/tours/publish/${t.slug}`} field="isPublished" value={t.isPublished} onLabel="Publish" offLabel="UnPublish" /> : null}
              </div>
            ),
          },
        ]}
        empty={
          query.q ? (
            <p>No tours match &ldquo;{query.q}&rdquo;.</p>
          ) : (
            <div className="space-y-3">
              <p>No tours yet.</p>
              <LinkButton href="/account/tours/create">Create tour</LinkButton>
            </div>
          )
        }
      />
      <Pagination page={query.page} limit={query.limit} total={total} basePath="/account/tours" params={{ q: query.q }} />
    </>
  );
}
