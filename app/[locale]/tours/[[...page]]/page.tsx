import { CardGrid, contentListPage } from "@/components/content/list-page";
import { TourCard } from "@/components/site/cards";
import { TourFilters } from "@/components/site/tour-filters";
import { isDefaultFilters, parseTourListPath, tourListPath, tourListSeo } from "@/lib/content/tours/list-filters";
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

const { generateMetadata, Page } = contentListPage({
  kind: toursKind,
  pageSize: 9,
  path: "/tours",
  title: "Tours in Rwanda",
  description: "Gorilla trekking, rainforest walks, safaris, lakes and city tours across Rwanda, with prices for parties of one to five.",
  image: { url: "/site/hero-volcanoes.jpg", alt: "The Virunga volcanoes at dawn" },
  eyebrow: "Travel with Ikaze",
  intro: "Small-group and private journeys with local guides — from mountain gorillas and chimpanzees to lake shores, tea hills and Kigali's stories.",
  label: "Tour list",
  parse: (segments) => {
    const list = parseTourListPath(segments);
    return list && { page: list.page, filter: list.filters };
  },
  heading: (filters, page) => {
    const { heading, canonical, indexable } = tourListSeo(filters, page);
    const description = `${heading} with Ikaze's local guides: gorillas, forests, safaris, lakes and Kigali, with prices for parties of one to five.`;
    return {
      base: tourListPath(filters),
      canonical,
      noIndex: !indexable,
      filtered: !isDefaultFilters(filters),
      heroTitle: heading ?? "Tours",
      ...(heading && { title: heading, description }),
    };
  },
  controls: (filters) => <TourFilters filters={filters} />,
  empty: {
    title: "No tours yet",
    text: "New journeys are being prepared. Tell us where you would like to go and we will plan it with you.",
    action: { href: "/contact", label: "Plan a trip with us" },
  },
  filteredEmpty: {
    title: "No tours match these filters",
    text: "Try a different length or price, or tell us what you have in mind and we will plan it with you.",
    action: { href: "/tours", label: "Show all tours" },
  },
  summary: (total, filtered) => (
    <p className="mb-8 text-sm text-ink-soft">
      {total} {total === 1 ? "tour" : "tours"}
      {filtered ? " match" : ""} · prices in US dollars for your whole party
    </p>
  ),
  render: (items) => <CardGrid items={items} card={(tour) => <TourCard tour={tour} as="h2" />} />,
});
export { generateMetadata };
export default Page;
