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
import { formatLongDate, truncate } from "@/lib/format";
import { readPageQuery } from "@/lib/pagination";
import { listPublications } from "@/lib/publications/queries";
import { categoryLabel } from "@/lib/publications/schema";
import type { PublicationJson } from "@/lib/publications/serialize";

export const metadata: Metadata = { title: "Publications" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function PublicationsListPage({ searchParams }: Props) {
  const actor = await requireStaffPage();
  const query = readPageQuery(await searchParams, 20);
  const { items, total } = await listPublications({ staff: true, ...query });
  const isAdmin = actor.role === "admin";

  return (
    <>
      <Breadcrumb items={[{ label: "Dashboard", href: "/account" }, { label: "Publications" }]} />
      <PageHeader
        title="Publications"
        description={`${total} ${total === 1 ? "publication" : "publications"}`}
        action={<LinkButton href="/account/publications/create">Create publication</LinkButton>}
      />
      <SearchForm action="/account/publications" q={query.q} label="Search publications by title" />
      <DataTable<PublicationJson>
        caption="Publications"
        rows={items}
        rowKey={(p) => p.id}
        columns={[
          {
            header: "Title",
            cell: (p) => (
              <Link href={`/account/publications/view/${p.id}`} className="font-medium text-brand-800 hover:underline">
                {truncate(p.title, 80)}
              </Link>
            ),
          },
          { header: "Category", cell: (p) => categoryLabel(p.category) },
          {
            header: "Document",
            cell: (p) => (
              <a href={p.pubDocument} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
                Open<span className="sr-only"> the document of {p.title}</span>
              </a>
            ),
          },
          { header: "Status", cell: (p) => (p.status ? <StatusBadge tone="green">Active</StatusBadge> : <StatusBadge tone="grey">Inactive</StatusBadge>) },
          { header: "Created", cell: (p) => formatLongDate(p.createdAt) },
          {
            header: "Actions",
            srOnlyHeader: true,
            cell: (p) => (
              <div className="flex flex-wrap items-start gap-2">
                <LinkButton href={`/account/publications/view/${p.id}`} variant="secondary" size="sm">
                  View
                </LinkButton>
                {isAdmin ? <StatusToggle url={`/api/publications/approve/${p.id}`} field="status" value={p.status} onLabel="Activate" offLabel="Deactivate" /> : null}
              </div>
            ),
          },
        ]}
        empty={
          query.q ? (
            <p>No publications match &ldquo;{query.q}&rdquo;.</p>
          ) : (
            <div className="space-y-3">
              <p>No publications yet.</p>
              <LinkButton href="/account/publications/create">Create publication</LinkButton>
            </div>
          )
        }
      />
      <Pagination page={query.page} limit={query.limit} total={total} basePath="/account/publications" params={{ q: query.q }} />
    </>
  );
}
