import "server-only";
import { and, eq } from "drizzle-orm";
import { unstable_cache } from "next/cache";
import type { Locale } from "@/lib/content/i18n/locales";
import { PUBLIC_REVALIDATE_SECONDS, tags } from "@/lib/platform/cache-tags";
import { getDb } from "@/lib/platform/db/client";
import { fixedTexts } from "@/lib/platform/db/schema";
import { FIXED_TEXTS, type FixedTextEntry } from "./defaults";
import { fixedTextState, type FixedTextFields, type FixedTextKind, type FixedTextState } from "./fields";

export type StoredFixedText = { locale: Locale; fields: FixedTextFields; needsReview: boolean; updatedAt: string };

/** One text's stored edits by language, fresh: for its back office page. */
export async function readFixedText(kind: FixedTextKind, key: string): Promise<Partial<Record<Locale, StoredFixedText>>> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(fixedTexts)
    .where(and(eq(fixedTexts.kind, kind), eq(fixedTexts.key, key)));
  return Object.fromEntries(
    rows.map((r) => [r.locale, { locale: r.locale, fields: r.fields as FixedTextFields, needsReview: r.needsReview, updatedAt: r.updatedAt.toISOString() }]),
  );
}

/** A kind's stored edits in one language, by key. */
async function readKind(kind: FixedTextKind, locale: Locale): Promise<Record<string, { fields: FixedTextFields; updatedAt: string }>> {
  const db = await getDb();
  const rows = await db
    .select({ key: fixedTexts.key, fields: fixedTexts.fields, updatedAt: fixedTexts.updatedAt })
    .from(fixedTexts)
    .where(and(eq(fixedTexts.kind, kind), eq(fixedTexts.locale, locale)));
  return Object.fromEntries(rows.map((r) => [r.key, { fields: r.fields as FixedTextFields, updatedAt: r.updatedAt.toISOString() }]));
}

/** Cached for the public pages under one tag, which a save or a reset expires. Outside Next (unit tests, scripts) there is no data cache. */
export const publicFixedTexts = (kind: FixedTextKind, locale: Locale) =>
  process.env.NEXT_RUNTIME
    ? unstable_cache(() => readKind(kind, locale), ["fixed-texts", kind, locale], { tags: [tags.fixedTexts], revalidate: PUBLIC_REVALIDATE_SECONDS })()
    : readKind(kind, locale);

export type FixedTextStatusRow = { entry: FixedTextEntry; states: Record<Locale, FixedTextState> };

/** Every fixed text with its state in each language, for the back office list. */
export async function readFixedTextStatus(): Promise<FixedTextStatusRow[]> {
  const db = await getDb();
  const rows = await db.select({ kind: fixedTexts.kind, key: fixedTexts.key, locale: fixedTexts.locale, needsReview: fixedTexts.needsReview }).from(fixedTexts);
  const stored = new Map(rows.map((r) => [`${r.kind}|${r.key}|${r.locale}`, r.needsReview]));
  return FIXED_TEXTS.map((entry) => ({
    entry,
    states: Object.fromEntries(
      (Object.keys(entry.defaults) as Locale[]).map((l) => {
        const review = stored.get(`${entry.kind}|${entry.key}|${l}`);
        return [l, fixedTextState(l, review === undefined ? undefined : { needsReview: review }, entry.defaults[l] !== null)];
      }),
    ) as Record<Locale, FixedTextState>,
  }));
}
