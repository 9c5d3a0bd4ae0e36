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
import { notFoundMetadata, absoluteUrl, pageMetadata } from "@/lib/content/seo/metadata";
import { loadForView } from "@/app/(site)/preview/load";
import { localePath, toLocale } from "@/lib/content/i18n/locales";
import { cardWords } from "@/lib/content/i18n/card-words";
import { translator } from "@/lib/content/i18n/messages";
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
  if (!found) return notFoundMetadata(toLocale(segment));
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
  const t = translator(locale, "postPage");
  const at = (path: string) => localePath(locale, path);
  // English keeps the site's own date format; the others write it by Intl.
  const date = locale === "en" ? formatDate : cardWords(locale).date;

  return (
    <>
      {preview ? <PreviewBanner path={`/blog/${post.slug}`} /> : null}
      <PageHero
        image={post.image}
        imageAlt={post.title}
        eyebrow={
          <>
            <time dateTime={post.createdAt}>{date(post.createdAt)}</time> · {t("by", { author: post.authorName ?? t("team", { name: site.name }) })}
          </>
        }
        title={post.title}
        titleLang={english.has("title") ? "en" : undefined}
        tall
      />
      <Breadcrumbs
        label={translator(locale, "site")("breadcrumb")}
        home={{ name: t("home"), path: at("/") }}
        section={{ name: t("blog"), path: at("/blogs") }}
        page={{ name: post.title, path: at(`/blog/${post.slug}`), lang: english.has("title") ? "en" : undefined }}
      />
      <div className={`${container} grid gap-10 pb-12 pt-6 sm:pb-16 lg:grid-cols-3 lg:gap-14`}>
        <article className="min-w-0 lg:col-span-2">
          <InEnglish when={english.has("body")}>
            <RichText html={post.body} className="max-w-[68ch]" />
          </InEnglish>
          <NewsGallery title={post.title} images={post.images} />
          <div className="mt-12 border-t border-stone-200 pt-6">
            <ShareLinks url={absoluteUrl(`/blog/${post.slug}`)} title={post.title} label={t("share")} newTab={translator(locale, "footer")("newTab")} />
          </div>
          <div className="mt-12">
            <CommentsSection kind="news" slug={post.slug} locale={locale} />
          </div>
        </article>
        <aside className="space-y-8 lg:sticky lg:top-24 lg:self-start">
          <SidePanel
            title={t("recent")}
            more={{ href: at("/blogs"), label: t("all") }}
            items={recent.map((p) => ({
              href: at(`/blog/${p.slug}`),
              title: p.title,
              image: p.image,
              meta: <time dateTime={p.createdAt}>{date(p.createdAt)}</time>,
              ...(p.english ? { english: true as const } : {}),
            }))}
          />
        </aside>
      </div>
      <JsonLd data={blogPostingJsonLd(translated ? { ...post, language: locale } : post)} />
    </>
  );
}
