import { notFound } from "next/navigation";
import { TourCard } from "@/components/site/cards";
import { EmptyState } from "@/components/site/empty-state";
import { container, sectionY } from "@/components/site/layout-classes";
import { listPageNumber, pageHref, PageLinks } from "@/components/site/page-links";
import { PageHero } from "@/components/site/page-hero";
import { pageMetadata } from "@/lib/seo/metadata";
import { listPublishedTours } from "@/lib/tours/public-queries";

/*
 * /tours and /tours/page/{n}. The page number is in the path, not in ?page=, so every page of the
 * list is a cacheable URL: rendered on its first request, then served from the page cache until a
 * tour is published, changed or removed (tag "tours").
 */
export const revalidate = 600;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

const PAGE_SIZE = 9;

export async function generateMetadata({ params }: PageProps<"/tours/[[...page]]">) {
  const page = listPageNumber((await params).page);
  if (!page) return {};
  return pageMetadata({
    title: page > 1 ? `Tours — page ${page}` : "Tours in Rwanda",
    description: "Gorilla trekking, rainforest walks, safaris, lakes and city tours across Rwanda, with prices for parties of one to five.",
    path: pageHref("/tours", page),
    image: { url: "/site/hero-volcanoes.jpg", alt: "The Virunga volcanoes at dawn" },
  });
}

export default async function ToursPage({ params }: PageProps<"/tours/[[...page]]">) {
  const page = listPageNumber((await params).page);
  if (!page) notFound();
  const { items, total } = await listPublishedTours(page, PAGE_SIZE);
  if (page > 1 && items.length === 0) notFound();

  return (
    <>
      <PageHero
        image="/site/hero-volcanoes.jpg"
        eyebrow="Travel with Ikaze"
        title="Tours"
        intro="Small-group and private journeys with local guides — from mountain gorillas and chimpanzees to lake shores, tea hills and Kigali's stories."
      />
      <section aria-label="Tour list" className={`${sectionY} bg-stone-50`}>
        <div className={container}>
          {items.length === 0 ? (
            <EmptyState title="No tours yet" text="New journeys are being prepared. Tell us where you would like to go and we will plan it with you." action={{ href: "/contact", label: "Plan a trip with us" }} />
          ) : (
            <>
              <p className="mb-8 text-sm text-ink-soft">
                {total} {total === 1 ? "tour" : "tours"} · prices in US dollars for your whole party
              </p>
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
                {items.map((tour) => (
                  <li key={tour.slug} className="flex">
                    <TourCard tour={tour} as="h2" />
                  </li>
                ))}
              </ul>
              <PageLinks base="/tours" page={page} total={total} limit={PAGE_SIZE} />
            </>
          )}
        </div>
      </section>
    </>
  );
}
