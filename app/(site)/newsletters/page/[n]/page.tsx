import { notFound } from "next/navigation";
import { ARCHIVE_PAGE_SIZE, NewsletterArchive } from "@/components/site/newsletter-archive";
import { listPageNumber } from "@/components/site/page-links";
import { listArchivedNewsletters } from "@/lib/newsletters/public-queries";
import { NOT_FOUND_METADATA, pageMetadata } from "@/lib/seo/metadata";

/* /newsletters/page/{n}: later pages of the archive, cached like the first. */
export const revalidate = 600;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

async function load(n: string) {
  const page = listPageNumber(["page", n]);
  if (!page) return null;
  const list = await listArchivedNewsletters(page, ARCHIVE_PAGE_SIZE);
  return list.items.length ? { page, ...list } : null;
}

export async function generateMetadata({ params }: PageProps<"/newsletters/page/[n]">) {
  const found = await load((await params).n);
  if (!found) return NOT_FOUND_METADATA;
  return pageMetadata({
    title: `Newsletters — page ${found.page}`,
    description: "Every newsletter Ikaze sent to its mailing list.",
    path: `/newsletters/page/${found.page}`,
    image: { url: "/site/hero-hills.jpg", alt: "Terraced green hills" },
  });
}

export default async function NewslettersPage({ params }: PageProps<"/newsletters/page/[n]">) {
  const found = await load((await params).n);
  if (!found) notFound();
  return <NewsletterArchive items={found.items} total={found.total} page={found.page} />;
}
