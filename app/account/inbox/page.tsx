import type { Metadata } from "next";
import { requireStaffPage } from "@/lib/access/auth/guards";
import { KIND_LABELS, listInbox, type MessageKind, type MessageStatus } from "@/lib/audience/inquiries/queries";
import { readFilters, type SelectFilter } from "@/lib/platform/list-filters";
import { readPageQuery } from "@/lib/platform/pagination";
import { InboxTable } from "@/components/account/inbox/inbox-table";
import { isFiltered, ListPage } from "@/components/account/list/list-page";

export const metadata: Metadata = { title: "Inbox" };

const PAGE_SIZE = 25;
const filters = {
  kind: { label: "Kind", any: "Every kind", options: KIND_LABELS, width: "min-w-48" } satisfies SelectFilter<MessageKind>,
  status: { label: "Status", any: "Any status", options: { new: "New", handled: "Handled" } } satisfies SelectFilter<MessageStatus>,
};

export default async function InboxPage({ searchParams }: PageProps<"/account/inbox">) {
  await requireStaffPage();
  const sp = await searchParams;
  const query = readPageQuery(sp, PAGE_SIZE);
  const values = readFilters(sp, filters);
  const { rows, total } = await listInbox({ ...query, ...values });
  return (
    <ListPage
      title="Inbox"
      description="Contact messages, air-ticket inquiries and event-support requests sent through the website."
      basePath="/account/inbox"
      query={query}
      total={total}
      filters={{ label: "Filter the inbox", selects: filters, values }}
    >
      <InboxTable rows={rows} filtered={isFiltered(values)} />
    </ListPage>
  );
}
