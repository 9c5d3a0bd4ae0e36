import { beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { tourItineraryDays, tours } from "@/lib/platform/db/schema";
import { GET as list } from "@/app/api/tours/route";
import { GET as five } from "@/app/api/tours/five/route";
import { GET as one } from "@/app/api/tours/[slug]/route";
import { POST as create } from "@/app/api/tours/create/route";
import { PUT as update } from "@/app/api/tours/update/[slug]/route";
import { PUT as publish } from "@/app/api/tours/publish/[slug]/route";
import { DELETE as remove } from "@/app/api/tours/delete/[slug]/route";
import { apiRequest, makeUser, nextMillisecond, params } from "./helpers/factories";
import { auditFor, read, rowCount, storedUpload } from "./helpers/content";

let admin: string;
let staff: string;
const cover = storedUpload("/uploads/Tours/0123456789abcdef0123456789abcdef.webp");
const body = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  toursBody: "<h2>Plan</h2><p>Walk</p>",
  image: cover,
  location: "Musanze",
  price1: "1200",
  price2: 2000,
  price3: "",
  departureTime: "06:00",
  tips: ["Boots", ""],
  itenerary: [
    { day: "Day 1", title: "Arrive", body: "Drive north" },
    { day: "Day 2", title: "Trek", body: "Gorillas" },
  ],
  ...extra,
});

beforeAll(async () => {
  admin = (await makeUser("admin")).token;
  staff = (await makeUser("user")).token;
});

async function createTour(title: string, extra: Record<string, unknown> = {}) {
  const res = await read(await create(apiRequest("/api/tours/create", { body: body(title, extra), token: staff }), undefined));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; slug: string };
}

const setPublished = (slug: string, value: string | boolean, token = admin) =>
  publish(apiRequest(`/api/tours/publish/${slug}`, { method: "PUT", body: { isPublished: value }, token }), params({ slug }));

describe("POST /api/tours/create", () => {
  it("401 for anonymous callers, nothing written", async () => {
    const before = await rowCount(tours);
    const res = await read(await create(apiRequest("/api/tours/create", { body: body("Nope") }), undefined));
    expect(res.status).toBe(401);
    expect(await rowCount(tours)).toBe(before);
  });

  it("creates an unpublished tour with numeric prices, default lists and the itinerary in order", async () => {
    const res = await read(await create(apiRequest("/api/tours/create", { body: body("Gorilla Trek"), token: staff }), undefined));
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("Tour created successfully.");
    expect(res.body.data).toMatchObject({
      slug: "gorilla-trek",
      isPublished: false,
      price1: 1200,
      price2: 2000,
      price3: 0,
      price5: 0,
      tips: ["Boots"],
      includes: ["No"],
      excludes: ["No"],
      image: `http://ikaze.test${cover}`,
      images: [`http://ikaze.test${cover}`],
      itenerary: [
        { day: "Day 1", title: "Arrive", body: "Drive north" },
        { day: "Day 2", title: "Trek", body: "Gorillas" },
      ],
    });
    expect(typeof res.body.data.id).toBe("string");
    expect((await auditFor(res.body.data.id))[0].action).toBe("tour.create");
  });

  it("400 with Errors (the tour cover text, numeric prices, itinerary rows) and nothing written", async () => {
    const before = await rowCount(tours);
    const daysBefore = await rowCount(tourItineraryDays);
    const res = await read(
      await create(apiRequest("/api/tours/create", { body: { title: "", price1: "a lot", itenerary: [{ day: "", title: "x" }] }, token: staff }), undefined),
    );
    expect(res.status).toBe(400);
    expect(res.body.Errors).toEqual(
      expect.arrayContaining(["Title is required.", "Please upload the tour cover image.", "Prices must be numbers.", "Each itinerary day needs a day."]),
    );
    expect(await rowCount(tours)).toBe(before);
    expect(await rowCount(tourItineraryDays)).toBe(daysBefore);
  });
});

describe("GET /api/tours", () => {
  it("anonymous: published only; staff: all; single draft 404 for anonymous; five latest", async () => {
    const draft = await createTour("Draft tour");
    const live = await createTour("Live tour");
    expect((await setPublished(live.slug, "true")).status).toBe(200);

    const anon = await read(await list(apiRequest("/api/tours"), undefined));
    const slugs = anon.body.tours.map((t: { slug: string }) => t.slug);
    expect(slugs).toContain(live.slug);
    expect(slugs).not.toContain(draft.slug);
    const asStaff = await read(await list(apiRequest("/api/tours?limit=100", { token: staff }), undefined));
    expect(asStaff.body.tours.map((t: { slug: string }) => t.slug)).toContain(draft.slug);
    expect(asStaff.body.total).toBe(await rowCount(tours));

    expect((await one(apiRequest(`/api/tours/${draft.slug}`), params({ slug: draft.slug }))).status).toBe(404);
    const single = await read(await one(apiRequest(`/api/tours/${live.slug}`), params({ slug: live.slug })));
    expect(single.body.tours).toMatchObject({ slug: live.slug, isPublished: true, price1: 1200 });
    const byId = await read(await one(apiRequest(`/api/tours/${draft.id}`, { token: staff }), params({ slug: draft.id })));
    expect(byId.body.tours.slug).toBe(draft.slug);

    const latest = await read(await five(apiRequest("/api/tours/five"), undefined));
    expect(latest.body.tours.length).toBeLessThanOrEqual(5);
    expect(latest.body.tours.every((t: { isPublished: boolean }) => t.isPublished)).toBe(true);
  });
});

describe("admin-only tour writes", () => {
  it("publish: 401, 403 errors.auth, 200 admin, audited", async () => {
    const t = await createTour("Publishable");
    expect((await publish(apiRequest(`/api/tours/publish/${t.slug}`, { method: "PUT", body: { isPublished: "true" } }), params({ slug: t.slug }))).status).toBe(
      401,
    );
    const refused = await read(await setPublished(t.slug, "true", staff));
    expect(refused.status).toBe(403);
    expect(refused.body.errors.auth).toBeTruthy();
    expect((await read(await setPublished(t.slug, {} as unknown as string))).status).toBe(400);
    expect(await read(await setPublished(t.slug, true))).toEqual({ status: 200, body: { message: "Tour published successfully." } });
    expect((await auditFor(t.id))[0].action).toBe("tour.publish");
    expect((await read(await setPublished(t.slug, "false"))).body.message).toBe("Tour unpublished successfully.");
  });

  it("update: 401, 403, 400 without change, 200 replaces fields and itinerary, audited", async () => {
    const t = await createTour("Updatable");
    const url = `/api/tours/update/${t.slug}`;
    const ctx = params({ slug: t.slug });
    const next = body("Updated tour", { price1: 999, itenerary: [{ day: "Day 1", title: "Only day", body: "" }], excludes: ["Flights"] });
    expect((await update(apiRequest(url, { method: "PUT", body: next }), ctx)).status).toBe(401);
    expect((await update(apiRequest(url, { method: "PUT", body: next, token: staff }), ctx)).status).toBe(403);
    const bad = await read(await update(apiRequest(url, { method: "PUT", body: { ...next, price2: "two" }, token: admin }), ctx));
    expect(bad).toEqual({ status: 400, body: { error: "Prices must be numbers." } });
    const db = await getDb();
    expect((await db.select().from(tours).where(eq(tours.id, t.id)))[0].title).toBe("Updatable");

    expect(await read(await update(apiRequest(url, { method: "PUT", body: next, token: admin }), ctx))).toEqual({
      status: 200,
      body: { message: "Tour updated successfully." },
    });
    const [row] = await db.select().from(tours).where(eq(tours.id, t.id));
    expect(row).toMatchObject({ title: "Updated tour", slug: t.slug, price1: 999, excludes: ["Flights"] });
    const days = await db.select().from(tourItineraryDays).where(eq(tourItineraryDays.tourId, t.id)).orderBy(asc(tourItineraryDays.position));
    expect(days.map((d) => d.title)).toEqual(["Only day"]);
    const [entry] = await auditFor(t.id);
    expect(entry.action).toBe("tour.update");
    expect(entry.details).toMatchObject({ changed: expect.arrayContaining(["title", "price1", "excludes", "itenerary"]) });
  });

  it("delete: 401, 403, 200 admin, row and itinerary gone, audited", async () => {
    const t = await createTour("Deletable");
    const url = `/api/tours/delete/${t.slug}`;
    const ctx = params({ slug: t.slug });
    expect((await remove(apiRequest(url, { method: "DELETE" }), ctx)).status).toBe(401);
    expect((await remove(apiRequest(url, { method: "DELETE", token: staff }), ctx)).status).toBe(403);
    expect(await read(await remove(apiRequest(url, { method: "DELETE", token: admin }), ctx))).toEqual({
      status: 200,
      body: { message: "Tour deleted successfully." },
    });
    const db = await getDb();
    expect(await db.select().from(tours).where(eq(tours.id, t.id))).toEqual([]);
    expect(await db.select().from(tourItineraryDays).where(eq(tourItineraryDays.tourId, t.id))).toEqual([]);
    expect((await auditFor(t.id))[0].action).toBe("tour.delete");
  });
});

describe("the featured flag (added to the contract)", () => {
  it("is false unless sent, set on create and update, kept by partial updates, and orders the public lists", async () => {
    const { readLatestTours, readTourPage } = await import("@/lib/content/tours/public-queries");
    const plain = await createTour("Plain tour");
    expect((await read(await one(apiRequest(`/api/tours/${plain.slug}`, { token: staff }), params({ slug: plain.slug })))).body.tours.featured).toBe(false);

    const star = await createTour("Star tour", { featured: "true" });
    expect(star).toMatchObject({ featured: true });
    await nextMillisecond();
    const newer = await createTour("Newer tour");
    for (const t of [plain, star, newer]) expect((await setPublished(t.slug, "true")).status).toBe(200);

    // An old client's partial update (no `featured`) keeps the mark.
    const ctx = params({ slug: star.slug });
    const partial = await update(apiRequest(`/api/tours/update/${star.slug}`, { method: "PUT", body: { title: "Star tour, renamed" }, token: admin }), ctx);
    expect(partial.status).toBe(200);
    const stored = await read(await one(apiRequest(`/api/tours/${star.slug}`), ctx));
    expect(stored.body.tours).toMatchObject({ title: "Star tour, renamed", featured: true, tips: ["Boots"], includes: ["No"] });

    expect((await readLatestTours(2)).map((t) => t.slug)).toEqual([star.slug, newer.slug]);
    expect((await readTourPage(1, 2)).items.map((t) => t.slug)).toEqual([star.slug, newer.slug]);

    const bad = await read(await update(apiRequest(`/api/tours/update/${star.slug}`, { method: "PUT", body: { featured: "maybe" }, token: admin }), ctx));
    expect(bad).toEqual({ status: 400, body: { error: "featured must be true or false." } });
    expect((await update(apiRequest(`/api/tours/update/${star.slug}`, { method: "PUT", body: { featured: false }, token: admin }), ctx)).status).toBe(200);
    expect((await readLatestTours(1)).map((t) => t.slug)).toEqual([newer.slug]);
  });
});
