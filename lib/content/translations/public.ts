import "server-only";
import { cache } from "react";
import { unstable_cache } from "next/cache";
import { and, eq } from "drizzle-orm";
import type { ContentKind } from "@/lib/content/kind/config";
import { DEFAULT_LOCALE, type Locale } from "@/lib/content/i18n/locales";
import { PUBLIC_REVALIDATE_SECONDS } from "@/lib/platform/cache-tags";
import { getDb } from "@/lib/platform/db/client";
import { contentTranslations } from "@/lib/platform/db/schema";
import { presentFields, TRANSLATION_LOCALES, type TranslatedFields, type TranslatedKind, type TranslationLocale } from "./fields";
import { ITEM_TABLES, itemTags } from "./items";
import { publicTranslatedCards, type CardVersion } from "./queries";

type Versions = Partial<Record<TranslationLocale, TranslatedFields>>;

/** An item's versions by language, found by its slug. */
async function readVersions(kind: TranslatedKind, slug: string): Promise<Versions> {
  const t = ITEM_TABLES[kind];
  if (!t.slug) return {};
  const db = await getDb();
  const rows = await db
    .select({ locale: contentTranslations.locale, fields: contentTranslations.fields })
    .from(contentTranslations)
    .innerJoin(t.table, eq(t.id, contentTranslations.itemId))
    .where(and(eq(contentTranslations.kind, kind), eq(t.slug, slug)));
  return Object.fromEntries(rows.map((r) => [r.locale, presentFields(r.fields)]));
}

/** Cached under the item's tags (a save or delete of a version expires it), once per render. */
export const itemVersions = cache((kind: TranslatedKind, slug: string) =>
  unstable_cache(() => readVersions(kind, slug), ["translations-by-slug", kind, slug], {
    tags: itemTags(kind, { id: "", title: "", slug }),
    revalidate: PUBLIC_REVALIDATE_SECONDS,
  })(),
);

/** The languages an item reads in: English always, then each with a version. */
export async function itemLanguages(kind: TranslatedKind, slug: string): Promise<Locale[]> {
  const versions = await itemVersions(kind, slug);
  return [DEFAULT_LOCALE, ...TRANSLATION_LOCALES.filter((l) => versions[l])];
}

export type Translated<Detail> = {
  /** The item with its version's fields laid over the English ones. */
  item: Detail;
  /** A version in the page's language exists: the page is its own, not English content. */
  translated: boolean;
  /** The item's fields still in English on a translated page (to mark lang="en"). */
  english: ReadonlySet<string>;
  languages: Locale[];
  /** The version itself, for fields the page's item has no place for (an event's policy wording). */
  version: TranslatedFields | null;
};

/**
 * One item as the page in `locale` shows it. The kind's config says which fields a version has and
 * what they are called on the page's item (a tour's `toursBody` is its `body`).
 */
export async function translatedItem<Detail extends { slug: string }>(kind: ContentKind<unknown, Detail, never>, item: Detail, locale: Locale): Promise<Translated<Detail>> {
  const { kind: name, fields, detailNames = {} } = kind.translation;
  const versions = await itemVersions(name, item.slug);
  const languages: Locale[] = [DEFAULT_LOCALE, ...TRANSLATION_LOCALES.filter((l) => versions[l])];
  const version = locale === "en" ? undefined : versions[locale];
  if (!version) {
    // Under another language's interface, every field of an item without a version is English.
    const english = new Set(locale === "en" ? [] : fields.map((f) => detailNames[f] ?? f).filter((n) => n in item));
    return { item, translated: false, english, languages, version: null };
  }
  const over: Record<string, unknown> = {};
  const english = new Set<string>();
  for (const field of fields) {
    const name = detailNames[field] ?? field;
    if (!(name in item)) continue;
    if (version[field] !== undefined) over[name] = version[field];
    else english.add(name);
  }
  return { item: { ...item, ...over }, translated: true, english, languages, version };
}

/** Whether the item named by a page's slug has a version in the page's language (the layout's question). */
export async function hasVersion(kind: TranslatedKind, slug: string, locale: Locale): Promise<boolean> {
  if (locale === "en") return false;
  return !!(await itemVersions(kind, slug))[locale];
}

/** Which of a card's words stay English under a French or Kinyarwanda page (each then carries lang="en"). */
export type EnglishParts = { english?: true; englishExcerpt?: true; englishPlace?: true };

/**
 * Cards (lists, side panels, the home page) in the page's language where their item has a version
 * (by slug, or id for publications): its title, the excerpt made from its body and an event's place,
 * each when the version has it. Under French or Kinyarwanda a part left English is flagged:
 * `english` the title (no version), `englishExcerpt`, `englishPlace`.
 */
export async function translatedCards<Card>(kind: TranslatedKind, cards: Card[], locale: Locale): Promise<(Card & EnglishParts)[]> {
  if (locale === "en" || !cards.length) return cards as (Card & EnglishParts)[];
  return layCardVersions(cards, await publicTranslatedCards(kind, locale));
}

/** English cards with one language's versions laid over them, each part left English flagged. */
export function layCardVersions<Card>(cards: Card[], versions: Record<string, CardVersion>): (Card & EnglishParts)[] {
  return cards.map((c) => {
    const card = c as { slug?: string; id?: string };
    const version = versions[card.slug ?? card.id ?? ""];
    const parts: Record<string, unknown> = version ? { title: version.title } : { english: true };
    if ("excerpt" in card) Object.assign(parts, version?.excerpt ? { excerpt: version.excerpt } : { englishExcerpt: true });
    if ("place" in card) Object.assign(parts, version?.place ? { place: version.place } : { englishPlace: true });
    return { ...card, ...parts } as Card & EnglishParts;
  });
}
