import { notFound } from "next/navigation";
import { NewsCard } from "@/components/site/cards";
import { EmptyState } from "@/components/site/empty-state";
import { container, sectionY } from "@/components/site/layout-classes";
import { listPageNumber, pageHref, PageLinks } from "@/components/site/page-links";
import { PageHero } from "@/components/site/page-hero";
import { listPublishedNews } from "@/lib/content/news/public-queries";
import { NOT_FOUND_METADATA, pageMetadata } from "@/lib/content/seo/metadata";

/* /blogs and /blogs/page/{n}: cached per page, refreshed when a post changes (tag "news"). */
export const revalidate = 600;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

const PAGE_SIZE = 9;

export async function generateMetadata({ params }: PageProps<"/[locale]/blogs/[[...page]]">) {
  const page = listPageNumber((await params).page);
  if (!page) return NOT_FOUND_METADATA;
  // A page past the end of the list is the 404 page, titled as one (the read is cached).
  if (page > 1 && (await listPublishedNews(page, PAGE_SIZE)).items.length === 0) return NOT_FOUND_METADATA;
  return pageMetadata({
    title: page > 1 ? `Blog — page ${page}` : "Blog",
    description: "News, climate policy notes, conservation stories and travel advice from the Ikaze team in Kigali.",
    path: pageHref("/blogs", page),
    image: { url: "/site/hero-hills.jpg", alt: "Terraced green hills" },
  });
}

export default async function BlogsPage({ params }: PageProps<"/[locale]/blogs/[[...page]]">) {
  const page = listPageNumber((await params).page);
  if (!page) notFound();
  const { items, total } = await listPublishedNews(page, PAGE_SIZE);
  if (page > 1 && items.length === 0) notFound();

  return (
    <>
      <PageHero
        image="/site/hero-hills.jpg"
        eyebrow="News and insights"
        title="Blog"
        intro="Climate policy, conservation in the field, language work and the best of travel in Rwanda — written by the people who do it."
      />
      <section aria-label="Blog posts" className={`${sectionY} bg-stone-50`}>
        <div className={container}>
          {items.length === 0 ? (
            <EmptyState
              title="No posts yet"
              text="Our first stories are on their way. In the meantime, find out what we do."
              action={{ href: "/services", label: "See our services" }}
            />
          ) : (
            <>
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
                {items.map((post) => (
                  <li key={post.slug} className="flex">
                    <NewsCard post={post} as="h2" />
                  </li>
                ))}
              </ul>
              <PageLinks base="/blogs" page={page} total={total} limit={PAGE_SIZE} />
            </>
          )}
        </div>
      </section>
    </>
  );
}
