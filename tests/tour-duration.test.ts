import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { tours } from "@/lib/platform/db/schema";
import { POST as create } from "@/app/api/tours/create/route";
import { PUT as update } from "@/app/api/tours/update/[slug]/route";
import { PUT as publish } from "@/app/api/tours/publish/[slug]/route";
import { GET as one } from "@/app/api/tours/[slug]/route";
import { tourLength } from "@/components/site/cards";
import { DEFAULT_FILTERS } from "@/lib/content/tours/list-filters";
import { readTour, readTourPage } from "@/lib/content/tours/public-queries";
import { apiRequest, makeUser, params } from "./helpers/factories";
import { auditFor, read, rowCount, storedUpload } from "./helpers/content";

/** A tour's duration is what staff set, not a count of itinerary rows ("Day 1", "Evening"). */
let admin: string;
const cover = storedUpload("/uploads/Tours/fedcba9876543210fedcba9876543210.webp");
const MESSAGE = "The duration must be a whole number of hours (1 to 24) or days (1 to 60).";
const body = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  toursBody: "<p>A day on the water.</p>",
  image: cover,
  location: "Karongi",
  price1: 150,
  itenerary: [
    { day: "Day 1", title: "Boats at sunrise", body: "" },
    { day: "Evening", title: "Fish by the shore", body: "" },
  ],
  ...extra,
});

beforeAll(async () => {
  admin = (await makeUser("admin")).token;
});

async function createTour(title: string, extra: Record<string, unknown> = {}) {
  const res = await read(await create(apiRequest("/api/tours/create", { body: body(title, extra), token: admin }), undefined));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; slug: string; duration: unknown };
}

const stored = async (id: string) => (await (await getDb()).select().from(tours).where(eq(tours.id, id)))[0];

describe("a tour's duration, set by staff", () => {
  it("is stored and answered as {amount, unit}; a tour without one answers null", async () => {
    const day = await createTour("Kivu Day Trip", { duration: { amount: "8", unit: "hours" } });
    expect(day.duration).toEqual({ amount: 8, unit: "hours" });
    expect(await stored(day.id)).toMatchObject({ durationAmount: 8, durationUnit: "hours" });
    expect((await auditFor(day.id))[0].action).toBe("tour.create");
    const none = await createTour("Kivu Without Length", { duration: { amount: "", unit: "days" } });
    expect(none.duration).toBeNull();
    const res = await read(await one(apiRequest(`/api/tours/${day.slug}`, { token: admin }), params({ slug: day.slug })));
    expect(res.body.tours.duration).toEqual({ amount: 8, unit: "hours" });
  });

  it.each([
    [{ amount: 0, unit: "days" }],
    [{ amount: 25, unit: "hours" }],
    [{ amount: 61, unit: "days" }],
    [{ amount: 1.5, unit: "days" }],
    [{ amount: "two", unit: "days" }],
    ["3 days"],
  ])("400 with the reason for %j, nothing written", async (duration) => {
    const before = await rowCount(tours);
    const res = await read(await create(apiRequest("/api/tours/create", { body: body("Bad Length", { duration }), token: admin }), undefined));
    expect(res.status).toBe(400);
    expect(res.body.Errors).toContain(MESSAGE);
    expect(await rowCount(tours)).toBe(before);
  });

  it("400 for an unknown unit", async () => {
    const res = await read(
      await create(apiRequest("/api/tours/create", { body: body("Weeks", { duration: { amount: 2, unit: "weeks" } }), token: admin }), undefined),
    );
    expect(res.status).toBe(400);
    expect(res.body.Errors).toContain("The duration's unit must be hours or days.");
  });

  it("an update without it keeps it (old clients never send it); null clears it", async () => {
    const t = await createTour("Kept Length", { duration: { amount: 3, unit: "days" } });
    const url = `/api/tours/update/${t.slug}`;
    const old = body("Kept Length");
    delete (old as Record<string, unknown>).duration;
    expect((await read(await update(apiRequest(url, { method: "PUT", body: old, token: admin }), params({ slug: t.slug })))).status).toBe(200);
    expect(await stored(t.id)).toMatchObject({ durationAmount: 3, durationUnit: "days" });
    expect(
      (await read(await update(apiRequest(url, { method: "PUT", body: body("Kept Length", { duration: null }), token: admin }), params({ slug: t.slug }))))
        .status,
    ).toBe(200);
    expect(await stored(t.id)).toMatchObject({ durationAmount: null, durationUnit: null });
  });

  it("the page, the card and the list's filters read it: a day trip with two itinerary rows is one day", async () => {
    const t = await createTour("Kivu Sunrise Paddle", { duration: { amount: 6, unit: "hours" } });
    const counted = await createTour("Kivu Counted Length");
    for (const slug of [t.slug, counted.slug])
      expect(
        (await read(await publish(apiRequest(`/api/tours/publish/${slug}`, { method: "PUT", body: { isPublished: true }, token: admin }), params({ slug }))))
          .status,
      ).toBe(200);

    const detail = (await readTour(t.slug, true))!;
    expect(tourLength(detail)).toBe("6 hours");
    expect(detail.days).toBe(1);
    // Without a duration the itinerary's distinct days still tell.
    expect(tourLength((await readTour(counted.slug, true))!)).toBe("2 days");

    const oneDay = await readTourPage(1, 100, { ...DEFAULT_FILTERS, duration: "one-day" });
    const twoToThree = await readTourPage(1, 100, { ...DEFAULT_FILTERS, duration: "2-3" });
    expect(oneDay.items.map((i) => i.slug)).toContain(t.slug);
    expect(twoToThree.items.map((i) => i.slug)).not.toContain(t.slug);
    expect(twoToThree.items.map((i) => i.slug)).toContain(counted.slug);
  });
});
