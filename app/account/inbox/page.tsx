import type { Metadata } from "next";
import { requireStaffPage } from "@/lib/auth/guards";
import { isMessageKind, isMessageStatus, listInbox } from "@/lib/inquiries/queries";
import { readPageQuery } from "@/lib/pagination";
import { Breadcrumb } from "@/components/account/breadcrumb";
import { PageHeader } from "@/components/account/page-header";
import { InboxFilters } from "@/components/account/inbox/inbox-filters";
import { InboxTable } from "@/components/account/inbox/inbox-table";
import { Pagination } from "@/components/ui/pagination";

export const metadata: Metadata = { title: "Inbox" };

const PAGE_SIZE = 25;

export default async function InboxPage({ searchParams }: PageProps<"/account/inbox">) {
  await requireStaffPage();
  const sp = await searchParams;
  const query = readPageQuery(sp, PAGE_SIZE);
  const kind = isMessageKind(sp.kind) ? sp.kind : undefined;
  const status = isMessageStatus(sp.status) ? sp.status : undefined;
  const { rows, total } = await listInbox({ ...query, kind, status });
  return (
    <>
      <Breadcrumb items={[{ label: "Dashboard", href: "/account" }, { label: `Inbox (${total})` }]} />
      <PageHeader title="Inbox" description="Contact messages, air-ticket inquiries and event-support requests sent through the website." />
      <InboxFilters kind={kind} status={status} />
      <InboxTable rows={rows} filtered={!!(kind || status)} />
      <Pagination page={query.page} limit={query.limit} total={total} basePath="/account/inbox" params={{ kind, status }} />
    </>
  );
}
