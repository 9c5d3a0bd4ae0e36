import "server-only";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { alias, type AnyPgColumn } from "drizzle-orm/pg-core";
import { describeAuditItem, type AuditItem } from "@/lib/access/audit/items";
import { getDb } from "@/lib/platform/db/client";
import {
  auditLog,
  comments,
  events,
  news,
  newsletters,
  orders,
  participants,
  publications,
  tourDepartures,
  tours,
  users,
  visitorMessages,
  type AuditEntry,
} from "@/lib/platform/db/schema";
import { readPage, type PageQuery } from "@/lib/platform/pagination";
import { isLookupKey } from "@/lib/platform/slug";

export type AuditFilter = { actor?: string; action?: string };

export type AuditRow = AuditEntry & { item: AuditItem };

// The entry's item id as a uuid; null when it is not one (a cast would fail the whole query).
const entityUuid = sql`(case when ${auditLog.entityId} ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then ${auditLog.entityId}::uuid end)`;
const about = (entityType: string, id: AnyPgColumn) => and(eq(auditLog.entityType, entityType), sql`${id} = ${entityUuid}`);
const commentNews = alias(news, "comment_news");
const commentTour = alias(tours, "comment_tour");
const departureTour = alias(tours, "departure_tour");

/**
 * Titles are read by joins when the log is listed, not copied into the entry when it is written:
 * a renamed item shows its current name and opens at its current slug, and no write path has to
 * remember a title. Each join is a primary-key lookup, for one page of entries.
 */
const itemColumns = {
  newsTitle: news.title,
  newsSlug: news.slug,
  tourTitle: tours.title,
  tourSlug: tours.slug,
  eventTitle: events.title,
  eventSlug: events.slug,
  publicationTitle: publications.title,
  userFirstName: users.firstName,
  userLastName: users.lastName,
  messageSubject: visitorMessages.subject,
  messageNames: visitorMessages.names,
  orderClient: orders.clientNames,
  orderEmail: orders.clientEmail,
  commentNames: comments.names,
  commentNewsSlug: commentNews.slug,
  commentNewsTitle: commentNews.title,
  commentTourSlug: commentTour.slug,
  commentTourTitle: commentTour.title,
  newsletterSubject: newsletters.subject,
  departureTourTitle: departureTour.title,
  departureStartsAt: tourDepartures.startsAt,
  participantFirstName: participants.firstName,
  participantFamilyName: participants.familyName,
  participantEventId: participants.eventId,
};

/** The audit log, newest first, filtered by the actor's e-mail and the action name (exact); each entry names its item. */
export async function listAuditEntries(query: PageQuery & AuditFilter): Promise<{ rows: AuditRow[]; total: number }> {
  const db = await getDb();
  // A filter no row can match (NUL, which PostgreSQL refuses even as a parameter) matches nothing.
  const where = [query.actor, query.action].some((v) => v && !isLookupKey(v))
    ? sql`false`
    : and(query.actor ? eq(auditLog.actorEmail, query.actor.toLowerCase()) : undefined, query.action ? eq(auditLog.action, query.action) : undefined);
  const select = db
    .select({ entry: auditLog, ...itemColumns })
    .from(auditLog)
    .leftJoin(news, about("news", news.id))
    .leftJoin(tours, about("tour", tours.id))
    .leftJoin(events, about("event", events.id))
    .leftJoin(publications, about("publication", publications.id))
    .leftJoin(users, about("user", users.id))
    .leftJoin(visitorMessages, about("visitor_message", visitorMessages.id))
    .leftJoin(orders, about("order", orders.id))
    .leftJoin(comments, about("comment", comments.id))
    .leftJoin(commentNews, eq(commentNews.id, comments.newsId))
    .leftJoin(commentTour, eq(commentTour.id, comments.tourId))
    .leftJoin(newsletters, about("newsletter", newsletters.id))
    .leftJoin(tourDepartures, about("departure", tourDepartures.id))
    .leftJoin(departureTour, eq(departureTour.id, tourDepartures.tourId))
    .leftJoin(participants, about("participant", participants.id))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id));
  const { rows: found, total } = await readPage(query, select.$dynamic(), db.$count(auditLog, where));
  const rows = found.map(({ entry, ...joined }) => ({ ...entry, item: describeAuditItem(entry.entityType, entry.entityId, joined) }));
  return { rows, total };
}

/** The values the filters offer: every actor and every action that appears in the log. */
export async function auditFilterOptions(): Promise<{ actors: string[]; actions: string[] }> {
  const db = await getDb();
  const [actors, actions] = await Promise.all([
    db.selectDistinct({ v: auditLog.actorEmail }).from(auditLog).orderBy(asc(auditLog.actorEmail)),
    db.selectDistinct({ v: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action)),
  ]);
  return { actors: actors.map((r) => r.v), actions: actions.map((r) => r.v) };
}
