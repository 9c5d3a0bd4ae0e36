import { notFound } from "next/navigation";
import { TourCard } from "@/components/site/cards";
import { EmptyState } from "@/components/site/empty-state";
import { container, sectionY } from "@/components/site/layout-classes";
import { PageLinks } from "@/components/site/page-links";
import { PageHero } from "@/components/site/page-hero";
import { TourFilters } from "@/components/site/tour-filters";
import { NOT_FOUND_METADATA, pageMetadata } from "@/lib/content/seo/metadata";
import { isDefaultFilters, parseTourListPath, tourListPath, tourListSeo } from "@/lib/content/tours/list-filters";
import { listPublishedTours } from "@/lib/content/tours/public-queries";

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

const PAGE_SIZE = 9;

export async function generateMetadata({ params }: PageProps<"/[locale]/tours/[[...page]]">) {
  const list = parseTourListPath((await params).page);
  if (!list) return NOT_FOUND_METADATA;
  const { filters, page } = list;
  // A page past the end of the list is the 404 page, titled as one (the read is cached).
  if (page > 1 && (await listPublishedTours(page, PAGE_SIZE, filters)).items.length === 0) return NOT_FOUND_METADATA;
  const { heading, canonical, indexable } = tourListSeo(filters, page);
  const title = heading ?? "Tours in Rwanda";
  return pageMetadata({
    title: page > 1 ? `${title} — page ${page}` : title,
    description: heading
      ? `${heading} with Ikaze's local guides: gorillas, forests, safaris, lakes and Kigali, with prices for parties of one to five.`
      : "Gorilla trekking, rainforest walks, safaris, lakes and city tours across Rwanda, with prices for parties of one to five.",
    path: canonical,
    image: { url: "/site/hero-volcanoes.jpg", alt: "The Virunga volcanoes at dawn" },
    noIndex: !indexable,
  });
}

export default async function ToursPage({ params }: PageProps<"/[locale]/tours/[[...page]]">) {
  const list = parseTourListPath((await params).page);
  if (!list) notFound();
  const { filters, page } = list;
  const { items, total } = await listPublishedTours(page, PAGE_SIZE, filters);
  if (page > 1 && items.length === 0) notFound();
  const filtered = !isDefaultFilters(filters);
  const { heading } = tourListSeo(filters, page);

  return (
    <>
      <PageHero
        image="/site/hero-volcanoes.jpg"
        eyebrow="Travel with Ikaze"
        title={heading ?? "Tours"}
        intro="Small-group and private journeys with local guides — from mountain gorillas and chimpanzees to lake shores, tea hills and Kigali's stories."
      />
      <section aria-label="Tour list" className={`${sectionY} bg-stone-50`}>
        <div className={container}>
          <TourFilters filters={filters} />
          {items.length === 0 && filtered ? (
            <EmptyState
              title="No tours match these filters"
              text="Try a different length or price, or tell us what you have in mind and we will plan it with you."
              action={{ href: "/tours", label: "Show all tours" }}
            />
          ) : items.length === 0 ? (
            <EmptyState
              title="No tours yet"
              text="New journeys are being prepared. Tell us where you would like to go and we will plan it with you."
              action={{ href: "/contact", label: "Plan a trip with us" }}
            />
          ) : (
            <>
              <p className="mb-8 text-sm text-ink-soft">
                {total} {total === 1 ? "tour" : "tours"}
                {filtered ? " match" : ""} · prices in US dollars for your whole party
              </p>
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
                {items.map((tour) => (
                  <li key={tour.slug} className="flex">
                    <TourCard tour={tour} as="h2" />
                  </li>
                ))}
              </ul>
              <PageLinks base={tourListPath(filters)} page={page} total={total} limit={PAGE_SIZE} />
            </>
          )}
        </div>
      </section>
    </>
  );
}
