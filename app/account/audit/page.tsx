import type { Metadata } from "next";
import { requireAdminPage } from "@/lib/auth/guards";
import { auditFilterOptions, listAuditEntries } from "@/lib/audit/queries";
import { readPageQuery } from "@/lib/pagination";
import { Breadcrumb } from "@/components/account/breadcrumb";
import { PageHeader } from "@/components/account/page-header";
import { AuditFilters } from "@/components/account/audit/audit-filters";
import { AuditTable } from "@/components/account/audit/audit-table";
import { Pagination } from "@/components/ui/pagination";

export const metadata: Metadata = { title: "Audit log" };

const PAGE_SIZE = 25;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() || undefined;

export default async function AuditPage({ searchParams }: PageProps<"/account/audit">) {
  await requireAdminPage();
  const sp = await searchParams;
  const query = readPageQuery(sp, PAGE_SIZE);
  const filter = { actor: one(sp.actor), action: one(sp.action) };
  const [{ rows, total }, options] = await Promise.all([listAuditEntries({ ...query, ...filter }), auditFilterOptions()]);
  return (
    <>
      <Breadcrumb items={[{ label: "Dashboard", href: "/account" }, { label: "Audit log" }]} />
      <PageHeader title="Audit log" description="Every administrator action: who did what to which item, and when. Newest first." />
      <AuditFilters actors={options.actors} actions={options.actions} {...filter} />
      <AuditTable rows={rows} filtered={!!(filter.actor || filter.action)} />
      <Pagination page={query.page} limit={query.limit} total={total} basePath="/account/audit" params={filter} />
    </>
  );
}
