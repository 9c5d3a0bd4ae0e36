import "server-only";
import type { Newsletter, NewsletterBlockItem } from "@/lib/platform/db/schema";
import { readLatestNews } from "@/lib/content/news/public-queries";
import { readLatestTours } from "@/lib/content/tours/public-queries";

/** How many tours and posts the "featured tours / latest news" block shows. */
export const BLOCK_SIZE = 3;

/**
 * The block under a newsletter's body, filled from published content: staff's featured tours first
 * (then the newest), and the latest posts. Read when sending starts and kept with the newsletter,
 * so every subscriber and the archive show the same block.
 */
export async function readBlockItems(n: Pick<Newsletter, "includeTours" | "includeNews">): Promise<NewsletterBlockItem[]> {
  const [tours, posts] = await Promise.all([n.includeTours ? readLatestTours(BLOCK_SIZE) : [], n.includeNews ? readLatestNews(BLOCK_SIZE) : []]);
  return [
    ...tours.map((t) => ({ kind: "tour" as const, title: t.title, path: `/tour/${t.slug}`, image: t.image, summary: t.excerpt })),
    ...posts.map((p) => ({ kind: "news" as const, title: p.title, path: `/blog/${p.slug}`, image: p.image, summary: p.excerpt })),
  ];
}

/**
 * Both kinds, read before the transaction that starts sending: a read through the pool inside it
 * would wait for the connection the transaction holds (PGlite has one), so sending never started.
 * `blockFor` then keeps what the newsletter, as locked in that transaction, asks for.
 */
export const readWholeBlock = () => readBlockItems({ includeTours: true, includeNews: true });

export function blockFor(items: NewsletterBlockItem[], n: Pick<Newsletter, "includeTours" | "includeNews">): NewsletterBlockItem[] {
  return items.filter((i) => (i.kind === "tour" ? n.includeTours : n.includeNews));
}

/** The block as sent, or (before sending) as it would be now. */
export async function blockItemsOf(n: Pick<Newsletter, "includeTours" | "includeNews" | "blockItems">): Promise<NewsletterBlockItem[]> {
  return n.blockItems ?? readBlockItems(n);
}
