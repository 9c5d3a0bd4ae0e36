import "server-only";
import { eq, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { tags } from "@/lib/platform/cache-tags";
import { getDb } from "@/lib/platform/db/client";
import { events, news, publications, tours } from "@/lib/platform/db/schema";
import type { TranslatedKind } from "./fields";

/** What the translations need of each kind's table: its item's title, slug and the pages to expire. */
export type TranslatedItem = { id: string; title: string; slug: string | null };

type ItemTable = { table: PgTable; id: PgColumn; title: PgColumn; slug: PgColumn | null };

export const ITEM_TABLES: Record<TranslatedKind, ItemTable> = {
  news: { table: news, id: news.id, title: news.title, slug: news.slug },
  tour: { table: tours, id: tours.id, title: tours.title, slug: tours.slug },
  event: { table: events, id: events.id, title: events.title, slug: events.slug },
  publication: { table: publications, id: publications.id, title: publications.title, slug: null },
};

/** The word in messages and audit summaries, as the content services say it. */
export const KIND_NOUNS: Record<TranslatedKind, string> = { news: "blog", tour: "tour", event: "event", publication: "publication" };

/** The item's public page (English path), for kinds that have one. */
export function itemPath(kind: TranslatedKind, slug: string | null): string | null {
  if (!slug) return null;
  return { news: `/blog/${slug}`, tour: `/tour/${slug}`, event: `/event/${slug}`, publication: null }[kind];
}

/** The back office page where the item (and its translations) is edited. */
export function itemEditPath(kind: TranslatedKind, item: TranslatedItem): string {
  const key = encodeURIComponent(item.slug ?? item.id);
  return { news: `/account/news/view/${key}`, tour: `/account/tours/view/${key}`, event: `/account/events/view/${key}`, publication: `/account/publications/view/${key}` }[kind];
}

/** The cache tags a translation's change expires: the kind's lists (cards show the title) and the item's pages. */
export function itemTags(kind: TranslatedKind, item: TranslatedItem): string[] {
  const slug = item.slug ?? "";
  switch (kind) {
    case "news":
      return [tags.news, tags.newsItem(slug)];
    case "tour":
      return [tags.tours, tags.tour(slug)];
    case "event":
      return [tags.events, tags.event(slug)];
    case "publication":
      return [tags.publications];
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The item by id, or null (an id that is not a UUID names nothing). */
export async function findItem(kind: TranslatedKind, id: string): Promise<TranslatedItem | null> {
  if (!UUID.test(id)) return null;
  const t = ITEM_TABLES[kind];
  const db = await getDb();
  const [row] = await db
    .select({ id: t.id, title: t.title, slug: t.slug ?? sql<null>`null` })
    .from(t.table)
    .where(eq(t.id, id))
    .limit(1);
  return row ? { id: String(row.id), title: String(row.title), slug: row.slug == null ? null : String(row.slug) } : null;
}
