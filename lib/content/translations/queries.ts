import "server-only";
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { unstable_cache } from "next/cache";
import { PUBLIC_REVALIDATE_SECONDS } from "@/lib/platform/cache-tags";
import { rows as resultRows } from "@/lib/platform/backup/rows";
import { getDb } from "@/lib/platform/db/client";
import { contentTranslations } from "@/lib/platform/db/schema";
import { excerpt } from "@/lib/platform/format";
import { offsetOf, type PageQuery } from "@/lib/platform/pagination";
import { presentFields, TRANSLATED_KINDS, TRANSLATION_LOCALES, type TranslatedFields, type TranslatedKind, type TranslationLocale } from "./fields";
import { ITEM_TABLES, itemTags } from "./items";

export type StoredTranslation = { locale: TranslationLocale; fields: TranslatedFields; needsReview: boolean; updatedAt: string };

/** An item's French and Kinyarwanda versions, fresh: for its back office page. */
export async function readItemTranslations(kind: TranslatedKind, itemId: string): Promise<Partial<Record<TranslationLocale, StoredTranslation>>> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(contentTranslations)
    .where(and(eq(contentTranslations.kind, kind), eq(contentTranslations.itemId, itemId)));
  return Object.fromEntries(
    rows.map((r) => [r.locale, { locale: r.locale, fields: r.fields, needsReview: r.needsReview, updatedAt: r.updatedAt.toISOString() }]),
  );
}

/** The fields of one language's version worth showing (empty ones fall back to English), or null. */
export async function readTranslation(kind: TranslatedKind, itemId: string, locale: TranslationLocale): Promise<TranslatedFields | null> {
  const db = await getDb();
  const [row] = await db
    .select({ fields: contentTranslations.fields })
    .from(contentTranslations)
    .where(and(eq(contentTranslations.kind, kind), eq(contentTranslations.itemId, itemId), eq(contentTranslations.locale, locale)));
  return row ? presentFields(row.fields) : null;
}

/** Several items' versions in one language at once (the API's lists), by item id. */
export async function readTranslations(kind: TranslatedKind, itemIds: string[], locale: TranslationLocale): Promise<Map<string, TranslatedFields>> {
  if (!itemIds.length) return new Map();
  const db = await getDb();
  const rows = await db
    .select({ itemId: contentTranslations.itemId, fields: contentTranslations.fields })
    .from(contentTranslations)
    .where(and(eq(contentTranslations.kind, kind), eq(contentTranslations.locale, locale), inArray(contentTranslations.itemId, itemIds)));
  return new Map(rows.map((r) => [r.itemId, presentFields(r.fields)]));
}

/** The field of each kind's version a card's excerpt is made from (publications' cards have none). */
const CARD_BODY: Record<TranslatedKind, string | null> = { news: "newsBody", tour: "toursBody", event: "description", publication: null };

/** What a card shows of an item's version: its title, and an excerpt and a place when the version has them. */
export type CardVersion = { title: string; excerpt?: string; place?: string };

const filled = (v: string | null) => (v?.trim() ? v : undefined);

/**
 * A kind's versions in one language as its cards show them, by slug (the public cards know their
 * slug, not their id). Bodies are cut to their excerpt here, so the cache holds a card's words only.
 */
export async function readTranslatedCards(kind: TranslatedKind, locale: TranslationLocale): Promise<Record<string, CardVersion>> {
  const t = ITEM_TABLES[kind];
  const key = t.slug ?? t.id;
  const body = CARD_BODY[kind];
  const db = await getDb();
  const rows = await db
    .select({
      key,
      title: sql<string | null>`${contentTranslations.fields} ->> 'title'`,
      body: body ? sql<string | null>`${contentTranslations.fields} ->> ${body}::text` : sql<null>`null`,
      place: sql<string | null>`${contentTranslations.fields} ->> 'place'`,
    })
    .from(contentTranslations)
    .innerJoin(t.table, eq(t.id, contentTranslations.itemId))
    .where(and(eq(contentTranslations.kind, kind), eq(contentTranslations.locale, locale)));
  const cards: Record<string, CardVersion> = {};
  for (const r of rows) {
    const title = filled(r.title);
    if (!title) continue;
    const text = r.body ? excerpt(r.body) : "";
    const place = filled(r.place);
    cards[String(r.key)] = { title, ...(text ? { excerpt: text } : {}), ...(place ? { place } : {}) };
  }
  return cards;
}

const listTag = (kind: TranslatedKind) => itemTags(kind, { id: "", title: "", slug: null })[0];

/** Cached for the public pages under the kind's tag (a translation's save expires it): one read per kind and language. */
export const publicTranslatedCards = (kind: TranslatedKind, locale: TranslationLocale) =>
  unstable_cache(() => readTranslatedCards(kind, locale), ["translated-cards", kind, locale], { tags: [listTag(kind)], revalidate: PUBLIC_REVALIDATE_SECONDS })();

/** One item's version for its public page, cached under the item's tags. */
export const publicTranslation = (kind: TranslatedKind, item: { id: string; slug: string | null }, locale: TranslationLocale) =>
  unstable_cache(() => readTranslation(kind, item.id, locale), ["translation", kind, item.id, locale], {
    tags: itemTags(kind, { ...item, title: "" }),
    revalidate: PUBLIC_REVALIDATE_SECONDS,
  })();

/** The back office list: each item in each language, with where its version stands. */
export const TRANSLATION_STATES = ["missing", "needs-review", "translated"] as const;
export type TranslationState = (typeof TRANSLATION_STATES)[number];
export type TranslationStatusRow = { kind: TranslatedKind; id: string; title: string; slug: string | null; locale: TranslationLocale; state: TranslationState; updatedAt: string | null };
export type StatusFilter = { kind?: TranslatedKind; locale?: TranslationLocale; state?: TranslationState };

/** Every item of the chosen kinds crossed with the chosen languages, newest items first, with its version's state. */
function statusQuery(filter: StatusFilter): SQL {
  const kinds = filter.kind ? [filter.kind] : TRANSLATED_KINDS;
  const locales = filter.locale ? [filter.locale] : TRANSLATION_LOCALES;
  const items = sql.join(
    kinds.map((k) => {
      const t = ITEM_TABLES[k];
      return sql`select ${k}::text as kind, ${t.id} as id, ${t.title} as title, ${t.slug ?? sql`null`}::text as slug, ${sql.identifier(tableName(k))}.created_at as created_at from ${t.table}`;
    }),
    sql` union all `,
  );
  const langs = sql.join(
    locales.map((l) => sql`select ${l}::text as locale`),
    sql` union all `,
  );
  const state = sql`case when ct.id is null then 'missing' when ct.needs_review then 'needs-review' else 'translated' end`;
  const where = filter.state ? sql`where ${state} = ${filter.state}` : sql``;
  return sql`select i.kind, i.id, i.title, i.slug, l.locale, ${state} as state, ct.updated_at, i.created_at
    from (${items}) i cross join (${langs}) l
    left join content_translations ct on ct.kind = i.kind and ct.item_id = i.id and ct.locale = l.locale
    ${where}`;
}

function tableName(kind: TranslatedKind): string {
  return { news: "news", tour: "tours", event: "events", publication: "publications" }[kind];
}

export async function readTranslationStatus(filter: StatusFilter, query: PageQuery): Promise<{ rows: TranslationStatusRow[]; total: number }> {
  const db = await getDb();
  const base = statusQuery(filter);
  const [rows, [{ n }]] = await Promise.all([
    resultRows<Record<string, unknown>>(db, sql`${base} order by created_at desc, id, locale limit ${query.limit} offset ${offsetOf(query)}`),
    resultRows<{ n: number }>(db, sql`select count(*)::int as n from (${base}) s`),
  ]);
  return {
    rows: rows.map((r) => ({
      kind: r.kind as TranslatedKind,
      id: String(r.id),
      title: String(r.title),
      slug: r.slug == null ? null : String(r.slug),
      locale: r.locale as TranslationLocale,
      state: r.state as TranslationState,
      updatedAt: r.updated_at == null ? null : new Date(r.updated_at as string).toISOString(),
    })),
    total: Number(n),
  };
}
