import { ARCHIVE_PAGE_SIZE, NewsletterArchive } from "@/components/site/newsletter-archive";
import { listArchivedNewsletters } from "@/lib/newsletters/public-queries";
import { pageMetadata } from "@/lib/seo/metadata";

/* The newsletter archive's first page: cached, refreshed when a newsletter finishes sending (tag "newsletters"). */
export const revalidate = 600;

export const metadata = pageMetadata({
  title: "Newsletters",
  description: "Every newsletter Ikaze sent to its mailing list: new tours, events and news from Rwanda.",
  path: "/newsletters",
  image: { url: "/site/hero-hills.jpg", alt: "Terraced green hills" },
});

export default async function NewslettersPage() {
  const { items, total } = await listArchivedNewsletters(1, ARCHIVE_PAGE_SIZE);
  return <NewsletterArchive items={items} total={total} page={1} />;
}
