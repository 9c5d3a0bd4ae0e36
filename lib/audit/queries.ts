import "server-only";
import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { auditLog } from "@/lib/db/schema";
import { offsetOf, type PageQuery } from "@/lib/pagination";
import { isLookupKey } from "@/lib/slug";

export type AuditFilter = { actor?: string; action?: string };

/** The audit log, newest first, filtered by the actor's e-mail and the action name (exact). */
export async function listAuditEntries(query: PageQuery & AuditFilter) {
  const db = await getDb();
  const filters: SQL[] = [];
  // A filter no row can match (NUL, which PostgreSQL refuses even as a parameter) matches nothing.
  if ([query.actor, query.action].some((v) => v && !isLookupKey(v))) filters.push(sql`false`);
  else {
    if (query.actor) filters.push(eq(auditLog.actorEmail, query.actor.toLowerCase()));
    if (query.action) filters.push(eq(auditLog.action, query.action));
  }
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
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
