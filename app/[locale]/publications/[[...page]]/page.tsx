import { notFound } from "next/navigation";
import { DocumentList } from "@/components/site/document-list";
import { EmptyState } from "@/components/site/empty-state";
import { container, sectionY } from "@/components/site/layout-classes";
import { listPageNumber, pageHref, PageLinks } from "@/components/site/page-links";
import { PageHero } from "@/components/site/page-hero";
import { listActivePublications } from "@/lib/content/publications/public-queries";
import { NOT_FOUND_METADATA, pageMetadata } from "@/lib/content/seo/metadata";

/*
 * /publications, headed 'Advertisement': active documents of category "publication". Spec §9 shows
 * at most 3 in the advertisement list, so the list holds 3 per page; older ones are on the next
 * pages (/publications/page/{n}). Cached, refreshed by tag "publications".
 */
export const revalidate = 600;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

const PAGE_SIZE = 3;

export async function generateMetadata({ params }: PageProps<"/[locale]/publications/[[...page]]">) {
  const page = listPageNumber((await params).page);
  if (!page) return NOT_FOUND_METADATA;
  // A page past the end of the list is the 404 page, titled as one (the read is cached).
  if (page > 1 && (await listActivePublications("publication", page, PAGE_SIZE)).items.length === 0) return NOT_FOUND_METADATA;
  return pageMetadata({
    title: page > 1 ? `Advertisement — page ${page}` : "Advertisement",
    description: "Current offers and announcements from Ikaze: travel deals, seasonal packages and notices.",
    path: pageHref("/publications", page),
    image: { url: "/site/hero-lake.jpg", alt: "Sunset over Lake Kivu" },
  });
}

export default async function PublicationsPage({ params }: PageProps<"/[locale]/publications/[[...page]]">) {
  const page = listPageNumber((await params).page);
  if (!page) notFound();
  const { items, total } = await listActivePublications("publication", page, PAGE_SIZE);
  if (page > 1 && items.length === 0) notFound();
  return (
    <>
      <PageHero
        image="/site/hero-lake.jpg"
        eyebrow="Publications"
        title="Advertisement"
        intro="Our current offers and announcements. Open any of them to read the full document."
      />
      <section aria-label="Advertisements" className={`${sectionY} bg-stone-50`}>
        <div className={container}>
          {items.length === 0 ? (
            <EmptyState
              title="No advertisements right now"
              text="There are no current offers. Browse our tours or ask us for a tailor-made trip."
              action={{ href: "/tours", label: "Browse tours" }}
            />
          ) : (
            <>
              <DocumentList items={items} />
              <PageLinks base="/publications" page={page} total={total} limit={PAGE_SIZE} />
            </>
          )}
        </div>
      </section>
    </>
  );
}
