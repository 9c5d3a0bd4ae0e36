import "server-only";
import { cache } from "react";
import { unstable_cache } from "next/cache";
import { count, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable, SelectedFields } from "drizzle-orm/pg-core";
import { PUBLIC_REVALIDATE_SECONDS } from "@/lib/platform/cache-tags";
import { getDb } from "@/lib/platform/db/client";

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
  /** The rows the public sees (within a list's filter), and their order. */
  where: (filter: Filter) => SQL | undefined;
  order: (filter: Filter) => (SQL | PgColumn)[];
  /** One item, or null; a hidden one (draft, unapproved) too unless `onlyPublic`. */
  readOne?: (slug: string, onlyPublic: boolean) => Promise<Detail | null>;
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

/** The cached public list of every kind: the page, limit and filter are part of the cache key. */
export function listPublic<Card, Filter>(kind: ContentKind<Card, unknown, Filter>, page: number, limit: number, filter: Filter): Promise<ListPage<Card>> {
  const read = (p: number, l: number, f: Filter) => readKindPage(kind, p, l, f);
  return unstable_cache(read, ["public-page", kind.name], { tags: [kind.tag], revalidate: PUBLIC_REVALIDATE_SECONDS })(page, limit, filter);
}

/** A public item by slug, or null; a miss is cached too (under the item's tag), so publishing shows it at once. */
export const getPublic = cache(<Detail>(kind: ContentKind<unknown, Detail, never>, slug: string): Promise<Detail | null> => {
  const tags = [kind.tag, ...(kind.itemTag ? [kind.itemTag(slug)] : [])];
  return unstable_cache(() => kind.readOne!(slug, true), ["public-item", kind.name, slug], { tags, revalidate: PUBLIC_REVALIDATE_SECONDS })();
});

/** Any item of a kind, read fresh: only for signed-in staff previewing a draft. */
export const getForPreview = cache(<Detail>(kind: ContentKind<unknown, Detail, never>, slug: string) => kind.readOne!(slug, false));
