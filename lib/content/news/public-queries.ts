import "server-only";
import { cache } from "react";
import { unstable_cache } from "next/cache";
import { and, count, desc, eq, ne } from "drizzle-orm";
import { tags, PUBLIC_REVALIDATE_SECONDS } from "@/lib/platform/cache-tags";
import { getDb } from "@/lib/platform/db/client";
import { news, users, type News } from "@/lib/platform/db/schema";
import { excerpt } from "@/lib/platform/format";
import { storedImages } from "./serialize";

/**
 * Cached reads for the public blog pages: published posts only, tagged with the news list tag and
 * the post's own tag (see lib/content/tours/public-queries.ts for the pattern). Plain JSON results.
 */
export type NewsCard = { slug: string; title: string; image: string; excerpt: string; createdAt: string };
export type NewsDetail = NewsCard & {
  body: string;
  images: string[];
  isPublished: boolean;
  updatedAt: string;
  /** The staff member who wrote it (the byline and the JSON-LD author); null when unknown. */
  authorName: string | null;
};

const published = eq(news.isPublished, true);
const cardColumns = { slug: news.slug, title: news.title, image: news.image, newsBody: news.newsBody, createdAt: news.createdAt };

function toCard({ newsBody, createdAt, ...row }: Pick<News, keyof typeof cardColumns>): NewsCard {
  return { ...row, excerpt: excerpt(newsBody), createdAt: createdAt.toISOString() };
}

const options = (...extra: string[]) => ({ tags: [tags.news, ...extra], revalidate: PUBLIC_REVALIDATE_SECONDS });

/** Staff's featured posts first, then the newest. */
const featuredFirst = [desc(news.featured), desc(news.createdAt), desc(news.id)];

/** One page of published posts, featured first, then newest. */
export async function readNewsPage(page: number, limit: number): Promise<{ items: NewsCard[]; total: number }> {
  const db = await getDb();
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(cardColumns)
      .from(news)
      .where(published)
      .orderBy(...featuredFirst)
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(news).where(published),
  ]);
  return { items: rows.map(toCard), total: n };
}

export async function readLatestNews(limit: number, exceptSlug = ""): Promise<NewsCard[]> {
  const db = await getDb();
  const rows = await db
    .select(cardColumns)
    .from(news)
    .where(exceptSlug ? and(published, ne(news.slug, exceptSlug)) : published)
    .orderBy(...featuredFirst)
    .limit(limit);
  return rows.map(toCard);
}

/** A post; drafts too unless `onlyPublished`. */
export async function readNews(slug: string, onlyPublished: boolean): Promise<NewsDetail | null> {
  const db = await getDb();
  const [found] = await db
    .select({ row: news, first: users.firstName, last: users.lastName })
    .from(news)
    .leftJoin(users, eq(users.id, news.authorId))
    .where(onlyPublished ? and(eq(news.slug, slug), published) : eq(news.slug, slug))
    .limit(1);
  if (!found) return null;
  const { row } = found;
  const authorName = [found.first, found.last].filter(Boolean).join(" ") || null;
  return { ...toCard(row), body: row.newsBody, images: storedImages(row), isPublished: row.isPublished, updatedAt: row.updatedAt.toISOString(), authorName };
}

/** A published post by slug, or null; a miss is cached under the post's tag as well. */
export const getPublishedNews = cache((slug: string) => unstable_cache(() => readNews(slug, true), ["public-news", slug], options(tags.newsItem(slug)))());

/** Any post, read fresh: only for signed-in staff previewing a draft. */
export const getNewsForPreview = cache((slug: string) => readNews(slug, false));

export async function readNewsSitemap(): Promise<{ slug: string; updatedAt: string }[]> {
  const db = await getDb();
  const rows = await db.select({ slug: news.slug, updatedAt: news.updatedAt }).from(news).where(published).orderBy(desc(news.createdAt));
  return rows.map((r) => ({ slug: r.slug, updatedAt: r.updatedAt.toISOString() }));
}

// The cached reads the pages use.
export const listPublishedNews = unstable_cache(readNewsPage, ["public-news-page"], options());
export const listLatestNews = unstable_cache(readLatestNews, ["public-news-latest"], options());
export const listNewsSitemapEntries = unstable_cache(readNewsSitemap, ["public-news-sitemap"], options());
