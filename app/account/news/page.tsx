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
import { listNews } from "@/lib/news/queries";
import type { NewsJson } from "@/lib/news/serialize";
import { readPageQuery } from "@/lib/pagination";

export const metadata: Metadata = { title: "Blogs" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function NewsListPage({ searchParams }: Props) {
  const actor = await requireStaffPage();
  const query = readPageQuery(await searchParams, 20);
  const { items, total } = await listNews({ staff: true, ...query });
  const isAdmin = actor.role === "admin";

  return (
    <>
      <Breadcrumb items={[{ label: "Dashboard", href: "/account" }, { label: "Blogs" }]} />
      <PageHeader title="Blogs" description={`${total} ${total === 1 ? "post" : "posts"}`} action={<LinkButton href="/account/news/create">Create blog</LinkButton>} />
      <SearchForm action="/account/news" q={query.q} label="Search blogs by title" />
      <DataTable<NewsJson>
        caption="Blogs"
        rows={items}
        rowKey={(n) => n.id}
        columns={[
          {
            header: "Title",
            cell: (n) => (
              <Link href={`/account/news/view/${n.slug}`} className="font-medium text-brand-800 hover:underline">
                {truncate(n.title, 60)}
              </Link>
            ),
          },
          { header: "Status", cell: (n) => (n.isPublished ? <StatusBadge tone="green">Published</StatusBadge> : <StatusBadge tone="grey">Draft</StatusBadge>) },
          { header: "Views", cell: (n) => n.views.numberOfReading },
          { header: "Created", cell: (n) => formatLongDate(n.createdAt) },
          {
            header: "Actions",
            srOnlyHeader: true,
            cell: (n) => (
              <div className="flex flex-wrap items-start gap-2">
                <LinkButton href={`/account/news/view/${n.slug}`} variant="secondary" size="sm">
                  View
                </LinkButton>
                {isAdmin ? <StatusToggle url={`/api/news/publish/${n.slug}`} field="isPublished" value={n.isPublished} onLabel="Publish" offLabel="UnPublish" /> : null}
              </div>
            ),
          },
        ]}
        empty={
          query.q ? (
            <p>No blogs match &ldquo;{query.q}&rdquo;.</p>
          ) : (
            <div className="space-y-3">
              <p>No blogs yet.</p>
              <LinkButton href="/account/news/create">Create blog</LinkButton>
            </div>
          )
        }
      />
      <Pagination page={query.page} limit={query.limit} total={total} basePath="/account/news" params={{ q: query.q }} />
    </>
  );
}
