import "server-only";
import { eq } from "drizzle-orm";
import { assertAdmin, assertStaff, type Actor } from "@/lib/access/auth/guards";
import { recordAudit } from "@/lib/access/audit/service";
import { invalidate, tags } from "@/lib/platform/cache-tags";
import { ownMediaPaths } from "@/lib/platform/api/media-urls";
import { assertUploadsExist } from "@/lib/content/kind/media";
import { withFreshSlug } from "@/lib/content/kind/slugs";
import { formatDateTime } from "@/lib/platform/dates";
import { getDb, type Db } from "@/lib/platform/db/client";
import { newsletters, subscribers, type Newsletter, type NewsletterStatus } from "@/lib/platform/db/schema";
import { ConflictError, NotFoundError, ValidationError } from "@/lib/platform/errors";
import { env } from "@/lib/platform/env";
import { parseCloudinaryUrl } from "@/lib/content/uploads/storage";
import { isOwnPicture, pictureNotOursAtSend, PICTURE_NOT_OURS } from "./picture";
import { deliverSoon } from "@/lib/platform/mail/deliver";
import { queueMail } from "@/lib/platform/mail/outbox";
import { sanitizeRichText } from "@/lib/platform/rich-text/sanitize";
import type { PageQuery } from "@/lib/platform/pagination";
import { isUuid } from "@/lib/platform/slug";
import { blockItemsOf, readWholeBlock } from "./block";
import { AUDIENCE, beginSending, dispatchSoon } from "./dispatch";
import { sampleNewsletter } from "./mail";
import { getNewsletter, listNewsletters, serializeNewsletter } from "./queries";
import { newsletterSchema, sendSchema, type NewsletterValues } from "./schema";

export const NEWSLETTER_NOT_FOUND = "Newsletter not found.";
const AUDIENCE_EMPTY = "Nobody has confirmed a subscription yet: there is no one to send it to.";

const columns = (v: NewsletterValues) => ({
  subject: v.subject,
  preheader: v.preheader,
  body: sanitizeRichText(v.body),
  image: v.image,
  includeTours: v.includeTours,
  includeNews: v.includeNews,
  inArchive: v.inArchive,
});

/** Runs `fn` on the newsletter's row, locked for the transaction; 404 when there is none. */
async function withLocked<T>(id: string, fn: (tx: Db, row: Newsletter) => Promise<T>): Promise<T> {
  if (!isUuid(id)) throw new NotFoundError(NEWSLETTER_NOT_FOUND);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(newsletters).where(eq(newsletters.id, id)).for("update");
    if (!row) throw new NotFoundError(NEWSLETTER_NOT_FOUND);
    return fn(tx, row);
  });
}

async function answer(id: string, message: string) {
  return { message, data: (await getNewsletter(id))! };
}

/** GET /api/newsletters (staff). */
export async function listNewslettersFor(actor: Actor | null, query: PageQuery) {
  assertStaff(actor);
  const { rows, total } = await listNewsletters(query);
  return { data: rows, total };
}

/** GET /api/newsletters/{id} (staff). */
export async function getNewsletterFor(actor: Actor | null, id: string) {
  assertStaff(actor);
  const data = await getNewsletter(id);
  if (!data) throw new NotFoundError(NEWSLETTER_NOT_FOUND);
  return { data };
}

/** Our Cloudinary account's name, when uploads go there (only its pictures are ours). */
const ourCloud = () => parseCloudinaryUrl(env().CLOUDINARY_URL)?.cloudName ?? null;

/** Refuses (400) a picture that is not one of our uploads. */
function assertOwnPicture(input: NewsletterValues): void {
  if (input.image && !isOwnPicture(input.image, ourCloud())) throw new ValidationError([PICTURE_NOT_OURS]);
}

/** Refuses (409) to send a newsletter saved before pictures had to be ours, while its picture is another site's. */
function assertSendablePicture(row: Newsletter): void {
  if (row.image && !isOwnPicture(row.image, ourCloud())) throw new ConflictError(pictureNotOursAtSend(row.image));
}

/** POST /api/newsletters: any staff member writes a draft. */
export async function createNewsletter(actor: Actor | null, body: unknown) {
  assertStaff(actor);
  const input = newsletterSchema.parse(ownMediaPaths(body));
  assertOwnPicture(input);
  await assertUploadsExist(input);
  const db = await getDb();
  const row = await withFreshSlug(db, newsletters, input.subject, (slug) =>
    db.transaction(async (tx) => {
      const [created] = await tx
        .insert(newsletters)
        .values({ ...columns(input), slug, authorId: actor.id })
        .returning();
      await recordAudit(tx, actor, {
        action: "newsletter.create",
        entityType: "newsletter",
        entityId: created.id,
        summary: `Wrote the newsletter "${created.subject}"`,
      });
      return created;
    }),
  );
  return { message: "Newsletter saved as a draft.", data: serializeNewsletter(row) };
}

/** PUT /api/newsletters/{id}: staff change a draft; administrators also a scheduled one (it has not started). */
export async function updateNewsletter(actor: Actor | null, id: string, body: unknown) {
  assertStaff(actor);
  const input = newsletterSchema.parse(ownMediaPaths(body));
  assertOwnPicture(input);
  await withLocked(id, async (tx, row) => {
    const editable: NewsletterStatus[] = actor.role === "admin" ? ["draft", "scheduled"] : ["draft"];
    if (!editable.includes(row.status)) {
      throw new ConflictError(
        row.status === "scheduled"
          ? "Only an administrator may change a scheduled newsletter."
          : "This newsletter has been sent or is being sent: it can no longer be changed.",
      );
    }
    await assertUploadsExist(input, { image: row.image });
    await tx.update(newsletters).set(columns(input)).where(eq(newsletters.id, row.id));
    await recordAudit(tx, actor, {
      action: "newsletter.update",
      entityType: "newsletter",
      entityId: row.id,
      summary: `Changed the newsletter "${input.subject}"`,
    });
  });
  return answer(id, "Newsletter saved.");
}

/** DELETE /api/newsletters/{id}: only a draft (a sent one is part of the record). */
export async function deleteNewsletter(actor: Actor | null, id: string) {
  assertStaff(actor);
  await withLocked(id, async (tx, row) => {
    if (row.status !== "draft") throw new ConflictError("Only a draft can be deleted.");
    await tx.delete(newsletters).where(eq(newsletters.id, row.id));
    await recordAudit(tx, actor, { action: "newsletter.delete", entityType: "newsletter", entityId: row.id, summary: `Deleted the draft "${row.subject}"` });
  });
  return { message: "Draft deleted." };
}

/**
 * POST /api/newsletters/{id}/send `{ at? }` (administrators): a draft (or a scheduled one, to change
 * its time or send it now) starts sending now, or is scheduled for `at`. Anything already under
 * way or finished is a 409: a newsletter is sent once.
 */
export async function sendNewsletter(actor: Actor | null, id: string, body: unknown) {
  assertAdmin(actor);
  const { at } = sendSchema.parse(body);
  const now = new Date();
  const later = at && at.getTime() > now.getTime();
  const block = later ? [] : await readWholeBlock();
  const message = await withLocked(id, async (tx, row) => {
    if (row.status !== "draft" && row.status !== "scheduled") throw new ConflictError(alreadyMessage(row.status));
    assertSendablePicture(row);
    if (later) {
      await tx.update(newsletters).set({ status: "scheduled", scheduledAt: at, sentById: actor.id }).where(eq(newsletters.id, row.id));
      await recordAudit(tx, actor, {
        action: "newsletter.schedule",
        entityType: "newsletter",
        entityId: row.id,
        summary: `Scheduled the newsletter "${row.subject}" for ${formatDateTime(at)}`,
        details: { at: at.toISOString() },
      });
      return `Scheduled for ${formatDateTime(at)} (Kigali time).`;
    }
    if ((await tx.$count(subscribers, AUDIENCE)) === 0) throw new ConflictError(AUDIENCE_EMPTY);
    await tx.update(newsletters).set({ sentById: actor.id }).where(eq(newsletters.id, row.id));
    const { total } = await beginSending(tx, { ...row, scheduledAt: now }, now, block);
    await recordAudit(tx, actor, {
      action: "newsletter.send",
      entityType: "newsletter",
      entityId: row.id,
      summary: `Started sending the newsletter "${row.subject}" to ${total} subscribers`,
      details: { total },
    });
    return `Sending to ${total} subscriber${total === 1 ? "" : "s"}.`;
  });
  dispatchSoon();
  return answer(id, message);
}

function alreadyMessage(status: NewsletterStatus): string {
  if (status === "sent") return "This newsletter has already been sent.";
  if (status === "cancelled") return "This newsletter was cancelled.";
  if (status === "paused") return "This newsletter is paused: resume it to go on sending.";
  return "This newsletter is already being sent.";
}

/** POST /api/newsletters/{id}/pause, /resume, /cancel (administrators). */
const moves = {
  pause: { from: ["sending"], to: "paused", verb: "Paused", refused: "Only a newsletter being sent can be paused." },
  resume: { from: ["paused"], to: "sending", verb: "Resumed", refused: "Only a paused newsletter can be resumed." },
  cancel: {
    from: ["scheduled", "sending", "paused"],
    to: "cancelled",
    verb: "Cancelled",
    refused: "Only a scheduled, sending or paused newsletter can be cancelled.",
  },
} as const satisfies Record<string, { from: NewsletterStatus[]; to: NewsletterStatus; verb: string; refused: string }>;

export async function moveNewsletter(actor: Actor | null, id: string, move: keyof typeof moves) {
  assertAdmin(actor);
  const m = moves[move];
  await withLocked(id, async (tx, row) => {
    if (!(m.from as readonly NewsletterStatus[]).includes(row.status)) throw new ConflictError(m.refused);
    // Resuming starts the rate over: no burst to catch up the paused time.
    await tx
      .update(newsletters)
      .set({
        status: m.to,
        ...(move === "resume" ? { nextSlotAt: new Date() } : {}),
        ...(move === "cancel" ? { finishedAt: new Date(), nextSlotAt: null } : {}),
      })
      .where(eq(newsletters.id, row.id));
    await recordAudit(tx, actor, {
      action: `newsletter.${move}`,
      entityType: "newsletter",
      entityId: row.id,
      summary: `${m.verb} the newsletter "${row.subject}"`,
    });
  });
  if (move === "resume") dispatchSoon();
  if (move === "cancel") invalidate(tags.newsletters);
  return answer(id, `Newsletter ${m.verb.toLowerCase()}.`);
}

/** POST /api/newsletters/{id}/test: the newsletter as subscribers will get it, to the signed-in staff member only. */
export async function sendTestNewsletter(actor: Actor | null, id: string) {
  assertStaff(actor);
  const db = await getDb();
  const row = isUuid(id) ? (await db.select().from(newsletters).where(eq(newsletters.id, id)).limit(1))[0] : undefined;
  if (!row) throw new NotFoundError(NEWSLETTER_NOT_FOUND);
  assertSendablePicture(row);
  const blockItems = await blockItemsOf(row);
  await queueMail(db, { to: actor.email, subject: `[Test] ${row.subject}`, ...sampleNewsletter({ ...row, blockItems }) });
  void deliverSoon();
  return { message: `A test was sent to ${actor.email}.` };
}
