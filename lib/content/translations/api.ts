import "server-only";
import type { NextRequest } from "next/server";
import { ValidationError } from "@/lib/platform/errors";
import { isTranslationLocale, type TranslatedKind, type TranslationLocale } from "./fields";
import { readTranslations } from "./queries";

export const BAD_LANG = "lang must be en, fr or rw.";

/**
 * The language a public read asks for: `?lang=fr|rw`; `en` or none is English, the answer exactly as
 * before. Accept-Language is not read: old clients run in French browsers too, and must see no change.
 */
export function apiLang(req: NextRequest): TranslationLocale | null {
  const lang = req.nextUrl.searchParams.get("lang");
  if (lang === null) return null;
  const v = lang.trim().toLowerCase();
  if (v === "en") return null;
  if (isTranslationLocale(v)) return v;
  throw new ValidationError([BAD_LANG]);
}

/**
 * The items with each translated field laid over the English one, where a version in `lang` exists;
 * only fields the answer already has are replaced, so its shape never changes.
 */
export async function translateAll<T extends { id: string }>(kind: TranslatedKind, items: T[], lang: TranslationLocale | null): Promise<T[]> {
  if (!lang || !items.length) return items;
  const found = await readTranslations(
    kind,
    items.map((i) => i.id),
    lang,
  );
  return items.map((item) => {
    const fields = found.get(item.id);
    if (!fields) return item;
    const known = Object.fromEntries(Object.entries(fields).filter(([k]) => k in item));
    return { ...item, ...known };
  });
}

export async function translateOne<T extends { id: string }>(kind: TranslatedKind, item: T, lang: TranslationLocale | null): Promise<T> {
  return (await translateAll(kind, [item], lang))[0];
}
