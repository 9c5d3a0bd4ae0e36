import "server-only";
import { count } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { events, news, publications, tours } from "@/lib/db/schema";

/** The dashboard's four counts (spec §2.3), read live: staff expect their own changes at once. */
export async function getDashboardCounts() {
  const db = await getDb();
  const [[p], [e], [n], [t]] = await Promise.all([
    db.select({ n: count() }).from(publications),
    db.select({ n: count() }).from(events),
    db.select({ n: count() }).from(news),
    db.select({ n: count() }).from(tours),
  ]);
  return { publications: p.n, events: e.n, blogs: n.n, tours: t.n };
}
