import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { events, publications, tours } from "@/lib/platform/db/schema";
import { seedDemo } from "@/lib/office/setup/seed";
import { demoTours } from "@/lib/office/setup/demo/tours";
import { demoNews } from "@/lib/office/setup/demo/news";
import { readEvent, readEventPage, readEventSitemap, readUpcomingEvents } from "@/lib/content/events/public-queries";
import { readLatestNews, readNews, readNewsPage, readNewsSitemap } from "@/lib/content/news/public-queries";
import { readPublicationPage } from "@/lib/content/publications/public-queries";
import { readLatestTours, readTour, readTourPage, readTourSitemap } from "@/lib/content/tours/public-queries";

/** The reads behind the public pages (the pages cache them): published items only, in the right order, as plain JSON. */
beforeAll(async () => {
  await seedDemo(await getDb());
});

const publishedTours = demoTours.filter((t) => t.isPublished).sort((a, b) => +b.createdAt - +a.createdAt);
const draftTour = demoTours.find((t) => !t.isPublished)!;
const draftPost = demoNews.find((n) => !n.isPublished)!;

describe("tours", () => {
  it("lists published tours only, newest first, paginated, with a plain-text excerpt of at most 130 characters", async () => {
    const first = await readTourPage(1, 5);
    expect(first.total).toBe(publishedTours.length);
    expect(first.items.map((t) => t.slug)).toEqual(publishedTours.slice(0, 5).map((t) => t.slug));
    const second = await readTourPage(2, 5);
    expect(second.items.map((t) => t.slug)).toEqual(publishedTours.slice(5, 10).map((t) => t.slug));
    for (const t of [...first.items, ...second.items]) {
      expect(t.excerpt.length).toBeLessThanOrEqual(130);
      expect(t.excerpt).not.toMatch(/[<>]/);
      expect(t.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(typeof t.price1).toBe("number");
    }
    expect([...first.items, ...second.items].map((t) => t.slug)).not.toContain(draftTour.slug);
  });

  it("cards carry the tour's length: the distinct days of its itinerary, 0 without one", async () => {
    const { items } = await readTourPage(1, 50);
    for (const demo of publishedTours) {
      const card = items.find((t) => t.slug === demo.slug)!;
      expect(card.days).toBe(new Set(demo.itinerary.map((d) => d.day)).size);
    }
    expect(items.some((t) => t.days > 1)).toBe(true);
    const tour = (await readTour(publishedTours[0].slug, true))!;
    expect(tour.days).toBe(new Set(publishedTours[0].itinerary.map((d) => d.day)).size);
  });

  it("the latest tours can leave out the one being shown", async () => {
    const latest = await readLatestTours(4, publishedTours[0].slug);
    expect(latest).toHaveLength(4);
    expect(latest.map((t) => t.slug)).toEqual(publishedTours.slice(1, 5).map((t) => t.slug));
  });

  it("reads one tour with its itinerary in order; a draft only when asked for drafts", async () => {
    const tour = (await readTour(publishedTours[0].slug, true))!;
    expect(tour.itinerary.map((d) => d.day)).toEqual(publishedTours[0].itinerary.map((d) => d.day));
    expect(tour.includes.length).toBeGreaterThan(0);
    expect(await readTour(draftTour.slug, true)).toBeNull();
    expect(await readTour(draftTour.slug, false)).toMatchObject({ slug: draftTour.slug, isPublished: false });
    expect(await readTour("no-such-tour", false)).toBeNull();
  });

  it("does not show the 'No' placeholder of empty tips, includes and excludes", async () => {
    const db = await getDb();
    await db.insert(tours).values({ slug: "bare-tour", title: "Bare tour", isPublished: true });
    const bare = (await readTour("bare-tour", true))!;
    expect(bare).toMatchObject({ tips: [], includes: [], excludes: [], itinerary: [], days: 0 });
    await db.delete(tours).where(eq(tours.slug, "bare-tour"));
  });

  it("sitemap entries are the published tours with their last change", async () => {
    const entries = await readTourSitemap();
    expect(entries.map((e) => e.slug).sort()).toEqual(publishedTours.map((t) => t.slug).sort());
    expect(entries.every((e) => !Number.isNaN(Date.parse(e.updatedAt)))).toBe(true);
  });
});

describe("news", () => {
  it("lists published posts only, newest first", async () => {
    const published = demoNews.filter((n) => n.isPublished).sort((a, b) => +b.createdAt - +a.createdAt);
    const page = await readNewsPage(1, 100);
    expect(page.items.map((p) => p.slug)).toEqual(published.map((p) => p.slug));
    expect((await readLatestNews(5)).map((p) => p.slug)).toEqual(published.slice(0, 5).map((p) => p.slug));
    expect(await readNews(draftPost.slug, true)).toBeNull();
    expect(await readNews(draftPost.slug, false)).toMatchObject({ isPublished: false });
    expect((await readNewsSitemap()).map((e) => e.slug)).not.toContain(draftPost.slug);
  });
});

describe("events", () => {
  it("lists approved events, upcoming ones first (soonest first), then past ones", async () => {
    const db = await getDb();
    const day = 24 * 3600 * 1000;
    await db.insert(events).values([
      { slug: "soon", title: "Soon", startDate: new Date(Date.now() + 2 * day), endDate: new Date(Date.now() + 3 * day), isApproved: true },
      { slug: "later", title: "Later", startDate: new Date(Date.now() + 20 * day), endDate: new Date(Date.now() + 21 * day), isApproved: true },
      { slug: "over", title: "Over", startDate: new Date(Date.now() - 10 * day), endDate: new Date(Date.now() - 9 * day), isApproved: true },
      { slug: "unapproved", title: "Unapproved", startDate: new Date(Date.now() + day), endDate: new Date(Date.now() + 2 * day), isApproved: false },
    ]);
    const { items } = await readEventPage(1, 100);
    const slugs = items.map((e) => e.slug);
    expect(slugs).not.toContain("unapproved");
    expect(slugs.indexOf("soon")).toBeLessThan(slugs.indexOf("later"));
    const ended = items.map((e) => Date.parse(e.endDate) < Date.now());
    expect(ended.indexOf(true)).toBeGreaterThan(ended.lastIndexOf(false)); // every past event after every upcoming one
    expect((await readUpcomingEvents(1))[0].slug).toBe("soon");
    expect(await readEvent("unapproved", true)).toBeNull();
    expect((await readEventSitemap()).map((e) => e.slug)).not.toContain("unapproved");
  });

  it("an event without a price reads as 0 (shown as 'Free entry') and keeps its fee table", async () => {
    const free = (await readEvent("green-careers-open-day-2027", true))!;
    expect(free.price).toBe(0);
    const paid = (await readEvent("east-africa-sustainable-tourism-forum-2027", true))!;
    expect(paid.fees?.rwandan).toEqual({ earlyBird: 120, normal: 150 });
  });
});

describe("publications", () => {
  it("lists active documents of one category, newest first, and knows PDFs from images", async () => {
    const ads = await readPublicationPage("publication", 1, 3);
    expect(ads.items.map((d) => d.title)).toEqual(["Gorilla Trekking Green Season Offer 2027", "Lake Kivu Weekend Escape: two nights by the water"]);
    expect(ads.items[0]).toMatchObject({ isPdf: true, isImage: false });
    expect(ads.items[1]).toMatchObject({ isPdf: false, isImage: true });
    const releases = await readPublicationPage("Press Release", 1, 10);
    expect(releases.total).toBe(2);

    const db = await getDb();
    await db.update(publications).set({ status: false }).where(eq(publications.title, "Gorilla Trekking Green Season Offer 2027"));
    expect((await readPublicationPage("publication", 1, 3)).items.map((d) => d.title)).toEqual(["Lake Kivu Weekend Escape: two nights by the water"]);
  });
});
