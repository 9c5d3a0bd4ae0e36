import "server-only";
import { and, eq } from "drizzle-orm";
import { assertAdmin, type Actor } from "@/lib/access/auth/guards";
import { recordAudit } from "@/lib/access/audit/service";
import { invalidate } from "@/lib/platform/cache-tags";
import { getDb } from "@/lib/platform/db/client";
import { contentTranslations } from "@/lib/platform/db/schema";
import { NotFoundError, ValidationError } from "@/lib/platform/errors";
import { sanitizeRichText } from "@/lib/platform/rich-text/sanitize";
import { isTranslatedKind, isTranslationLocale, TRANSLATION_LOCALE_NAMES, translationSchemas, type TranslatedKind, type TranslationLocale } from "./fields";
import { findItem, itemTags, KIND_NOUNS, type TranslatedItem } from "./items";

/** The rich-text fields, sanitized as the English ones are. */
const RICH: Partial<Record<TranslatedKind, string>> = { news: "newsBody", tour: "toursBody", event: "description" };

type Target = { kind: TranslatedKind; locale: TranslationLocale; item: TranslatedItem };

/** The kind, the item and the language a request names; anything unknown is a 404 (the path names nothing). */
async function target(kind: string, id: string, locale: string): Promise<Target> {
  if (!isTranslatedKind(kind)) throw new NotFoundError("Unknown content kind: use news, tour, event or publication.");
  if (!isTranslationLocale(locale)) throw new NotFoundError("Unknown language: translations are fr (French) or rw (Kinyarwanda).");
  const item = await findItem(kind, id);
  if (!item) throw new NotFoundError(`${KIND_NOUNS[kind][0].toUpperCase()}${KIND_NOUNS[kind].slice(1)} not found.`);
  return { kind, locale, item };
}

const what = ({ kind, locale, item }: Target) => `the ${TRANSLATION_LOCALE_NAMES[locale]} version of the ${KIND_NOUNS[kind]} "${item.title}"`;

/**
 * Saves (creates or replaces) one language's version of an item: the same right as editing the item
 * (administrators), the kind's own schema, audited in the write's transaction, the item's pages expired.
 */
export async function saveTranslation(actor: Actor | null, kind: string, id: string, locale: string, body: unknown): Promise<{ message: string }> {
  assertAdmin(actor);
  const t = await target(kind, id, locale);
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw new ValidationError(["The request body must be a JSON object."]);
  const { needsReview, ...parsed } = translationSchemas[t.kind].parse(body) as { needsReview: boolean } & Record<string, unknown>;
  const rich = RICH[t.kind];
  const fields = rich ? { ...parsed, [rich]: sanitizeRichText(String(parsed[rich] ?? "")) } : parsed;
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ fields: contentTranslations.fields, needsReview: contentTranslations.needsReview })
      .from(contentTranslations)
      .where(and(eq(contentTranslations.kind, t.kind), eq(contentTranslations.itemId, t.item.id), eq(contentTranslations.locale, t.locale)));
    await tx
      .insert(contentTranslations)
      .values({ kind: t.kind, itemId: t.item.id, locale: t.locale, fields, needsReview, updatedBy: actor.id })
      .onConflictDoUpdate({
        target: [contentTranslations.kind, contentTranslations.itemId, contentTranslations.locale],
        set: { fields, needsReview, updatedBy: actor.id, updatedAt: new Date() },
      });
    await recordAudit(tx, actor, {
      action: `translation.${before ? "update" : "create"}`,
      entityType: t.kind,
      entityId: t.item.id,
      summary: `${before ? "Updated" : "Added"} ${what(t)}`,
      details: {
        locale: t.locale,
        needsReview,
        ...(before ? { changed: changed({ ...before.fields, needsReview: before.needsReview }, { ...fields, needsReview }) } : {}),
      },
    });
  });
  invalidate(...itemTags(t.kind, t.item));
  return { message: `${TRANSLATION_LOCALE_NAMES[t.locale]} version saved.` };
}

/** Deletes one language's version: the item's pages fall back to English in that language. */
export async function deleteTranslation(actor: Actor | null, kind: string, id: string, locale: string): Promise<{ message: string }> {
  assertAdmin(actor);
  const t = await target(kind, id, locale);
  const db = await getDb();
  const gone = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(contentTranslations)
      .where(and(eq(contentTranslations.kind, t.kind), eq(contentTranslations.itemId, t.item.id), eq(contentTranslations.locale, t.locale)))
      .returning({ id: contentTranslations.id });
    if (!rows.length) return false;
    await recordAudit(tx, actor, { action: "translation.delete", entityType: t.kind, entityId: t.item.id, summary: `Deleted ${what(t)}`, details: { locale: t.locale } });
    return true;
  });
  if (!gone) throw new NotFoundError(`There is no ${TRANSLATION_LOCALE_NAMES[t.locale]} version to delete.`);
  invalidate(...itemTags(t.kind, t.item));
  return { message: `${TRANSLATION_LOCALE_NAMES[t.locale]} version deleted.` };
}

/** The fields a save changed. jsonb keeps an object's keys in its own order, so they are compared sorted. */
function changed(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const canonical = (v: unknown): string =>
    JSON.stringify(v ?? null, (_, x: unknown) => (x && typeof x === "object" && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => a.localeCompare(b))) : x));
  return Object.keys(after).filter((k) => canonical(before[k]) !== canonical(after[k]));
}
