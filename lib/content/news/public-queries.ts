import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { tags } from "@/lib/platform/cache-tags";
import { getDb } from "@/lib/platform/db/client";
import { news, users, type News } from "@/lib/platform/db/schema";
import { excerpt } from "@/lib/platform/format";
import { readKindPage, readLatest, readSitemap, type ContentKind } from "@/lib/content/kind/config";
import { storedImages } from "./serialize";
import { TRANSLATABLE_FIELDS } from "@/lib/content/translations/fields";

/** The public blog as a content kind: published posts only, featured first, then the newest. Plain JSON results. */
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

/** Staff's featured posts first, then the newest. */
const featuredFirst = [desc(news.featured), desc(news.createdAt), desc(news.id)];

export const newsKind: ContentKind<NewsCard, NewsDetail> = {
  name: "news",
  translation: { kind: "news", fields: TRANSLATABLE_FIELDS.news, detailNames: { newsBody: "body" } },
  tag: tags.news,
  itemTag: tags.newsItem,
  table: news,
  columns: cardColumns,
  toCard,
  where: () => published,
  order: () => featuredFirst,
  slug: news.slug,
  updatedAt: news.updatedAt,
  sitemapOrder: desc(news.createdAt),
  readOne: (slug, onlyPublished) => readNews(slug, onlyPublished),
  isPublic: (post) => post.isPublished,
};

/** One page of published posts, featured first, then newest. */
export const readNewsPage = (page: number, limit: number) => readKindPage(newsKind, page, limit, undefined);

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

export const readLatestNews = (limit: number, exceptSlug = "") => readLatest(newsKind, limit, exceptSlug);
export const readNewsSitemap = () => readSitemap(newsKind);
