import type { Metadata } from "next";
import Link from "@/components/account/dashboard-link";
import { requireStaffPage } from "@/lib/access/auth/guards";
import { formatDate } from "@/lib/platform/dates";
import { listNewsletters, type NewsletterJson } from "@/lib/audience/newsletters/queries";
import { readPageQuery } from "@/lib/platform/pagination";
import { ListPage } from "@/components/account/list/list-page";
import { NewsletterStatusBadge } from "@/components/account/newsletters/newsletter-status";
import { LinkButton } from "@/components/ui/button";
import { DataTable, type Column } from "@/components/ui/data-table";

export const metadata: Metadata = { title: "Newsletters" };

const PAGE_SIZE = 20;

/** What was sent of the audience: "38 of 40", with the failures when there are any. */
function sentCount(n: NewsletterJson): string {
  if (n.status === "draft" || n.status === "scheduled") return "—";
  return `${n.sent} of ${n.total}${n.failed ? `, ${n.failed} failed` : ""}`;
}

export default async function NewslettersPage({ searchParams }: PageProps<"/account/newsletters">) {
  await requireStaffPage();
  const query = readPageQuery(await searchParams, PAGE_SIZE);
  const { rows, total } = await listNewsletters(query);
  const columns: Column<NewsletterJson>[] = [
    {
      header: "Subject",
      cell: (n) => (
        <Link href={`/account/newsletters/${n.id}`} className="font-medium text-brand-800 hover:underline">
          {n.subject}
        </Link>
      ),
    },
    { header: "Status", cell: (n) => <NewsletterStatusBadge status={n.status} /> },
    { header: "Created", cell: (n) => <time dateTime={n.createdAt}>{formatDate(n.createdAt)}</time>, className: "whitespace-nowrap" },
    { header: "Sent", cell: sentCount, className: "whitespace-nowrap" },
  ];
  return (
    <ListPage
      title="Newsletters"
      description="E-mails to the mailing list's confirmed subscribers. Staff write drafts; an administrator sends them."
      basePath="/account/newsletters"
      query={query}
      total={total}
      action={<LinkButton href="/account/newsletters/create">New newsletter</LinkButton>}
    >
      <DataTable
        caption="Newsletters, newest first"
        columns={columns}
        rows={rows}
        rowKey={(n) => n.id}
        empty="No newsletters yet. Write the first one with “New newsletter”."
      />
    </ListPage>
  );
}
