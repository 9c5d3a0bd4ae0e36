import "server-only";
import { and, count, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { contains } from "@/lib/content/kind/search";
import { waitingNews } from "@/lib/content/kind/waiting";
import { getDb } from "@/lib/platform/db/client";
import { comments, news, type News } from "@/lib/platform/db/schema";
import { isLookupKey, isUuid } from "@/lib/platform/slug";
import { serializeComment, serializeNews, type CommentJson, type NewsJson } from "./serialize";

/**
 * Reads for the API and the dashboard (uncached: staff expect their own changes at once).
 * Anonymous callers (`staff: false`) only ever see published posts.
 */
export type ListOptions = {
  staff: boolean;
  page?: number;
  limit?: number;
  q?: string;
  /** Only drafts waiting for an administrator (staff lists). */ waiting?: boolean;
};

function visible(staff: boolean, q?: string, waiting?: boolean): SQL | undefined {
  return and(staff && waiting ? waitingNews() : undefined, staff ? undefined : eq(news.isPublished, true), contains(news.title, q));
}

export async function listNews({ staff, page = 1, limit, q, waiting }: ListOptions): Promise<{ items: NewsJson[]; total: number }> {
  const db = await getDb();
  const where = visible(staff, q, waiting);
  const query = db.select().from(news).where(where).orderBy(desc(news.createdAt), desc(news.id)).$dynamic();
  if (limit) query.limit(limit).offset((page - 1) * limit);
  const [rows, [{ n }]] = await Promise.all([query, db.select({ n: count() }).from(news).where(where)]);
  return { items: await withComments(rows, staff), total: n };
}

export async function latestNews(n = 5): Promise<NewsJson[]> {
  return (await listNews({ staff: false, limit: n })).items;
}

/** One post by slug or id; drafts only for staff. */
export async function findNews(slugOrId: string, { staff }: { staff: boolean }): Promise<NewsJson | null> {
  const row = await findNewsRow(slugOrId);
  if (!row || (!staff && !row.isPublished)) return null;
  return (await withComments([row], staff))[0];
}

export async function findNewsRow(slugOrId: string): Promise<News | null> {
  if (!isLookupKey(slugOrId)) return null;
  const db = await getDb();
  const match = isUuid(slugOrId) ? or(eq(news.slug, slugOrId), eq(news.id, slugOrId)) : eq(news.slug, slugOrId);
  const [row] = await db.select().from(news).where(match).limit(1);
  return row ?? null;
}

/** Counts a public read of a post (views.numberOfReading). */
export async function countNewsRead(id: string): Promise<void> {
  const db = await getDb();
  await db
    .update(news)
    .set({ numberOfReading: sql`${news.numberOfReading} + 1`, updatedAt: sql`${news.updatedAt}` })
    .where(eq(news.id, id));
}

/** Each post's enabled comments, oldest first (one query for the whole page). */
async function withComments(rows: News[], staff: boolean): Promise<NewsJson[]> {
  if (rows.length === 0) return [];
  const db = await getDb();
  const found = await db
    .select()
    .from(comments)
    .where(
      and(
        inArray(
          comments.newsId,
          rows.map((r) => r.id),
        ),
        eq(comments.isActive, true),
      ),
    )
    .orderBy(comments.createdAt);
  const byNews = new Map<string, CommentJson[]>();
  for (const c of found) {
    const list = byNews.get(c.newsId!) ?? [];
    list.push(serializeComment(c, staff));
    byNews.set(c.newsId!, list);
  }
  return rows.map((r) => serializeNews(r, byNews.get(r.id) ?? []));
}
