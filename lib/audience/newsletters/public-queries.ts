import "server-only";
import { cache } from "react";
import { unstable_cache } from "next/cache";
import { and, desc, eq } from "drizzle-orm";
import { tags, PUBLIC_REVALIDATE_SECONDS } from "@/lib/platform/cache-tags";
import { getDb } from "@/lib/platform/db/client";
import { newsletters } from "@/lib/platform/db/schema";
import { excerpt } from "@/lib/platform/format";

/**
 * The public archive (/newsletters): sent newsletters that staff left in it, cached and tagged like
 * the other public pages ("newsletters", and "newsletter:{slug}" for one), refreshed when a send
 * finishes or a newsletter is cancelled.
 */
export type ArchivedCard = { slug: string; subject: string; preheader: string; excerpt: string; sentAt: string };
export type Archived = ArchivedCard & { body: string; image: string; blockItems: NonNullable<(typeof newsletters.$inferSelect)["blockItems"]> };

const archived = and(eq(newsletters.status, "sent"), eq(newsletters.inArchive, true));
const options = (...extra: string[]) => ({ tags: [tags.newsletters, ...extra], revalidate: PUBLIC_REVALIDATE_SECONDS });

export async function readArchivePage(page: number, limit: number): Promise<{ items: ArchivedCard[]; total: number }> {
  const db = await getDb();
  const [rows, total] = await Promise.all([
    db
      .select({
        slug: newsletters.slug,
        subject: newsletters.subject,
        preheader: newsletters.preheader,
        body: newsletters.body,
        finishedAt: newsletters.finishedAt,
      })
      .from(newsletters)
      .where(archived)
      .orderBy(desc(newsletters.finishedAt), desc(newsletters.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.$count(newsletters, archived),
  ]);
  return {
    items: rows.map((r) => ({ slug: r.slug, subject: r.subject, preheader: r.preheader, excerpt: excerpt(r.body, 180), sentAt: r.finishedAt!.toISOString() })),
    total,
  };
}

export async function readArchived(slug: string): Promise<Archived | null> {
  const db = await getDb();
  const [r] = await db
    .select()
    .from(newsletters)
    .where(and(archived, eq(newsletters.slug, slug)))
    .limit(1);
  if (!r) return null;
  return {
    slug: r.slug,
    subject: r.subject,
    preheader: r.preheader,
    excerpt: excerpt(r.body, 160),
    sentAt: r.finishedAt!.toISOString(),
    body: r.body,
    image: r.image,
    blockItems: r.blockItems ?? [],
  };
}

export async function readArchiveSitemap(): Promise<{ slug: string; updatedAt: string }[]> {
  const db = await getDb();
  const rows = await db
    .select({ slug: newsletters.slug, finishedAt: newsletters.finishedAt })
    .from(newsletters)
    .where(archived)
    .orderBy(desc(newsletters.finishedAt));
  return rows.map((r) => ({ slug: r.slug, updatedAt: r.finishedAt!.toISOString() }));
}

export const listArchivedNewsletters = unstable_cache(readArchivePage, ["public-newsletters-page"], options());
export const listArchiveSitemapEntries = unstable_cache(readArchiveSitemap, ["public-newsletters-sitemap"], options());
/** A sent newsletter by slug, or null; a miss is cached under its tag as well. */
export const getArchivedNewsletter = cache((slug: string) =>
  unstable_cache(() => readArchived(slug), ["public-newsletter", slug], options(tags.newsletter(slug)))(),
);
