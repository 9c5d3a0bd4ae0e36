import Link from "next/link";
// Used by the dashboard only: no prefetch, for the reason given in components/account/dashboard-link.tsx.
import { pageCount } from "@/lib/platform/pagination";

/** Previous / next links with the current page, keeping the other query parameters. */
export function Pagination({
  page,
  limit,
  total,
  basePath,
  params = {},
}: {
  page: number;
  limit: number;
  total: number;
  basePath: string;
  params?: Record<string, string | undefined>;
}) {
  const pages = pageCount(total, limit);
  if (pages <= 1) return null;
  const href = (p: number) => {
    const q = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => !!e[1]));
    if (p > 1) q.set("page", String(p));
    const s = q.toString();
    return s ? `${basePath}?${s}` : basePath;
  };
  const link = "rounded-lg border border-stone-300 px-3 py-1.5 text-sm font-medium hover:bg-brand-50";
  return (
    <nav aria-label="Pagination" className="mt-8 flex items-center justify-center gap-3">
      {page > 1 ? (
        <Link href={href(page - 1)} prefetch={false} className={link} rel="prev">
          Previous
        </Link>
      ) : null}
      <span className="text-sm text-ink-soft" aria-current="page">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link href={href(page + 1)} prefetch={false} className={link} rel="next">
          Next
        </Link>
      ) : null}
    </nav>
  );
}
