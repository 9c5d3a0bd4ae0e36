import type { Metadata } from "next";
import { requireAdminPage } from "@/lib/access/auth/guards";
import { actionLabel } from "@/lib/access/audit/actions";
import { auditFilterOptions, listAuditEntries } from "@/lib/access/audit/queries";
import { optionsOf, readFilters } from "@/lib/platform/list-filters";
import { readPageQuery } from "@/lib/platform/pagination";
import { AuditTable } from "@/components/account/audit/audit-table";
import { isFiltered, ListPage } from "@/components/account/list/list-page";

export const metadata: Metadata = { title: "Audit log" };

const PAGE_SIZE = 25;

export default async function AuditPage({ searchParams }: PageProps<"/account/audit">) {
  await requireAdminPage();
  const sp = await searchParams;
  const query = readPageQuery(sp, PAGE_SIZE);
  const options = await auditFilterOptions();
  const filters = {
    actor: { label: "Actor", any: "All actors", options: optionsOf(options.actors), width: "min-w-56" },
    action: { label: "Action", any: "All actions", options: Object.fromEntries(options.actions.map((a) => [a, actionLabel(a)])), width: "min-w-48" },
  };
  const values = readFilters(sp, filters);
  const { rows, total } = await listAuditEntries({ ...query, ...values });
  return (
    <ListPage
      title="Audit log"
      description="Every administrator action: who did what to which item, and when. Newest first."
      basePath="/account/audit"
      query={query}
      total={total}
      filters={{ label: "Filter the audit log", selects: filters, values }}
    >
      <AuditTable rows={rows} filtered={isFiltered(values)} />
    </ListPage>
  );
}
