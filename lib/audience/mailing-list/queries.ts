import "server-only";
import { desc } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { searchText, subscribers, type Subscriber } from "@/lib/platform/db/schema";
import { matchTyped } from "@/lib/platform/text-search/match";
import { readPage, type PageQuery } from "@/lib/platform/pagination";

export type SubscriberStatus = "pending" | "subscribed" | "unsubscribed";

export function subscriberStatus(s: Pick<Subscriber, "confirmedAt" | "unsubscribedAt">): SubscriberStatus {
  if (s.unsubscribedAt) return "unsubscribed";
  return s.confirmedAt ? "subscribed" : "pending";
}

/** A subscriber as staff and API clients see it (contract: email, createdAt); never the link ids. */
export function serializeSubscriber(s: Subscriber) {
  return { email: s.email, status: subscriberStatus(s), createdAt: s.createdAt.toISOString(), confirmedAt: s.confirmedAt?.toISOString() ?? null };
}

/** Subscribers newest first, those whose address holds `q` when given; without a limit, all of them (old clients expect the complete list). */
export async function listSubscribers(query?: PageQuery) {
  const db = await getDb();
  const where = matchTyped(searchText.subscribers(subscribers), query?.q);
  const base = db.select().from(subscribers).where(where).orderBy(desc(subscribers.createdAt), desc(subscribers.id));
  if (!query) return { rows: await base, total: await db.$count(subscribers) };
  return readPage(query, base.$dynamic(), db.$count(subscribers, where));
}
