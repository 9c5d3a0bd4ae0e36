import type { ReactNode } from "react";
import { Breadcrumb } from "@/components/account/breadcrumb";
import { PageHeader } from "@/components/account/page-header";
import { Pagination } from "@/components/ui/pagination";
import type { PageQuery } from "@/lib/platform/pagination";
import type { SelectFilters } from "@/lib/platform/list-filters";
import { ListFilters } from "./list-filters";

type Props = {
  title: string;
  description: ReactNode;
  basePath: string;
  query: PageQuery;
  total: number;
  /** The filter bar; a list without one leaves it out. */
  filters?: { label: string; search?: string; selects?: SelectFilters; values?: Record<string, string | undefined> };
  /** Beside the title: an export link, a "new" button. */
  action?: ReactNode;
  /** Between the header and the filters: a notice about the whole list. */
  notice?: ReactNode;
  /** The table of the current page. */
  children: ReactNode;
  /** Leave out the page links (a page that shows a few of several lists). */
  paginate?: boolean;
  /** The breadcrumb's last crumb, when it is not "<title> (<total>)". */
  crumb?: string;
};

/**
 * A dashboard list: breadcrumb with the count, header, filter bar, the page's table and pagination
 * that keeps the filters. One set of parts for the inbox, the outbox, the audit log and the other
 * paginated lists; each page brings only its filters, its query and its table's columns.
 */
export function ListPage({ title, description, basePath, query, total, filters, action, notice, children, paginate = true, crumb }: Props) {
  const values = filters?.values ?? {};
  return (
    <>
      <Breadcrumb items={[{ label: "Dashboard", href: "/account" }, { label: crumb ?? `${title} (${total})` }]} />
      <PageHeader title={title} description={description} action={action} />
      {notice ? <div className="mb-4">{notice}</div> : null}
      {filters ? (
        <ListFilters basePath={basePath} label={filters.label} search={filters.search} q={query.q} selects={filters.selects ?? {}} values={values} />
      ) : null}
      {children}
      {paginate ? (
        <Pagination
          page={query.page}
          limit={query.limit}
          total={total}
          basePath={basePath}
          params={{ ...(filters?.search ? { q: query.q } : {}), ...values }}
        />
      ) : null}
    </>
  );
}

/** Whether a list shows a filtered view (its empty message then says "nothing matches"); pass the search too where there is one. */
export const isFiltered = (values: Record<string, string | undefined>) => Object.values(values).some(Boolean);
