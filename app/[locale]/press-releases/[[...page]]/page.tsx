import { contentListPage } from "@/components/content/list-page";
import { DocumentList } from "@/components/site/document-list";
import { publicationsKind } from "@/lib/content/publications/public-queries";

/* /press-releases: active documents of category "Press Release"; cached, refreshed by tag "publications". */
export const revalidate = 600;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

const { generateMetadata, Page } = contentListPage({
  kind: publicationsKind,
  filter: "Press Release",
  pageSize: 9,
  path: "/press-releases",
  title: "Press releases",
  description: "Official announcements from Ikaze: partnerships, programmes and company news.",
  image: { url: "/site/page-contact.jpg", alt: "Kigali at dusk" },
  eyebrow: "Newsroom",
  intro: "Announcements about our partnerships, programmes and company news. Journalists can reach us at the contacts below.",
  label: "Press releases",
  empty: { title: "No press releases yet", text: "For media enquiries, please get in touch with our team.", action: { href: "/contact", label: "Contact us" } },
  render: (items) => <DocumentList items={items} />,
});
export { generateMetadata };
export default Page;
