import type { Metadata } from "next";
import { requireAdminPage } from "@/lib/access/auth/guards";
import { env } from "@/lib/platform/env";
import { listOutbox, type MailStatus } from "@/lib/platform/mail/queries";
import { readFilters, type SelectFilter } from "@/lib/platform/list-filters";
import { readPageQuery } from "@/lib/platform/pagination";
import { isFiltered, ListPage } from "@/components/account/list/list-page";
import { OutboxTable } from "@/components/account/mail/outbox-table";
import { Alert } from "@/components/ui/alert";

export const metadata: Metadata = { title: "Mail outbox" };

const PAGE_SIZE = 25;
const filters = {
  status: { label: "Status", any: "Any status", options: { pending: "Pending", sent: "Sent", failed: "Failed" } } satisfies SelectFilter<MailStatus>,
};

export default async function MailOutboxPage({ searchParams }: PageProps<"/account/mail">) {
  await requireAdminPage();
  const sp = await searchParams;
  const query = readPageQuery(sp, PAGE_SIZE);
  const values = readFilters(sp, filters);
  const { rows, total } = await listOutbox({ ...query, ...values });
  return (
    <ListPage
      title="Mail outbox"
      description="Every e-mail the site sends is stored here first, then delivered. Failed sends are retried."
      basePath="/account/mail"
      query={query}
      total={total}
      filters={{ label: "Search the outbox", search: "Recipient or subject", selects: filters, values }}
      notice={
        env().SMTP_URL ? null : (
          <Alert tone="info" title="Outgoing mail is not configured">
            Without SMTP_URL, messages are not sent: they stay here (and in the server log), so you can read them and pass links on by hand.
          </Alert>
        )
      }
    >
      <OutboxTable rows={rows} filtered={isFiltered({ q: query.q, ...values })} />
    </ListPage>
  );
}
