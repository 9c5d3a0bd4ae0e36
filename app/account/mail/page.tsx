import type { Metadata } from "next";
import { requireAdminPage } from "@/lib/auth/guards";
import { env } from "@/lib/env";
import { isMailStatus, listOutbox } from "@/lib/mail/queries";
import { readPageQuery } from "@/lib/pagination";
import { Breadcrumb } from "@/components/account/breadcrumb";
import { PageHeader } from "@/components/account/page-header";
import { MailFilters } from "@/components/account/mail/mail-filters";
import { OutboxTable } from "@/components/account/mail/outbox-table";
import { Alert } from "@/components/ui/alert";
import { Pagination } from "@/components/ui/pagination";

export const metadata: Metadata = { title: "Mail outbox" };

const PAGE_SIZE = 25;

export default async function MailOutboxPage({ searchParams }: PageProps<"/account/mail">) {
  await requireAdminPage();
  const sp = await searchParams;
  const query = readPageQuery(sp, PAGE_SIZE);
  const status = isMailStatus(sp.status) ? sp.status : undefined;
  const { rows, total } = await listOutbox({ ...query, status });
  return (
    <>
      <Breadcrumb items={[{ label: "Dashboard", href: "/account" }, { label: `Mail outbox (${total})` }]} />
      <PageHeader title="Mail outbox" description="Every e-mail the site sends is stored here first, then delivered. Failed sends are retried." />
      {env().SMTP_URL ? null : (
        <div className="mb-4">
          <Alert tone="info" title="Outgoing mail is not configured">
            Without SMTP_URL, messages are not sent: they stay here (and in the server log), so you can read them and pass links on by hand.
          </Alert>
        </div>
      )}
      <MailFilters q={query.q} status={status} />
      <OutboxTable rows={rows} filtered={!!(query.q || status)} />
      <Pagination page={query.page} limit={query.limit} total={total} basePath="/account/mail" params={{ q: query.q, status }} />
    </>
  );
}
