import "server-only";
import { unstable_cache } from "next/cache";
import { and, count, desc, eq } from "drizzle-orm";
import { tags, PUBLIC_REVALIDATE_SECONDS } from "@/lib/platform/cache-tags";
import { getDb } from "@/lib/platform/db/client";
import { publications, type PublicationCategory } from "@/lib/platform/db/schema";

/**
 * Cached reads for /publications (category "publication", headed Advertisement) and
 * /press-releases: active documents only, newest first, tagged with the publications tag.
 */
export type PublicDocument = { id: string; title: string; url: string; createdAt: string; isPdf: boolean; isImage: boolean };

/** One page of the active documents of a category, newest first. */
export async function readPublicationPage(category: PublicationCategory, page: number, limit: number): Promise<{ items: PublicDocument[]; total: number }> {
  const db = await getDb();
  const where = and(eq(publications.status, true), eq(publications.category, category));
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ id: publications.id, title: publications.title, url: publications.pubDocument, createdAt: publications.createdAt })
      .from(publications)
      .where(where)
      .orderBy(desc(publications.createdAt), desc(publications.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(publications).where(where),
  ]);
  const items = rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    isPdf: /\.pdf($|\?)/i.test(r.url),
    isImage: /\.(jpe?g|png|webp|gif)($|\?)/i.test(r.url),
  }));
  return { items, total: n };
}

export const listActivePublications = unstable_cache(readPublicationPage, ["public-publications-page"], {
  tags: [tags.publications],
  revalidate: PUBLIC_REVALIDATE_SECONDS,
});
