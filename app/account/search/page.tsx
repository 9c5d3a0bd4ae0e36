import type { Metadata } from "next";
import { requireStaffPage } from "@/lib/access/auth/guards";
import { readFilters } from "@/lib/platform/list-filters";
import { readPageQuery } from "@/lib/platform/pagination";
import { SEARCH_KINDS, searchDashboard, searchKindLabel, type SearchKind } from "@/lib/office/search/queries";
import { MIN_TERM, searchable, searchTerms } from "@/lib/platform/text-search/terms";
import { ListPage } from "@/components/account/list/list-page";
import { SearchResults } from "@/components/account/search/search-results";

export const metadata: Metadata = { title: "Search" };

const PER_KIND = 5;
const PAGE_SIZE = 20;
const filters = {
  kind: { label: "Kind", any: "Every kind", options: Object.fromEntries(SEARCH_KINDS.map((k) => [k, searchKindLabel(k)])) as Record<SearchKind, string> },
};

/** /account/search?q=&kind=&page=: the header search's full answer, a few of every kind or pages of one. */
export default async function SearchPage({ searchParams }: PageProps<"/account/search">) {
  const actor = await requireStaffPage();
  const sp = await searchParams;
  const query = readPageQuery(sp, PAGE_SIZE);
  const values = readFilters(sp, filters);
  const q = query.q ?? "";
  const ready = searchable(searchTerms(q));
  const { groups } = ready
    ? await searchDashboard(actor, { q, kind: values.kind, page: values.kind ? query.page : 1, limit: values.kind ? PAGE_SIZE : PER_KIND })
    : { groups: [] };
  const total = groups.reduce((n, g) => n + g.total, 0);
  return (
    <ListPage
      title={q ? `Search results for “${q}”` : "Search"}
      crumb="Search"
      description="Bookings (reference, name, e-mail, phone), participants, inbox messages, subscribers, tours, events and news."
      basePath="/account/search"
      query={{ ...query, limit: values.kind ? PAGE_SIZE : PER_KIND }}
      total={total}
      paginate={!!values.kind}
      filters={{ label: "Search the dashboard", search: "Search for", selects: filters, values }}
    >
      {!q ? null : !ready ? (
        <p className="text-sm text-ink-soft">Type at least {MIN_TERM} letters or digits.</p>
      ) : groups.length ? (
        <SearchResults q={q} groups={groups} more={!values.kind} />
      ) : (
        <p className="text-sm text-ink-soft">Nothing found for “{q}”.</p>
      )}
    </ListPage>
  );
}
