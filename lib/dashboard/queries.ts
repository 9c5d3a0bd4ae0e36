import "server-only";
import { count } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { events, news, publications, tours } from "@/lib/db/schema";
import { countNewBookings } from "@/lib/orders/queries";

/** The dashboard's four counts (spec §2.3), read live: staff expect their own changes at once. */
export async function getDashboardCounts() {
  const db = await getDb();
  const [[p], [e], [n], [t], bookings] = await Promise.all([
    db.select({ n: count() }).from(publications),
    db.select({ n: count() }).from(events),
    db.select({ n: count() }).from(news),
    db.select({ n: count() }).from(tours),
    countNewBookings(),
  ]);
  return { publications: p.n, events: e.n, blogs: n.n, tours: t.n, bookings };
}
