import "server-only";
import { count, desc } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { subscribers, type Subscriber } from "@/lib/db/schema";
import { offsetOf, type PageQuery } from "@/lib/pagination";

export type SubscriberStatus = "pending" | "subscribed" | "unsubscribed";

export function subscriberStatus(s: Pick<Subscriber, "confirmedAt" | "unsubscribedAt">): SubscriberStatus {
  if (s.unsubscribedAt) return "unsubscribed";
  return s.confirmedAt ? "subscribed" : "pending";
}

/** A subscriber as staff and API clients see it (contract: email, createdAt); never the link ids. */
export function serializeSubscriber(s: Subscriber) {
  return { email: s.email, status: subscriberStatus(s), createdAt: s.createdAt.toISOString(), confirmedAt: s.confirmedAt?.toISOString() ?? null };
}

/** Subscribers newest first; without a limit, all of them (old clients expect the complete list). */
export async function listSubscribers(query?: PageQuery) {
  const db = await getDb();
  const base = db.select().from(subscribers).orderBy(desc(subscribers.createdAt), desc(subscribers.id));
  const [rows, [{ total }]] = await Promise.all([
    query ? base.limit(query.limit).offset(offsetOf(query)) : base,
    db.select({ total: count() }).from(subscribers),
  ]);
  return { rows, total };
}
