import Link from "@/components/account/dashboard-link";
import { Breadcrumb } from "@/components/account/breadcrumb";
import { PageHeader } from "@/components/account/page-header";
import { SearchForm } from "@/components/account/search-form";
import { LinkButton } from "@/components/ui/button";
import { DataTable, type Column } from "@/components/ui/data-table";
import { RowActionsMenu, type RowAction } from "@/components/ui/row-actions-menu";
import { Pagination } from "@/components/ui/pagination";
import { truncate } from "@/lib/platform/format";
import type { PageQuery } from "@/lib/platform/pagination";

type Props<T> = {
  /** The section's name: heading, breadcrumb and table caption ("Blogs"). */
  title: string;
  /** The items in running text: the search label and the empty states ("blogs"). */
  plural: string;
  /** The words for the count under the heading, for one item and for several. */
  counted: [one: string, other: string];
  basePath: string;
  createLabel: string;
  query: PageQuery;
  items: T[];
  total: number;
  viewHref: (row: T) => string;
  /** Where long titles are cut in the table. */
  titleMax?: number;
  /** The columns between Title and the row's actions. */
  columns: Column<T>[];
  /** The admin's actions after View in the row's menu (undefined for non-admins). */
  rowActions?: (row: T) => RowAction[];
  /** A narrowing from the URL (`?status=waiting` from the dashboard home), named above the table. */
  filter?: { param: string; value: string; label: string };
};

/**
 * A content section's dashboard list: heading with the count and Create, a title search, the table
 * (each title opens the item; View and the admin's switches in the row's Actions menu) and pagination.
 */
export function ContentListPage<T extends { id: string; title: string }>({
  title,
  plural,
  counted,
  basePath,
  createLabel,
  query,
  items,
  total,
  viewHref,
  titleMax = 60,
  columns,
  rowActions,
  filter,
}: Props<T>) {
  const create = <LinkButton href={`${basePath}/create`}>{createLabel}</LinkButton>;
  return (
    <>
      <Breadcrumb items={[{ label: "Dashboard", href: "/account" }, { label: title }]} />
      <PageHeader title={title} description={`${total} ${total === 1 ? counted[0] : counted[1]}`} action={create} />
      <SearchForm action={basePath} q={query.q} label={`Search ${plural} by title`} />
      {filter ? (
        <p className="mb-4 text-sm text-ink-soft">
          Showing {filter.label}.{" "}
          <Link href={basePath} className="font-medium text-brand-700 underline underline-offset-4">
            Show all {plural}
          </Link>
        </p>
      ) : null}
      <DataTable<T>
        caption={title}
        rows={items}
        rowKey={(row) => row.id}
        columns={[
          {
            header: "Title",
            cell: (row) => (
              <Link href={viewHref(row)} className="font-medium text-brand-800 hover:underline">
                {truncate(row.title, titleMax)}
              </Link>
            ),
          },
          ...columns,
          {
            header: "Actions",
            srOnlyHeader: true,
            cell: (row) => <RowActionsMenu label={`Actions for ${row.title}`} actions={[{ kind: "link", label: "View", href: viewHref(row) }, ...(rowActions?.(row) ?? [])]} />,
          },
        ]}
        empty={
          filter ? (
            <p>{`No ${filter.label}.`}</p>
          ) : query.q ? (
            <p>{`No ${plural} match “${query.q}”.`}</p>
          ) : (
            <div className="space-y-3">
              <p>{`No ${plural} yet.`}</p>
              {create}
            </div>
          )
        }
      />
      <Pagination page={query.page} limit={query.limit} total={total} basePath={basePath} params={{ q: query.q, ...(filter ? { [filter.param]: filter.value } : {}) }} />
    </>
  );
}
