import "server-only";
import { and, eq } from "drizzle-orm";
import { assertAdmin, type Actor } from "@/lib/access/auth/guards";
import { recordAudit } from "@/lib/access/audit/service";
import { invalidate, tags } from "@/lib/platform/cache-tags";
import { getDb } from "@/lib/platform/db/client";
import { comments, users } from "@/lib/platform/db/schema";
import { NotFoundError } from "@/lib/platform/errors";
import { guardPublicForm } from "@/lib/platform/forms/guard";
import { readListQuery } from "@/lib/platform/pagination";
import { isUuid } from "@/lib/platform/slug";
import { truncate } from "@/lib/platform/format";
import { newCommentMail } from "./mails";
import { findCommentTarget, findCommentWithTarget, listTargetComments, type CommentTarget } from "./queries";
import { commentCreateSchema, commentStatusSchema, type CommentKind } from "./schema";
import { storeThenMail } from "@/lib/platform/mail/store-then-mail";

export const COMMENT_RECEIVED = "Thank you for your comment. It is awaiting moderation and will appear once an administrator approves it.";
export const ITEM_NOT_FOUND = "We could not find that post or tour.";
export const COMMENT_NOT_FOUND = "Comment not found.";

/**
 * Comments on news posts and tours. Visitors post them (stored disabled, administrators told by
 * e-mail through the outbox); only administrators enable, disable or delete them (spec §6), each
 * action audited. Changes to what the public sees expire the comment tags of the item's page.
 */
export async function createComment(ip: string, body: unknown): Promise<{ message: string }> {
  await guardPublicForm("comment", ip, body);
  const input = commentCreateSchema.parse(body);
  const target = await findPublicTarget(input.kind, input.slug);
  if (!target) throw new NotFoundError(ITEM_NOT_FOUND);

  await storeThenMail(async (tx, mail) => {
    await tx.insert(comments).values({
      newsId: target.kind === "news" ? target.id : null,
      tourId: target.kind === "tour" ? target.id : null,
      names: input.names,
      email: input.email,
      commentBody: input.commentBody,
      isActive: false,
    });
    const admins = await tx
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.role, "admin"), eq(users.isActive, true)));
    for (const admin of admins) await mail(newCommentMail(admin.email, input, target));
  });
  return { message: COMMENT_RECEIVED };
}

/** Visitors comment on published items only; without a kind, a post by that slug, else a tour. */
async function findPublicTarget(kind: CommentKind | undefined, slug: string): Promise<CommentTarget | null> {
  for (const k of kind ? [kind] : (["news", "tour"] as const)) {
    const target = await findCommentTarget(k, slug);
    if (target?.isPublished) return target;
  }
  return null;
}

/** GET /api/comments/{slug or id}/news|tours: staff see every comment; others enabled ones of public items. */
export async function listCommentsForApi(actor: Actor | null, kind: CommentKind, slugOrId: string, params: URLSearchParams) {
  const staff = actor !== null;
  const target = await findCommentTarget(kind, slugOrId);
  if (!target || (!staff && !target.isPublished)) throw new NotFoundError(kind === "news" ? "Blog not found." : "Tour not found.");
  const { page, limit } = readListQuery(params);
  const { items, total } = await listTargetComments(target, { staff, page, limit });
  return { comments: items, total };
}

export async function setCommentActive(actor: Actor | null, id: string, body: unknown): Promise<{ message: string }> {
  assertAdmin(actor);
  const { isActive } = commentStatusSchema.parse(body);
  const { comment, target } = await mustFind(id);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.update(comments).set({ isActive }).where(eq(comments.id, comment.id));
    await recordAudit(tx, actor, {
      action: isActive ? "comment.enable" : "comment.disable",
      entityType: "comment",
      entityId: comment.id,
      summary: `${isActive ? "Enabled" : "Disabled"} the comment of ${comment.names} on "${target.title}"`,
      details: { item: { kind: target.kind, slug: target.slug }, names: comment.names },
    });
  });
  invalidate(tags.comments, tags.commentsOn(target.kind, target.slug));
  return { message: isActive ? "Comment enabled successfully." : "Comment disabled successfully." };
}

export async function deleteComment(actor: Actor | null, id: string): Promise<{ message: string }> {
  assertAdmin(actor);
  const { comment, target } = await mustFind(id);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.delete(comments).where(eq(comments.id, comment.id));
    await recordAudit(tx, actor, {
      action: "comment.delete",
      entityType: "comment",
      entityId: comment.id,
      summary: `Deleted the comment of ${comment.names} on "${target.title}"`,
      details: {
        item: { kind: target.kind, slug: target.slug },
        names: comment.names,
        email: comment.email,
        commentBody: truncate(comment.commentBody, 500),
        wasActive: comment.isActive,
      },
    });
  });
  invalidate(tags.comments, tags.commentsOn(target.kind, target.slug));
  return { message: "Comment deleted successfully." };
}

async function mustFind(id: string) {
  const found = isUuid(id) ? await findCommentWithTarget(id) : null;
  if (!found) throw new NotFoundError(COMMENT_NOT_FOUND);
  return found;
}
