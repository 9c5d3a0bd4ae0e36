import Link from "next/link";
import { pageCount } from "@/lib/platform/pagination";
import type { Locale } from "@/lib/content/i18n/locales";
import { translator } from "@/lib/content/i18n/messages";

/** Path-based pagination for cached lists: page 1 is `base`, page n is `${base}/page/${n}`. */
export function pageHref(base: string, page: number): string {
  return page <= 1 ? base : `${base}/page/${page}`;
}

/**
 * The page number of a list route's optional catch-all: none → 1, ["page", "n"] → n (n ≥ 2).
 * Anything else is not a page of the list (null → 404).
 */
export function listPageNumber(segments: string[] | undefined): number | null {
  if (!segments || segments.length === 0) return 1;
  if (segments.length === 2 && segments[0] === "page" && /^[1-9]\d{0,5}$/.test(segments[1]) && Number(segments[1]) >= 2) return Number(segments[1]);
  return null;
}

/** Previous, numbered and next links for a public list. */
export function PageLinks({ base, page, total, limit, locale = "en" }: { base: string; page: number; total: number; limit: number; locale?: Locale }) {
  const pages = pageCount(total, limit);
  if (pages <= 1) return null;
  const t = translator(locale, "lists");
  const item = "inline-flex h-11 min-w-11 items-center justify-center rounded-full px-4 text-sm font-semibold";
  return (
    <nav aria-label={t("pagination")} className="mt-12 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link href={pageHref(base, page - 1)} rel="prev" className={`${item} text-brand-800 ring-1 ring-stone-200 hover:bg-brand-50`}>
          {t("previous")}
        </Link>
      ) : null}
      {Array.from({ length: pages }, (_, i) => i + 1).map((p) =>
        p === page ? (
          <span key={p} aria-current="page" className={`${item} bg-brand-700 text-white`}>
            <span className="sr-only">{t("page")}</span>
            {p}
          </span>
        ) : (
          <Link key={p} href={pageHref(base, p)} className={`${item} text-brand-800 ring-1 ring-stone-200 hover:bg-brand-50`}>
            <span className="sr-only">{t("page")}</span>
            {p}
          </Link>
        ),
      )}
      {page < pages ? (
        <Link href={pageHref(base, page + 1)} rel="next" className={`${item} text-brand-800 ring-1 ring-stone-200 hover:bg-brand-50`}>
          {t("next")}
        </Link>
      ) : null}
    </nav>
  );
}
