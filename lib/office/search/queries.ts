import "server-only";
import { count, desc, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgSelect, PgTable, SelectedFields } from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import { assertStaff, type Actor } from "@/lib/access/auth/guards";
import { getDb } from "@/lib/platform/db/client";
import { ValidationError } from "@/lib/platform/errors";
import { events, news, orders, participants, searchText, subscribers, tours, visitorMessages } from "@/lib/platform/db/schema";
import { formatDate } from "@/lib/platform/dates";
import { KIND_LABELS } from "@/lib/audience/inquiries/queries";
import { subscriberStatus } from "@/lib/audience/mailing-list/queries";
import { orderReference } from "@/lib/booking/orders/serialize";
import { offsetOf, pageCount, type PageQuery } from "@/lib/platform/pagination";
import { matchTerms } from "@/lib/platform/text-search/match";
import { MIN_TERM, searchable, searchTerms } from "@/lib/platform/text-search/terms";

export const SEARCH_KINDS = ["bookings", "participants", "messages", "subscribers", "tours", "events", "news"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** One result: what it is, a line that tells it from its neighbours, and its page in the dashboard. */
export type SearchHit = { id: string; title: string; detail: string; href: string };
/** `total` stops at COUNT_CAP; `capped` says there are more. */
export type SearchGroup = { kind: SearchKind; label: string; total: number; capped: boolean; page: number; pages: number; hits: SearchHit[] };

/**
 * Matches are counted up to this many: a word found in every booking (a common e-mail domain) is
 * not worth counting them all, and the count stops early instead of reading the whole table.
 */
export const COUNT_CAP = 1000;

type Kind = {
  label: string;
  /** Which staff may see this kind: every kind of the dashboard is open to all staff today. */
  visibleTo: (actor: Actor) => boolean;
  find: (terms: string[], query: PageQuery) => Promise<{ hits: SearchHit[]; total: number; capped: boolean }>;
};

/**
 * A kind of result: its table, its search text (with the trigram index), the columns a hit is
 * made of, newest first by `newest`; the query and the count are the same for every kind.
 */
function kind<C extends SelectedFields & { id: PgColumn }>(def: {
  label: string;
  table: PgTable;
  text: SQL;
  columns: C;
  newest: PgColumn;
  hit: (row: SelectResultFields<C>) => SearchHit;
}): Kind {
  return {
    label: def.label,
    visibleTo: () => true,
    async find(terms, query) {
      const db = await getDb();
      const where = matchTerms(def.text, terms);
      const offset = offsetOf(query);
      // Typed through PgSelect: drizzle cannot follow a select of generic columns from a generic table.
      const select = db.select(def.columns).from(def.table) as unknown as PgSelect;
      const rows = (await select.where(where).orderBy(desc(def.newest), desc(def.columns.id)).limit(query.limit).offset(offset)) as SelectResultFields<C>[];
      // A page that is not full is the last one: its rows give the total, and most searches (a
      // name, an address) end here without a second query.
      let total = offset + rows.length;
      if (rows.length === query.limit || (offset > 0 && rows.length === 0)) {
        const [{ n }] = await db.select({ n: count() }).from(
          db
            .select({ one: sql`1` })
            .from(def.table)
            .where(where)
            .limit(COUNT_CAP + 1)
            .as("matches"),
        );
        total = n;
      }
      return { hits: rows.map(def.hit), total: Math.min(total, COUNT_CAP), capped: total > COUNT_CAP };
    },
  };
}

const status = (s: string) => s.toLowerCase().replace(/_/g, " ");
const SUBSCRIBER_STATUS = { subscribed: "Subscribed", pending: "Awaiting confirmation", unsubscribed: "Unsubscribed" };

const KINDS: Record<SearchKind, Kind> = {
  bookings: kind({
    label: "Bookings",
    table: orders,
    text: searchText.orders(orders),
    columns: {
      id: orders.id,
      names: orders.clientNames,
      email: orders.clientEmail,
      status: orders.status,
      itemType: orders.itemType,
      createdAt: orders.createdAt,
    },
    newest: orders.createdAt,
    // The booking's page, as the bookings list links it.
    hit: (o) => ({
      id: o.id,
      title: `${orderReference(o.id)} · ${o.names}`,
      detail: `${o.email} · ${o.itemType} · ${status(o.status)} · ${formatDate(o.createdAt)}`,
      href: `/myorder/${o.id}`,
    }),
  }),
  participants: kind({
    label: "Participants",
    table: participants,
    text: searchText.participants(participants),
    columns: {
      id: participants.id,
      first: participants.firstName,
      family: participants.familyName,
      email: participants.email,
      eventName: participants.eventName,
      eventId: participants.eventId,
      orderId: participants.orderId,
    },
    newest: participants.createdAt,
    // A registration with an order opens its booking; a free one, its event's participant list.
    hit: (p) => ({
      id: p.id,
      title: `${p.first} ${p.family}`,
      detail: `${p.email} · ${p.eventName}`,
      href: p.orderId ? `/myorder/${p.orderId}` : `/account/events/participant${p.eventId ? `?event=${p.eventId}` : ""}`,
    }),
  }),
  messages: kind({
    label: "Inbox",
    table: visitorMessages,
    text: searchText.visitorMessages(visitorMessages),
    columns: {
      id: visitorMessages.id,
      kind: visitorMessages.kind,
      names: visitorMessages.names,
      email: visitorMessages.email,
      subject: visitorMessages.subject,
      createdAt: visitorMessages.createdAt,
    },
    newest: visitorMessages.createdAt,
    hit: (m) => ({
      id: m.id,
      title: m.subject || KIND_LABELS[m.kind],
      detail: `${m.names ? `${m.names} · ` : ""}${m.email} · ${formatDate(m.createdAt)}`,
      href: `/account/inbox/${m.id}`,
    }),
  }),
  subscribers: kind({
    label: "Subscribers",
    table: subscribers,
    text: searchText.subscribers(subscribers),
    columns: { id: subscribers.id, email: subscribers.email, confirmedAt: subscribers.confirmedAt, unsubscribedAt: subscribers.unsubscribedAt },
    newest: subscribers.createdAt,
    hit: (s) => ({ id: s.id, title: s.email, detail: SUBSCRIBER_STATUS[subscriberStatus(s)], href: `/account/subscribers?q=${encodeURIComponent(s.email)}` }),
  }),
  tours: kind({
    label: "Tours",
    table: tours,
    text: searchText.tours(tours),
    columns: { id: tours.id, slug: tours.slug, title: tours.title, location: tours.location, isPublished: tours.isPublished },
    newest: tours.createdAt,
    hit: (t) => ({
      id: t.id,
      title: t.title,
      detail: [t.location, t.isPublished ? "published" : "draft"].filter(Boolean).join(" · "),
      href: `/account/tours/view/${encodeURIComponent(t.slug)}`,
    }),
  }),
  events: kind({
    label: "Events",
    table: events,
    text: searchText.events(events),
    columns: { id: events.id, slug: events.slug, title: events.title, place: events.place, startDate: events.startDate, isApproved: events.isApproved },
    newest: events.startDate,
    hit: (e) => ({
      id: e.id,
      title: e.title,
      detail: [formatDate(e.startDate), e.place, e.isApproved ? "approved" : "awaiting approval"].filter(Boolean).join(" · "),
      href: `/account/events/view/${encodeURIComponent(e.slug)}`,
    }),
  }),
  news: kind({
    label: "News",
    table: news,
    text: searchText.news(news),
    columns: { id: news.id, slug: news.slug, title: news.title, isPublished: news.isPublished, createdAt: news.createdAt },
    newest: news.createdAt,
    hit: (n) => ({
      id: n.id,
      title: n.title,
      detail: `${n.isPublished ? "published" : "draft"} · ${formatDate(n.createdAt)}`,
      href: `/account/news/view/${encodeURIComponent(n.slug)}`,
    }),
  }),
};

export type SearchInput = { q: string; kind?: SearchKind; page: number; limit: number };

/**
 * The dashboard search: every kind the actor may see (or the one asked for), each a page of hits,
 * newest first, with its total; kinds without a hit are left out. A search needs one word of three
 * characters or more (what the trigram index can look up); shorter ones are a 400.
 */
export async function searchDashboard(actor: Actor | null, input: SearchInput): Promise<{ terms: string[]; groups: SearchGroup[] }> {
  assertStaff(actor);
  const terms = searchTerms(input.q);
  if (!searchable(terms)) throw new ValidationError([`Type at least ${MIN_TERM} letters or digits to search.`]);
  const kinds = SEARCH_KINDS.filter((k) => (!input.kind || k === input.kind) && KINDS[k].visibleTo(actor));
  const query: PageQuery = { page: input.page, limit: input.limit };
  // All kinds at once: PostgreSQL answers them side by side (PGlite one after another).
  const found = await Promise.all(kinds.map(async (kind) => ({ kind, ...(await KINDS[kind].find(terms, query)) })));
  const groups = found
    .filter((f) => f.total > 0)
    .map(({ kind, hits, total, capped }) => ({ kind, label: KINDS[kind].label, total, capped, page: input.page, pages: pageCount(total, input.limit), hits }));
  return { terms, groups };
}

export const searchKindLabel = (kind: SearchKind) => KINDS[kind].label;
