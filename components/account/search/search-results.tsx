import Link from "@/components/account/dashboard-link";
import type { SearchGroup } from "@/lib/office/search/queries";

export const searchPageHref = (q: string, kind?: string) => `/account/search?${new URLSearchParams({ q, ...(kind ? { kind } : {}) })}`;

/**
 * Search hits grouped by kind, each a link to its page, with "All n …" under a group that has more:
 * the same markup in the header's search box and on /account/search.
 */
export function SearchResults({ q, groups, onPick, more = true }: { q: string; groups: SearchGroup[]; onPick?: () => void; more?: boolean }) {
  return (
    <div className="space-y-4">
      {groups.map((g) => (
        <section key={g.kind} aria-labelledby={`search-${g.kind}`}>
          <h2 id={`search-${g.kind}`} className="mb-1 text-xs font-semibold uppercase tracking-wide text-ink-soft">
            {g.label}{" "}
            <span className="font-normal normal-case">
              ({g.total}
              {g.capped ? "+" : ""})
            </span>
          </h2>
          <ul className="divide-y divide-stone-100">
            {g.hits.map((h) => (
              <li key={h.id}>
                <Link href={h.href} onClick={onPick} className="focus-inset block rounded-md px-2 py-1.5 hover:bg-brand-50 focus:bg-brand-50">
                  <span className="block text-sm font-medium text-brand-800">{h.title}</span>
                  <span className="block truncate text-xs text-ink-soft">{h.detail}</span>
                </Link>
              </li>
            ))}
          </ul>
          {more && g.total > g.hits.length ? (
            <Link
              href={searchPageHref(q, g.kind)}
              onClick={onPick}
              className="mt-1 inline-block px-2 text-xs font-medium text-brand-700 underline underline-offset-4"
            >
              All {g.total}
              {g.capped ? "+" : ""} {g.label.toLowerCase()}
            </Link>
          ) : null}
        </section>
      ))}
    </div>
  );
}
