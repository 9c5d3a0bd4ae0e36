import { contentListPage } from "@/components/content/list-page";
import { DocumentList } from "@/components/site/document-list";
import { publicationsKind } from "@/lib/content/publications/public-queries";

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

const { generateMetadata, Page } = contentListPage({
  kind: publicationsKind,
  filter: "publication",
  pageSize: 3,
  path: "/publications",
  title: "Advertisement",
  description: "Current offers and announcements from Ikaze: travel deals, seasonal packages and notices.",
  image: { url: "/site/hero-lake.jpg", alt: "Sunset over Lake Kivu" },
  eyebrow: "Publications",
  intro: "Our current offers and announcements. Open any of them to read the full document.",
  label: "Advertisements",
  empty: {
    title: "No advertisements right now",
    text: "There are no current offers. Browse our tours or ask us for a tailor-made trip.",
    action: { href: "/tours", label: "Browse tours" },
  },
  render: (items) => <DocumentList items={items} />,
});
export { generateMetadata };
export default Page;
