import { notFound } from "next/navigation";
import { formatDate } from "@/lib/platform/dates";
import { CommentsSection } from "@/components/site/comments-section";
import { site } from "@/lib/platform/site";
import { Breadcrumbs } from "@/components/site/breadcrumbs";
import { JsonLd } from "@/components/site/json-ld";
import { NewsGallery } from "@/components/site/news-gallery";
import { container } from "@/components/site/layout-classes";
import { PageHero } from "@/components/site/page-hero";
import { PreviewBanner } from "@/components/site/preview-banner";
import { RichText } from "@/components/site/rich-text";
import { ShareLinks } from "@/components/site/share-links";
import { SidePanel } from "@/components/site/side-panel";
import { plainText, truncate } from "@/lib/platform/format";
import { listLatest } from "@/lib/content/kind/config";
import { newsKind } from "@/lib/content/news/public-queries";
import { blogPostingJsonLd } from "@/lib/content/seo/json-ld";
import { NOT_FOUND_METADATA, absoluteUrl, pageMetadata } from "@/lib/content/seo/metadata";
import { loadForView } from "@/app/(site)/preview/load";
import { toLocale } from "@/lib/content/i18n/locales";
import { translatedCards, translatedItem } from "@/lib/content/translations/public";
import { InEnglish } from "@/components/site/translated-content";

/* A blog post: cached after its first view, refreshed by its tag; drafts only in staff preview. */
export const revalidate = 600;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps<"/[locale]/blog/[slug]">) {
  const { slug, locale: segment } = await params;
  const found = await loadForView(newsKind, slug);
  if (!found) return NOT_FOUND_METADATA;
  const locale = toLocale(segment);
  const { item: post, translated, languages } = await translatedItem(newsKind, found.item, locale);
  const { preview } = found;
  return pageMetadata({
    title: post.title,
    description: truncate(plainText(post.body), 160),
    path: `/blog/${post.slug}`,
    image: { url: post.image || "/site/placeholder.jpg", alt: post.title },
    type: "article",
    publishedTime: post.createdAt,
    modifiedTime: post.updatedAt,
    noIndex: preview,
    ...(translated ? { locale, translated, languages } : {}),
  });
}

export default async function BlogPostPage({ params }: PageProps<"/[locale]/blog/[slug]">) {
  const { slug, locale: segment } = await params;
  const found = await loadForView(newsKind, slug);
  if (!found) notFound();
  const locale = toLocale(segment);
  const { item: post, translated, english } = await translatedItem(newsKind, found.item, locale);
  const { preview } = found;
  const recent = await translatedCards("news", await listLatest(newsKind, 4, post.slug), locale);

  return (
    <>
      {preview ? <PreviewBanner path={`/blog/${post.slug}`} /> : null}
      <PageHero
        image={post.image}
        imageAlt={post.title}
        eyebrow={
          <>
            <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time> · By {post.authorName ?? `the ${site.name} team`}
          </>
        }
        title={post.title}
        tall
      />
      <Breadcrumbs section={{ name: "Blog", path: "/blogs" }} page={{ name: post.title, path: `/blog/${post.slug}` }} />
      <div className={`${container} grid gap-10 pb-12 pt-6 sm:pb-16 lg:grid-cols-3 lg:gap-14`}>
        <article className="min-w-0 lg:col-span-2">
          <InEnglish when={english.has("body")}>
            <RichText html={post.body} className="max-w-[68ch]" />
          </InEnglish>
          <NewsGallery title={post.title} images={post.images} />
          <div className="mt-12 border-t border-stone-200 pt-6">
            <ShareLinks url={absoluteUrl(`/blog/${post.slug}`)} title={post.title} />
          </div>
          <div className="mt-12">
            <CommentsSection kind="news" slug={post.slug} />
          </div>
        </article>
        <aside className="space-y-8 lg:sticky lg:top-24 lg:self-start">
          <SidePanel
            title="Recent posts"
            more={{ href: "/blogs", label: "All posts" }}
            items={recent.map((p) => ({
              href: `/blog/${p.slug}`,
              title: p.title,
              image: p.image,
              meta: <time dateTime={p.createdAt}>{formatDate(p.createdAt)}</time>,
            }))}
          />
        </aside>
      </div>
      <JsonLd data={blogPostingJsonLd(translated ? { ...post, language: locale } : post)} />
    </>
  );
}
