import { contentListPage } from "@/components/content/list-page";
import { DocumentList } from "@/components/site/document-list";
import { publicationsKind } from "@/lib/content/publications/public-queries";
import type { Locale } from "@/lib/content/i18n/locales";
import { translator } from "@/lib/content/i18n/messages";

/* /press-releases: active documents of category "Press Release"; cached, refreshed by tag "publications". */
export const revalidate = 600;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

const { generateMetadata, Page } = contentListPage((locale: Locale) => {
  const t = translator(locale, "lists");
  return {
    kind: publicationsKind,
    filter: "Press Release" as const,
    pageSize: 9,
    path: "/press-releases",
    title: t("pressReleases.title"),
    description: t("pressReleases.description"),
    image: { url: "/site/page-contact.jpg", alt: t("pressReleases.coverAlt") },
    eyebrow: t("pressReleases.eyebrow"),
    intro: t("pressReleases.intro"),
    label: t("pressReleases.label"),
    empty: { title: t("pressReleases.emptyTitle"), text: t("pressReleases.emptyText"), action: { href: "/contact", label: t("pressReleases.emptyAction") } },
    render: (items) => <DocumentList items={items} locale={locale} />,
  };
});
export { generateMetadata };
export default Page;
