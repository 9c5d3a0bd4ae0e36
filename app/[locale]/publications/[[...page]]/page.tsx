import { contentListPage } from "@/components/content/list-page";
import { DocumentList } from "@/components/site/document-list";
import { publicationsKind } from "@/lib/content/publications/public-queries";
import type { Locale } from "@/lib/content/i18n/locales";
import { translator } from "@/lib/content/i18n/messages";

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

const { generateMetadata, Page } = contentListPage((locale: Locale) => {
  const t = translator(locale, "lists");
  return {
    kind: publicationsKind,
    filter: "publication" as const,
    pageSize: 3,
    path: "/publications",
    title: t("publications.title"),
    description: t("publications.description"),
    image: { url: "/site/hero-lake.jpg", alt: t("publications.coverAlt") },
    eyebrow: t("publications.eyebrow"),
    intro: t("publications.intro"),
    label: t("publications.label"),
    empty: {
      title: t("publications.emptyTitle"),
      text: t("publications.emptyText"),
      action: { href: "/tours", label: t("publications.emptyAction") },
    },
    render: (items) => <DocumentList items={items} locale={locale} />,
  };
});
export { generateMetadata };
export default Page;
