import "server-only";
import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { MAIL_STATUSES, mailOutbox } from "@/lib/db/schema";
import { offsetOf, type PageQuery } from "@/lib/pagination";

export type MailStatus = (typeof MAIL_STATUSES)[number];
export const isMailStatus = (v: unknown): v is MailStatus => MAIL_STATUSES.includes(v as MailStatus);

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The outbox, newest first, optionally narrowed by status and a search on recipient or subject. */
export async function listOutbox(query: PageQuery & { status?: MailStatus }) {
  const db = await getDb();
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(mailOutbox.status, query.status));
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    filters.push(or(ilike(mailOutbox.to, like), ilike(mailOutbox.subject, like))!);
  }
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: mailOutbox.id,
        to: mailOutbox.to,
        subject: mailOutbox.subject,
        status: mailOutbox.status,
        attempts: mailOutbox.attempts,
        lastError: mailOutbox.lastError,
        createdAt: mailOutbox.createdAt,
        sentAt: mailOutbox.sentAt,
      })
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(mailOutbox).where(where),
  ]);
  return { rows, total };
}

export async function getOutboxMessage(id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const db = await getDb();
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  return row ?? null;
}
