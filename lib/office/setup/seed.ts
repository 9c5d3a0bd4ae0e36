import { sql } from "drizzle-orm";
import type { Db } from "@/lib/platform/db/client";
import { seriesMoments } from "@/lib/booking/departures/series";
import {
  comments,
  contentTranslations,
  events,
  news,
  orderItems,
  orders,
  publications,
  tourDepartures,
  tourItineraryDays,
  tours,
} from "@/lib/platform/db/schema";
import { demoDepartures } from "./demo/departures";
import { demoComments } from "./demo/comments";
import { demoEvents } from "./demo/events";
import { demoNews } from "./demo/news";
import { demoPublications } from "./demo/publications";
import { demoTours, type DemoTour } from "./demo/tours";
import { demoTranslations } from "./demo/translations";

/** Arbitrary constant for the transaction-scoped advisory lock that serialises concurrent seeders. */
const SEED_LOCK_KEY = 74_152_903;

/**
 * Loads the demo content (tours with itineraries and departures, news, events, publications, a few comments,
 * and French and Kinyarwanda versions of two tours and two events)
 * in one transaction, but only when news, tours, events and publications are all empty.
 * A second call, or a call on a database with real content, inserts nothing.
 */
export async function seedDemo(db: Db, opts: { authorId?: string } = {}): Promise<{ inserted: boolean }> {
  const authorId = opts.authorId ?? null;

  return db.transaction(async (tx) => {
    // Two instances starting at once must not both see empty tables and insert twice.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);

    const [anyNews, anyTour, anyEvent, anyPublication] = await Promise.all([
      tx.select({ id: news.id }).from(news).limit(1),
      tx.select({ id: tours.id }).from(tours).limit(1),
      tx.select({ id: events.id }).from(events).limit(1),
      tx.select({ id: publications.id }).from(publications).limit(1),
    ]);
    if (anyNews.length || anyTour.length || anyEvent.length || anyPublication.length) {
      return { inserted: false };
    }

    const insertedTours = await tx
      .insert(tours)
      .values(
        demoTours.map((tour) => {
          const row: Partial<Pick<DemoTour, "itinerary">> & Omit<DemoTour, "itinerary"> = { ...tour };
          delete row.itinerary;
          return { ...row, authorId, updatedAt: tour.createdAt };
        }),
      )
      .returning({ id: tours.id, slug: tours.slug });
    const tourIds = new Map(insertedTours.map((t) => [t.slug, t.id]));

    const itineraryRows = demoTours.flatMap((tour) =>
      tour.itinerary.map((day, position) => ({
        tourId: mustGet(tourIds, tour.slug, "tour"),
        position,
        day: day.day,
        title: day.title,
        body: day.body,
      })),
    );
    if (itineraryRows.length) await tx.insert(tourItineraryDays).values(itineraryRows);
    await seedDepartures(tx, tourIds, new Date());

    const insertedNews = await tx
      .insert(news)
      .values(demoNews.map((item) => ({ ...item, authorId, updatedAt: item.createdAt })))
      .returning({ id: news.id, slug: news.slug });
    const newsIds = new Map(insertedNews.map((n) => [n.slug, n.id]));

    const insertedEvents = await tx
      .insert(events)
      .values(demoEvents.map((event) => ({ ...event, authorId, updatedAt: event.createdAt })))
      .returning({ id: events.id, slug: events.slug });
    const eventIds = new Map(insertedEvents.map((e) => [e.slug, e.id]));
    await tx.insert(contentTranslations).values(
      demoTranslations.map((t) => ({
        kind: t.kind,
        itemId: t.kind === "tour" ? mustGet(tourIds, t.slug, "tour") : mustGet(eventIds, t.slug, "event"),
        locale: t.locale,
        fields: t.fields,
        needsReview: true,
      })),
    );

    await tx.insert(publications).values(demoPublications.map((publication) => ({ ...publication, authorId, updatedAt: publication.createdAt })));

    const commentRows = demoComments.map(({ target, ...comment }) => ({
      ...comment,
      newsId: target.kind === "news" ? mustGet(newsIds, target.slug, "news post") : null,
      tourId: target.kind === "tour" ? mustGet(tourIds, target.slug, "tour") : null,
    }));
    if (commentRows.length) await tx.insert(comments).values(commentRows);

    return { inserted: true };
  });
}

function mustGet(ids: Map<string, string>, slug: string, what: string): string {
  const id = ids.get(slug);
  if (!id) throw new Error(`Demo data refers to an unknown ${what}: ${slug}`);
  return id;
}

/** The demo departures, and paid bookings on the first of each (so one is nearly full). */
async function seedDepartures(tx: Db, tourIds: Map<string, string>, now: Date) {
  for (const plan of demoDepartures(now)) {
    const tour = demoTours.find((t) => t.slug === plan.tour);
    if (!tour) throw new Error(`Demo data refers to an unknown tour: ${plan.tour}`);
    const tourId = mustGet(tourIds, plan.tour, "tour");
    const rows = await tx
      .insert(tourDepartures)
      .values(seriesMoments(plan.series).map((startsAt) => ({ tourId, startsAt, seats: plan.seats, note: plan.note })))
      .returning({ id: tourDepartures.id, startsAt: tourDepartures.startsAt });
    const first = rows.reduce((a, b) => (a.startsAt < b.startsAt ? a : b));
    for (const b of plan.firstBookedBy) {
      const amount = Number(tour[`price${b.people}`]);
      const [order] = await tx
        .insert(orders)
        .values({
          itemType: "tour",
          status: "PAID",
          amount,
          departureId: first.id,
          needDate: first.startsAt,
          deadline: first.startsAt,
          clientNames: b.names,
          clientEmail: b.email,
          clientPhone: b.phone,
          clientAddress: b.location,
          clientLocation: b.location,
          paidAt: now,
        })
        .returning({ id: orders.id });
      await tx.insert(orderItems).values({ orderId: order.id, itemId: tourId, itemNumber: b.people, title: tour.title, unitAmount: amount });
    }
  }
}
