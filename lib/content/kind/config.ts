import "server-only";
import { cache } from "react";
import { unstable_cache } from "next/cache";
import { and, count, getTableName, ne, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable, SelectedFields } from "drizzle-orm/pg-core";
import { PUBLIC_REVALIDATE_SECONDS } from "@/lib/platform/cache-tags";
import { getDb } from "@/lib/platform/db/client";
import type { TranslatedKind, TranslationLocale } from "@/lib/content/translations/fields";

export type ListPage<Card> = { items: Card[]; total: number };

/**
 * A public content kind as configuration, not as a copy: its table, the rows the public sees, their
 * order, the card a row becomes and how one item is read. News, tours, events and publications are
 * four of these; the reads below serve them all, cached under the kind's tags.
 */
export type ContentKind<Card, Detail = never, Filter = undefined> = {
  /** Names the kind's cache entries. */
  name: string;
  /** Every cached read of the kind carries `tag`, one item's read `itemTag` too: writes expire them. */
  tag: string;
  itemTag?: (slug: string) => string;
  table: PgTable;
  columns: SelectedFields;
  /** A selected row (of `columns`) as the plain-JSON card the pages show. */
  toCard: (row: never) => Card;
  /** The rows the public sees (within a list's filter; without one, all of them), and their order. */
  where: (filter?: Filter) => SQL | undefined;
  order: (filter?: Filter) => (SQL | PgColumn)[];
  /** For kinds with pages of their own: the slug, the last change and the sitemap's order. */
  slug?: PgColumn;
  updatedAt?: PgColumn;
  sitemapOrder?: SQL | PgColumn;
  /** One item, or null; a hidden one (draft, unapproved) too unless `onlyPublic`. */
  readOne?: (slug: string, onlyPublic: boolean) => Promise<Detail | null>;
  /**
   * Its French and Kinyarwanda versions (lib/content/translations): the kind's name there and the
   * fields a version holds, and what a field is called on the page's item where that differs (a
   * tour's `toursBody` is its `body`); the public pages and the API lay them over the English ones.
   */
  translation: { kind: TranslatedKind; fields: readonly string[]; detailNames?: Readonly<Record<string, string>> };
  /** Whether an item read for a staff preview is already public (else the page shows a banner). */
  isPublic?(item: Detail): boolean;
};

/** One page of what the public sees of a kind, in the kind's order. */
export async function readKindPage<Card, Filter>(kind: ContentKind<Card, unknown, Filter>, page: number, limit: number, filter: Filter): Promise<ListPage<Card>> {
  const db = await getDb();
  const where = kind.where(filter);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(kind.columns)
      .from(kind.table)
      .where(where)
      .orderBy(...kind.order(filter))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(kind.table).where(where),
  ]);
  return { items: rows.map((row) => kind.toCard(row as never)), total: n };
}

/** The first public items in the kind's order (home page, side panels), optionally without one. */
export async function readLatest<Card>(kind: ContentKind<Card, unknown, never>, limit: number, exceptSlug = ""): Promise<Card[]> {
  const db = await getDb();
  const where = exceptSlug ? and(kind.where(), ne(kind.slug!, exceptSlug)) : kind.where();
  const rows = await db.select(kind.columns).from(kind.table).where(where).orderBy(...kind.order()).limit(limit);
  return rows.map((row) => kind.toCard(row as never));
}

/** Every public item of a kind for sitemap.xml, with the languages it has a version in. */
export async function readSitemap(kind: ContentKind<unknown, unknown, never>): Promise<{ slug: string; updatedAt: string; translations: TranslationLocale[] }[]> {
  const db = await getDb();
  // Qualified by hand: in a one-table select Drizzle writes bare column names.
  const translations = sql<TranslationLocale[]>`(select coalesce(json_agg(ct.locale order by ct.locale), '[]'::json) from content_translations ct where ct.kind = ${kind.translation.kind} and ct.item_id = ${sql.identifier(getTableName(kind.table))}."id")`;
  const rows = await db.select({ slug: kind.slug!, updatedAt: kind.updatedAt!, translations }).from(kind.table).where(kind.where()).orderBy(kind.sitemapOrder!);
  return rows.map((r) => ({ slug: String(r.slug), updatedAt: (r.updatedAt as Date).toISOString(), translations: r.translations ?? [] }));
}

const cached = <A extends unknown[], R>(kind: { name: string; tag: string }, read: (...args: A) => Promise<R>, key: string, ...itemTags: string[]) =>
  unstable_cache(read, [key, kind.name], { tags: [kind.tag, ...itemTags], revalidate: PUBLIC_REVALIDATE_SECONDS });

// The cached reads the public pages use: each argument is part of the cache key.
export const listPublic = <Card, Filter>(kind: ContentKind<Card, unknown, Filter>, page: number, limit: number, filter: Filter) =>
  cached(kind, (p: number, l: number, f: Filter) => readKindPage(kind, p, l, f), "public-page")(page, limit, filter);
export const listLatest = <Card>(kind: ContentKind<Card, unknown, never>, limit: number, exceptSlug = "") =>
  cached(kind, (l: number, e: string) => readLatest(kind, l, e), "public-latest")(limit, exceptSlug);
export const listSitemap = (kind: ContentKind<unknown, unknown, never>) => cached(kind, () => readSitemap(kind), "public-sitemap")();

/** A public item by slug, or null; a miss is cached too (under the item's tag), so publishing shows it at once. */
export const getPublic = cache(<Detail>(kind: ContentKind<unknown, Detail, never>, slug: string): Promise<Detail | null> => {
  return cached(kind, () => kind.readOne!(slug, true), `public-item:${slug}`, ...(kind.itemTag ? [kind.itemTag(slug)] : []))();
});

/** Any item of a kind, read fresh: only for signed-in staff previewing a draft. */
export const getForPreview = cache(<Detail>(kind: ContentKind<unknown, Detail, never>, slug: string) => kind.readOne!(slug, false));
