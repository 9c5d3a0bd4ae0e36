import "server-only";
import { and, desc, eq, ilike, or } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { MAIL_STATUSES, mailOutbox } from "@/lib/platform/db/schema";
import { readPage, type PageQuery } from "@/lib/platform/pagination";

export type MailStatus = (typeof MAIL_STATUSES)[number];
export const isMailStatus = (v: unknown): v is MailStatus => MAIL_STATUSES.includes(v as MailStatus);

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The outbox, newest first, optionally narrowed by status and a search on recipient or subject. */
export async function listOutbox(query: PageQuery & { status?: MailStatus }) {
  const db = await getDb();
  const like = query.q ? `%${escapeLike(query.q)}%` : undefined;
  const where = and(
    query.status ? eq(mailOutbox.status, query.status) : undefined,
    like ? or(ilike(mailOutbox.to, like), ilike(mailOutbox.subject, like)) : undefined,
  );
  const select = db
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
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id));
  return readPage(query, select.$dynamic(), db.$count(mailOutbox, where));
}

export async function getOutboxMessage(id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const db = await getDb();
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  return row ?? null;
}
