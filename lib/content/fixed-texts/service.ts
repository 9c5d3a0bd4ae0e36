import "server-only";
import { and, eq } from "drizzle-orm";
import { assertAdmin, type Actor } from "@/lib/access/auth/guards";
import { recordAudit } from "@/lib/access/audit/service";
import type { Locale } from "@/lib/content/i18n/locales";
import { invalidate, tags } from "@/lib/platform/cache-tags";
import { getDb } from "@/lib/platform/db/client";
import { fixedTexts } from "@/lib/platform/db/schema";
import { NotFoundError, ValidationError } from "@/lib/platform/errors";
import { ABOUT_FIXED_SECTIONS, findFixedText, type FixedTextEntry } from "./defaults";
import { FIXED_TEXT_KIND_NAMES, FIXED_TEXT_KINDS, FIXED_TEXT_LOCALE_NAMES, fixedTextSchemas, isFixedTextKind, isFixedTextLocale } from "./fields";

type Target = { entry: FixedTextEntry; locale: Locale };

/** The text and the language a request names; anything unknown is a 404 (the path names nothing). */
function target(kind: string, key: string, locale: string): Target {
  if (!isFixedTextKind(kind)) throw new NotFoundError(`Unknown kind of text: use ${FIXED_TEXT_KINDS.join(", ")}.`);
  if (!isFixedTextLocale(locale)) throw new NotFoundError("Unknown language: use en, fr or rw.");
  const entry = findFixedText(kind, key);
  if (!entry) throw new NotFoundError(`${FIXED_TEXT_KIND_NAMES[kind]} not found.`);
  return { entry, locale };
}

const NOUNS = { faq: "FAQ entry", "faq-section": "FAQ section", service: "service", page: "page" } as const;
const what = ({ entry, locale }: Target) => `the ${FIXED_TEXT_LOCALE_NAMES[locale]} ${NOUNS[entry.kind]} "${entry.label}"`;
/** The audit's entity: kind and key, as the API path names them. */
const entityId = ({ entry }: Target) => `${entry.kind}:${entry.key}`;

/**
 * Saves (creates or replaces) one language's edit of a fixed text: administrators only, the kind's
 * schema, audited in the write's transaction, the public pages expired. It wins over the default.
 */
export async function saveFixedText(actor: Actor | null, kind: string, key: string, locale: string, body: unknown): Promise<{ message: string }> {
  assertAdmin(actor);
  const t = target(kind, key, locale);
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw new ValidationError(["The request body must be a JSON object."]);
  const { needsReview, ...fields } = fixedTextSchemas[t.entry.kind].parse(body) as { needsReview: boolean } & Record<string, unknown>;
  if (t.entry.kind === "page" && t.entry.key === "about" && (fields.sections as unknown[]).length < ABOUT_FIXED_SECTIONS) {
    throw new ValidationError(["The about page needs at least three sections: who we are, the mission and the vision."]);
  }
  const db = await getDb();
  await db.transaction(async (tx) => {
    const where = and(eq(fixedTexts.kind, t.entry.kind), eq(fixedTexts.key, t.entry.key), eq(fixedTexts.locale, t.locale));
    const [before] = await tx.select({ id: fixedTexts.id }).from(fixedTexts).where(where);
    await tx
      .insert(fixedTexts)
      .values({ kind: t.entry.kind, key: t.entry.key, locale: t.locale, fields, needsReview, updatedBy: actor.id })
      .onConflictDoUpdate({ target: [fixedTexts.kind, fixedTexts.key, fixedTexts.locale], set: { fields, needsReview, updatedBy: actor.id, updatedAt: new Date() } });
    await recordAudit(tx, actor, {
      action: `fixed_text.${before ? "update" : "create"}`,
      entityType: "fixed_text",
      entityId: entityId(t),
      summary: `${before ? "Updated" : "Wrote"} ${what(t)}`,
      details: { locale: t.locale, needsReview },
    });
  });
  invalidate(tags.fixedTexts);
  return { message: `${FIXED_TEXT_LOCALE_NAMES[t.locale]} version saved.` };
}

/** Drops one language's edit: the page shows the default again (or English, where there is none). */
export async function resetFixedText(actor: Actor | null, kind: string, key: string, locale: string): Promise<{ message: string }> {
  assertAdmin(actor);
  const t = target(kind, key, locale);
  const db = await getDb();
  const gone = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(fixedTexts)
      .where(and(eq(fixedTexts.kind, t.entry.kind), eq(fixedTexts.key, t.entry.key), eq(fixedTexts.locale, t.locale)))
      .returning({ id: fixedTexts.id });
    if (!rows.length) return false;
    await recordAudit(tx, actor, { action: "fixed_text.reset", entityType: "fixed_text", entityId: entityId(t), summary: `Reset ${what(t)}`, details: { locale: t.locale } });
    return true;
  });
  if (!gone) throw new NotFoundError(`The ${FIXED_TEXT_LOCALE_NAMES[t.locale]} version is not edited: there is nothing to reset.`);
  invalidate(tags.fixedTexts);
  const back = t.entry.defaults[t.locale] ? "the default" : "English";
  return { message: `${FIXED_TEXT_LOCALE_NAMES[t.locale]} version reset: the page shows ${back}.` };
}
