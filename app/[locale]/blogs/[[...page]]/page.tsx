import { CardGrid, contentListPage } from "@/components/content/list-page";
import { NewsCard } from "@/components/site/cards";
import { newsKind } from "@/lib/content/news/public-queries";

/* /blogs and /blogs/page/{n}: cached per page, refreshed when a post changes (tag "news"). */
export const revalidate = 600;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

const { generateMetadata, Page } = contentListPage({
  kind: newsKind,
  pageSize: 9,
  path: "/blogs",
  title: "Blog",
  description: "News, climate policy notes, conservation stories and travel advice from the Ikaze team in Kigali.",
  image: { url: "/site/hero-hills.jpg", alt: "Terraced green hills" },
  eyebrow: "News and insights",
  intro: "Climate policy, conservation in the field, language work and the best of travel in Rwanda — written by the people who do it.",
  label: "Blog posts",
  empty: {
    title: "No posts yet",
    text: "Our first stories are on their way. In the meantime, find out what we do.",
    action: { href: "/services", label: "See our services" },
  },
  render: (items) => <CardGrid items={items} card={(post) => <NewsCard post={post} as="h2" />} />,
});
export { generateMetadata };
export default Page;
