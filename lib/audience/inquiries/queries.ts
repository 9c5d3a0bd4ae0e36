import "server-only";
import { and, count, desc, eq, isNotNull, isNull } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { MESSAGE_KINDS, visitorMessages } from "@/lib/platform/db/schema";
import { readPage, type PageQuery } from "@/lib/platform/pagination";

export type MessageKind = (typeof MESSAGE_KINDS)[number];
export type MessageStatus = "new" | "handled";

export const isMessageKind = (v: unknown): v is MessageKind => MESSAGE_KINDS.includes(v as MessageKind);
export const isMessageStatus = (v: unknown): v is MessageStatus => v === "new" || v === "handled";

export const KIND_LABELS: Record<MessageKind, string> = {
  contact: "Contact message",
  air_ticket: "Air-ticket inquiry",
  event_support: "Event support",
};

/** The staff inbox: every kind of visitor message, newest first, narrowed by kind and status. */
export async function listInbox(query: PageQuery & { kind?: MessageKind; status?: MessageStatus }) {
  const db = await getDb();
  const where = and(
    query.kind ? eq(visitorMessages.kind, query.kind) : undefined,
    query.status === "new" ? isNull(visitorMessages.handledAt) : query.status === "handled" ? isNotNull(visitorMessages.handledAt) : undefined,
  );
  const select = db
    .select({
      id: visitorMessages.id,
      kind: visitorMessages.kind,
      names: visitorMessages.names,
      email: visitorMessages.email,
      subject: visitorMessages.subject,
      locale: visitorMessages.locale,
      handledAt: visitorMessages.handledAt,
      createdAt: visitorMessages.createdAt,
    })
    .from(visitorMessages)
    .where(where)
    .orderBy(desc(visitorMessages.createdAt), desc(visitorMessages.id));
  return readPage(query, select.$dynamic(), db.$count(visitorMessages, where));
}

export async function getInboxMessage(id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const db = await getDb();
  const [row] = await db.select().from(visitorMessages).where(eq(visitorMessages.id, id)).limit(1);
  return row ?? null;
}

/** Messages nobody has handled yet, for the dashboard. */
export async function countNewMessages(): Promise<number> {
  const db = await getDb();
  const [{ n }] = await db.select({ n: count() }).from(visitorMessages).where(isNull(visitorMessages.handledAt));
  return n;
}
