import { CardGrid, contentListPage } from "@/components/content/list-page";
import { TourCard } from "@/components/site/cards";
import { TourFilters } from "@/components/site/tour-filters";
import type { Locale } from "@/lib/content/i18n/locales";
import { translator } from "@/lib/content/i18n/messages";
import { isDefaultFilters, parseTourListPath, tourListPath, tourListSeo } from "@/lib/content/tours/list-filters";
import { tourFilterWords, tourListHeading } from "@/lib/content/tours/list-words";
import { toursKind } from "@/lib/content/tours/public-queries";

/*
 * /tours, /tours/page/{n} and the filtered lists (/tours/duration/2-3/price/250-1000/sort/price-low/page/2).
 * Filters and page number are in the path, not in a query string, so every page of the list is a
 * cacheable URL: rendered on its first request, then served from the page cache until a tour is
 * published, changed or removed (tag "tours"). Only the canonical spelling of a bounded set of
 * values is a page (lib/content/tours/list-filters.ts); anything else is a 404. The filter form's query
 * string is redirected here by proxy.ts.
 */
export const revalidate = 600;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

const { generateMetadata, Page } = contentListPage((locale: Locale) => {
  const t = translator(locale, "tourList");
  const words = tourFilterWords(locale);
  return {
    kind: toursKind,
    pageSize: 9,
    path: "/tours",
    title: t("title"),
    description: t("description"),
    image: { url: "/site/hero-volcanoes.jpg", alt: t("coverAlt") },
    eyebrow: t("eyebrow"),
    intro: t("intro"),
    label: t("label"),
    parse: (segments) => {
      const list = parseTourListPath(segments);
      return list && { page: list.page, filter: list.filters };
    },
    heading: (filters, page) => {
      const { canonical, indexable } = tourListSeo(filters, page);
      const heading = tourListHeading(locale, filters);
      return {
        base: tourListPath(filters),
        canonical,
        noIndex: !indexable,
        filtered: !isDefaultFilters(filters),
        heroTitle: heading ?? t("heroTitle"),
        ...(heading && { title: heading, description: t("filteredDescription", { heading }) }),
      };
    },
    controls: (filters) => <TourFilters filters={filters} words={words} locale={locale} />,
    empty: { title: t("emptyTitle"), text: t("emptyText"), action: { href: "/contact", label: t("emptyAction") } },
    filteredEmpty: { title: t("filteredEmptyTitle"), text: t("filteredEmptyText"), action: { href: "/tours", label: t("filteredEmptyAction") } },
    summary: (total, filtered) => <p className="mb-8 text-sm text-ink-soft">{t(filtered ? "summaryFiltered" : "summary", { total })}</p>,
    render: (items) => <CardGrid items={items} card={(tour) => <TourCard tour={tour} as="h2" locale={locale} />} />,
  };
});
export { generateMetadata };
export default Page;
