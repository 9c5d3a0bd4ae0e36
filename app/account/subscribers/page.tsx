import type { Metadata } from "next";
import { requireStaffPage } from "@/lib/access/auth/guards";
import { listSubscribers, subscriberStatus } from "@/lib/audience/mailing-list/queries";
import { LANGUAGE_NAMES } from "@/lib/audience/language-names";
import { readPageQuery } from "@/lib/platform/pagination";
import { formatDate } from "@/lib/platform/dates";
import { ListPage } from "@/components/account/list/list-page";
import { DataTable, type Column } from "@/components/ui/data-table";
import { StatusBadge } from "@/components/ui/status-badge";

export const metadata: Metadata = { title: "Subscribers" };

const PAGE_SIZE = 50;

type Row = Awaited<ReturnType<typeof listSubscribers>>["rows"][number];

const STATUS = {
  subscribed: <StatusBadge tone="green">Subscribed</StatusBadge>,
  pending: <StatusBadge tone="amber">Awaiting confirmation</StatusBadge>,
  unsubscribed: <StatusBadge tone="grey">Unsubscribed</StatusBadge>,
};

/** Spec §2.3: email and joined date, the count in the breadcrumb; plus the status and a CSV export. */
export default async function SubscribersPage({ searchParams }: PageProps<"/account/subscribers">) {
  await requireStaffPage();
  const query = readPageQuery(await searchParams, PAGE_SIZE);
  const { rows, total } = await listSubscribers(query);
  const columns: Column<Row>[] = [
    { header: "Email", cell: (s) => s.email },
    { header: "Status", cell: (s) => STATUS[subscriberStatus(s)] },
    // What the list's mails and every newsletter's frame are written in for this address.
    { header: "Language", cell: (s) => LANGUAGE_NAMES[s.locale] },
    { header: "Joined", cell: (s) => <time dateTime={s.createdAt.toISOString()}>{formatDate(s.createdAt)}</time>, className: "whitespace-nowrap" },
  ];
  return (
    <ListPage
      title="Subscribers"
      description="Addresses on the mailing list. New ones are confirmed by their owner before they receive anything."
      basePath="/account/subscribers"
      query={query}
      total={total}
      filters={{ label: "Search the subscribers", search: "E-mail address" }}
      action={
        <a
          href="/api/maillist/subcribers/export"
          download
          className="rounded-lg border border-stone-300 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-stone-100"
        >
          Export CSV
        </a>
      }
    >
      <DataTable
        caption="Subscribers, newest first"
        columns={columns}
        rows={rows}
        rowKey={(s) => s.id}
        empty={query.q ? "No address matches this search." : "Nobody has subscribed yet."}
      />
    </ListPage>
  );
}
