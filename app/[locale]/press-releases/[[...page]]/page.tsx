import { notFound } from "next/navigation";
import { DocumentList } from "@/components/site/document-list";
import { EmptyState } from "@/components/site/empty-state";
import { container, sectionY } from "@/components/site/layout-classes";
import { listPageNumber, pageHref, PageLinks } from "@/components/site/page-links";
import { PageHero } from "@/components/site/page-hero";
import { listActivePublications } from "@/lib/content/publications/public-queries";
import { NOT_FOUND_METADATA, pageMetadata } from "@/lib/content/seo/metadata";

/* /press-releases: active documents of category "Press Release"; cached, refreshed by tag "publications". */
export const revalidate = 600;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

const PAGE_SIZE = 9;

export async function generateMetadata({ params }: PageProps<"/[locale]/press-releases/[[...page]]">) {
  const page = listPageNumber((await params).page);
  if (!page) return NOT_FOUND_METADATA;
  // A page past the end of the list is the 404 page, titled as one (the read is cached).
  if (page > 1 && (await listActivePublications("Press Release", page, PAGE_SIZE)).items.length === 0) return NOT_FOUND_METADATA;
  return pageMetadata({
    title: page > 1 ? `Press releases — page ${page}` : "Press releases",
    description: "Official announcements from Ikaze: partnerships, programmes and company news.",
    path: pageHref("/press-releases", page),
    image: { url: "/site/page-contact.jpg", alt: "Kigali at dusk" },
  });
}

export default async function PressReleasesPage({ params }: PageProps<"/[locale]/press-releases/[[...page]]">) {
  const page = listPageNumber((await params).page);
  if (!page) notFound();
  const { items, total } = await listActivePublications("Press Release", page, PAGE_SIZE);
  if (page > 1 && items.length === 0) notFound();
  return (
    <>
      <PageHero
        image="/site/page-contact.jpg"
        eyebrow="Newsroom"
        title="Press releases"
        intro="Announcements about our partnerships, programmes and company news. Journalists can reach us at the contacts below."
      />
      <section aria-label="Press releases" className={`${sectionY} bg-stone-50`}>
        <div className={container}>
          {items.length === 0 ? (
            <EmptyState
              title="No press releases yet"
              text="For media enquiries, please get in touch with our team."
              action={{ href: "/contact", label: "Contact us" }}
            />
          ) : (
            <>
              <DocumentList items={items} />
              <PageLinks base="/press-releases" page={page} total={total} limit={PAGE_SIZE} />
            </>
          )}
        </div>
      </section>
    </>
  );
}
