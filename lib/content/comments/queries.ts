import "server-only";
import { cache } from "react";
import { unstable_cache } from "next/cache";
import { and, asc, count, desc, eq, isNotNull, type SQL } from "drizzle-orm";
import { PUBLIC_REVALIDATE_SECONDS, tags } from "@/lib/platform/cache-tags";
import { getDb } from "@/lib/platform/db/client";
import { comments, news, tours, type Comment } from "@/lib/platform/db/schema";
import { findNewsRow } from "@/lib/content/news/queries";
import { serializeComment, type CommentJson } from "@/lib/content/news/serialize";
import { findTourRow } from "@/lib/booking/departures/tour-row";
import type { CommentKind } from "./schema";

/** The post or tour a comment belongs to, as the comment pages and services need it. */
export type CommentTarget = { kind: CommentKind; id: string; slug: string; title: string; isPublished: boolean };

export async function findCommentTarget(kind: CommentKind, slugOrId: string): Promise<CommentTarget | null> {
  const row = kind === "news" ? await findNewsRow(slugOrId) : await findTourRow(slugOrId);
  return row ? { kind, id: row.id, slug: row.slug, title: row.title, isPublished: row.isPublished } : null;
}

export function onTarget(target: Pick<CommentTarget, "kind" | "id">): SQL {
  return target.kind === "news" ? eq(comments.newsId, target.id) : eq(comments.tourId, target.id);
}

/** The item a stored comment is on (for the audit log and the pages to refresh). */
export async function findCommentWithTarget(id: string): Promise<{ comment: Comment; target: CommentTarget } | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      comment: comments,
      newsSlug: news.slug,
      newsTitle: news.title,
      newsPublished: news.isPublished,
      tourSlug: tours.slug,
      tourTitle: tours.title,
      tourPublished: tours.isPublished,
    })
    .from(comments)
    .leftJoin(news, eq(news.id, comments.newsId))
    .leftJoin(tours, eq(tours.id, comments.tourId))
    .where(eq(comments.id, id))
    .limit(1);
  if (!row) return null;
  const { comment } = row;
  const target: CommentTarget = comment.newsId
    ? { kind: "news", id: comment.newsId, slug: row.newsSlug ?? "", title: row.newsTitle ?? "", isPublished: !!row.newsPublished }
    : { kind: "tour", id: comment.tourId ?? "", slug: row.tourSlug ?? "", title: row.tourTitle ?? "", isPublished: !!row.tourPublished };
  return { comment, target };
}

/**
 * An item's comments for the API and the dashboard (uncached). Staff see every comment with the
 * commenter's e-mail; everyone else only enabled ones, without e-mails. Oldest first, as they
 * show under the item; `newestFirst` for the moderation page.
 */
export async function listTargetComments(
  target: CommentTarget,
  { staff, page = 1, limit, newestFirst = false }: { staff: boolean; page?: number; limit?: number; newestFirst?: boolean },
): Promise<{ items: CommentJson[]; total: number }> {
  const db = await getDb();
  const where = and(onTarget(target), staff ? undefined : eq(comments.isActive, true));
  const order = newestFirst ? [desc(comments.createdAt), desc(comments.id)] : [asc(comments.createdAt), asc(comments.id)];
  const query = db
    .select()
    .from(comments)
    .where(where)
    .orderBy(...order)
    .$dynamic();
  if (limit) query.limit(limit).offset((page - 1) * limit);
  const [rows, [{ n }]] = await Promise.all([query, db.select({ n: count() }).from(comments).where(where)]);
  return { items: rows.map((c) => serializeComment(c, staff)), total: n };
}

/** Comments of one item by status, for the dashboard's item pages ("3 comments, 1 awaiting moderation"). */
export async function countTargetComments(target: Pick<CommentTarget, "kind" | "id">): Promise<{ total: number; pending: number }> {
  const db = await getDb();
  const [[all], [pending]] = await Promise.all([
    db.select({ n: count() }).from(comments).where(onTarget(target)),
    db
      .select({ n: count() })
      .from(comments)
      .where(and(onTarget(target), eq(comments.isActive, false))),
  ]);
  return { total: all.n, pending: pending.n };
}

/** Comments awaiting moderation across the site, and the items they are on (dashboard). */
export async function listPendingCommentItems(
  limit = 5,
): Promise<{ total: number; items: { kind: CommentKind; slug: string; title: string; pending: number }[] }> {
  const db = await getDb();
  const pending = eq(comments.isActive, false);
  const [[{ n }], onNews, onTours] = await Promise.all([
    db.select({ n: count() }).from(comments).where(pending),
    db
      .select({ slug: news.slug, title: news.title, pending: count() })
      .from(comments)
      .innerJoin(news, eq(news.id, comments.newsId))
      .where(and(pending, isNotNull(comments.newsId)))
      .groupBy(news.slug, news.title),
    db
      .select({ slug: tours.slug, title: tours.title, pending: count() })
      .from(comments)
      .innerJoin(tours, eq(tours.id, comments.tourId))
      .where(and(pending, isNotNull(comments.tourId)))
      .groupBy(tours.slug, tours.title),
  ]);
  const items = [...onNews.map((r) => ({ kind: "news" as const, ...r })), ...onTours.map((r) => ({ kind: "tour" as const, ...r }))]
    .sort((a, b) => b.pending - a.pending || a.title.localeCompare(b.title))
    .slice(0, limit);
  return { total: n, items };
}

/** An enabled comment as the public page shows it: no e-mail address. */
export type PublicComment = { id: string; names: string; commentBody: string; createdAt: string };

export async function readPublicComments(kind: CommentKind, slug: string): Promise<PublicComment[]> {
  const db = await getDb();
  const parent = kind === "news" ? news : tours;
  const parentId = kind === "news" ? comments.newsId : comments.tourId;
  const rows = await db
    .select({ id: comments.id, names: comments.names, commentBody: comments.commentBody, createdAt: comments.createdAt })
    .from(comments)
    .innerJoin(parent, eq(parent.id, parentId))
    .where(and(eq(parent.slug, slug), eq(comments.isActive, true)))
    .orderBy(asc(comments.createdAt), asc(comments.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/**
 * The enabled comments under a public post or tour, cached with the page. Moderation expires
 * `tags.commentsOn(kind, slug)`, so the page shows the change at once.
 */
export const getPublicComments = cache((kind: CommentKind, slug: string) =>
  unstable_cache(() => readPublicComments(kind, slug), ["public-comments", kind, slug], {
    tags: [tags.comments, tags.commentsOn(kind, slug)],
    revalidate: PUBLIC_REVALIDATE_SECONDS,
  })(),
);
