import "server-only";
import { eq } from "drizzle-orm";
import { assertAdmin, assertStaff, type Actor } from "@/lib/auth/guards";
import { recordAudit } from "@/lib/audit/service";
import { invalidate, tags } from "@/lib/cache-tags";
import { changedFields } from "@/lib/content/changes";
import { withFreshSlug } from "@/lib/content/slugs";
import { getDb } from "@/lib/db/client";
import { news } from "@/lib/db/schema";
import { NotFoundError } from "@/lib/errors";
import { sanitizeRichText } from "@/lib/rich-text/sanitize";
import { findNewsRow } from "./queries";
import { newsPayload, newsPublishSchema } from "./schema";
import { serializeNews, type NewsJson } from "./serialize";

/**
 * Writes to news posts (blogs). Any staff member may create (a draft); only admins publish,
 * update and delete (spec §6). Every write is audited in its own transaction, and changes to what
 * the public can see invalidate the cached pages that show it. Slugs stay as they were created,
 * so shared links keep working when a title is edited.
 */
export async function createNews(actor: Actor | null, body: unknown): Promise<{ message: string; data: NewsJson }> {
  assertStaff(actor);
  const input = newsPayload.parse(body);
  const db = await getDb();
  const row = await withFreshSlug(db, news, input.title, (slug) =>
    db.transaction(async (tx) => {
      const [created] = await tx
        .insert(news)
        .values({ slug, title: input.title, image: input.image, newsBody: sanitizeRichText(input.newsBody), authorId: actor.id, isPublished: false })
        .returning();
      await recordAudit(tx, actor, { action: "news.create", entityType: "news", entityId: created.id, summary: `Created the blog "${created.title}"`, details: { slug } });
      return created;
    }),
  );
  return { message: "Blog created successfully.", data: serializeNews(row) };
}

export async function updateNews(actor: Actor | null, slugOrId: string, body: unknown): Promise<{ message: string }> {
  assertAdmin(actor);
  const input = newsPayload.parse(body);
  const current = await mustFind(slugOrId);
  const next = { title: input.title, image: input.image, newsBody: sanitizeRichText(input.newsBody) };
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.update(news).set(next).where(eq(news.id, current.id));
    await recordAudit(tx, actor, {
      action: "news.update",
      entityType: "news",
      entityId: current.id,
      summary: `Updated the blog "${next.title}"`,
      details: { slug: current.slug, changed: changedFields(current, next) },
    });
  });
  invalidate(tags.news, tags.newsItem(current.slug));
  return { message: "Blog updated successfully." };
}

export async function setNewsPublished(actor: Actor | null, slugOrId: string, body: unknown): Promise<{ message: string }> {
  assertAdmin(actor);
  const { isPublished } = newsPublishSchema.parse(body);
  const current = await mustFind(slugOrId);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.update(news).set({ isPublished }).where(eq(news.id, current.id));
    await recordAudit(tx, actor, {
      action: isPublished ? "news.publish" : "news.unpublish",
      entityType: "news",
      entityId: current.id,
      summary: `${isPublished ? "Published" : "Unpublished"} the blog "${current.title}"`,
      details: { slug: current.slug },
    });
  });
  invalidate(tags.news, tags.newsItem(current.slug));
  return { message: isPublished ? "Blog published successfully." : "Blog unpublished successfully." };
}

export async function deleteNews(actor: Actor | null, slugOrId: string): Promise<{ message: string }> {
  assertAdmin(actor);
  const current = await mustFind(slugOrId);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.delete(news).where(eq(news.id, current.id));
    await recordAudit(tx, actor, {
      action: "news.delete",
      entityType: "news",
      entityId: current.id,
      summary: `Deleted the blog "${current.title}"`,
      details: { slug: current.slug, wasPublished: current.isPublished },
    });
  });
  invalidate(tags.news, tags.newsItem(current.slug), tags.comments);
  return { message: "Blog deleted successfully." };
}

async function mustFind(slugOrId: string) {
  const row = await findNewsRow(slugOrId);
  if (!row) throw new NotFoundError("Blog not found.");
  return row;
}

