import { CardGrid, contentListPage } from "@/components/content/list-page";
import { NewsCard } from "@/components/site/cards";
import { newsKind } from "@/lib/content/news/public-queries";
import type { Locale } from "@/lib/content/i18n/locales";
import { translator } from "@/lib/content/i18n/messages";

/* /blogs and /blogs/page/{n}: cached per page, refreshed when a post changes (tag "news"). */
export const revalidate = 600;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

const { generateMetadata, Page } = contentListPage((locale: Locale) => {
  const t = translator(locale, "lists");
  return {
    kind: newsKind,
    pageSize: 9,
    path: "/blogs",
    title: t("blogs.title"),
    description: t("blogs.description"),
    image: { url: "/site/hero-hills.jpg", alt: t("blogs.coverAlt") },
    eyebrow: t("blogs.eyebrow"),
    intro: t("blogs.intro"),
    label: t("blogs.label"),
    empty: { title: t("blogs.emptyTitle"), text: t("blogs.emptyText"), action: { href: "/services", label: t("blogs.emptyAction") } },
    render: (items) => <CardGrid items={items} card={(post) => <NewsCard post={post} as="h2" locale={locale} />} />,
  };
});
export { generateMetadata };
export default Page;
