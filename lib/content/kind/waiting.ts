import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { auditLog, events, news, publications, tours, users } from "@/lib/platform/db/schema";

/** The `?status=` value of a content list that narrows it to drafts waiting for an administrator. */
export const WAITING = "waiting";

export const isWaitingFilter = (v: unknown): boolean => [v].flat()[0] === WAITING;

/**
 * Staff create content hidden; only administrators make it public (spec §6). A draft waits for an
 * administrator while it is hidden, was created by a member of staff who is not an administrator,
 * and no administrator has decided on it yet (an item an admin took offline is not waiting again).
 */
function awaitingAdmin(item: { id: PgColumn; authorId: PgColumn }, shown: PgColumn, entity: string, decisions: string[]): SQL {
  return and(
    eq(shown, false),
    sql`exists (select 1 from ${users} where ${users.id} = ${item.authorId} and ${users.role} <> 'admin')`,
    sql`not exists (select 1 from ${auditLog} where ${auditLog.entityType} = ${entity} and ${auditLog.entityId} = ${item.id}::text and ${inArray(auditLog.action, decisions)})`,
  )!;
}

/** The audit actions by which an administrator decides on each kind (lib/<kind>/service.ts toggles). */
export const waitingNews = () => awaitingAdmin(news, news.isPublished, "news", ["news.publish", "news.unpublish"]);
export const waitingTours = () => awaitingAdmin(tours, tours.isPublished, "tour", ["tour.publish", "tour.unpublish"]);
export const waitingEvents = () => awaitingAdmin(events, events.isApproved, "event", ["event.approve", "event.deactivate"]);
export const waitingPublications = () => awaitingAdmin(publications, publications.status, "publication", ["publication.activate", "publication.deactivate"]);
