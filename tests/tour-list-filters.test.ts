import { beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { getDb } from "@/lib/platform/db/client";
import { tourItineraryDays, tours } from "@/lib/platform/db/schema";
import { DEFAULT_FILTERS, PATH_KEYS, parseTourListPath, tourListPath, type TourListFilters } from "@/lib/content/tours/list-filters";
import { readTourPage } from "@/lib/content/tours/public-queries";
import { config, proxy } from "@/proxy";

/**
 * /tours filters and sorts (lib/content/tours/list-filters.ts, readTourPage) and the redirect of the filter
 * form's query string to the list's canonical path (proxy.ts).
 */
type Seed = { slug: string; days: number; prices: number[]; featured?: boolean; published?: boolean };

// Oldest first: createdAt grows by one day per tour.
const seeds: Seed[] = [
  { slug: "city-walk", days: 1, prices: [120, 200] },
  { slug: "kivu-kayak", days: 2, prices: [420, 700, 900] },
  { slug: "no-price-retreat", days: 3, prices: [] },
  { slug: "nyungwe", days: 3, prices: [1180, 1900] },
  { slug: "gorillas", days: 2, prices: [2150, 4100], featured: true },
  { slug: "congo-nile", days: 4, prices: [0, 1380, 2000] },
  { slug: "hidden-draft", days: 1, prices: [100], published: false },
  { slug: "long-circuit", days: 9, prices: [5200] },
];

beforeAll(async () => {
  const db = await getDb();
  const start = Date.UTC(2026, 0, 1);
  for (const [i, s] of seeds.entries()) {
    const [row] = await db
      .insert(tours)
      .values({
        slug: s.slug,
        title: s.slug,
        isPublished: s.published ?? true,
        featured: s.featured ?? false,
        createdAt: new Date(start + i * 86_400_000),
        ...Object.fromEntries(s.prices.map((p, j) => [`price${j + 1}`, p])),
      })
      .returning();
    if (s.days)
      await db.insert(tourItineraryDays).values(Array.from({ length: s.days }, (_, d) => ({ tourId: row.id, position: d, day: `Day ${d + 1}`, title: "x" })));
  }
});

const slugs = async (filters: Partial<TourListFilters>, page = 1, limit = 20) => {
  const { items, total } = await readTourPage(page, limit, { ...DEFAULT_FILTERS, ...filters });
  return { slugs: items.map((t) => t.slug), total };
};

describe("readTourPage filters and sorts", () => {
  it("by default: featured first, then newest; drafts never", async () => {
    const { slugs: all, total } = await slugs({});
    expect(all).toEqual(["gorillas", "long-circuit", "congo-nile", "nyungwe", "no-price-retreat", "kivu-kayak", "city-walk"]);
    expect(total).toBe(7);
  });

  it("newest ignores the featured mark", async () => {
    expect((await slugs({ sort: "newest" })).slugs).toEqual([
      "long-circuit",
      "congo-nile",
      "gorillas",
      "nyungwe",
      "no-price-retreat",
      "kivu-kayak",
      "city-walk",
    ]);
  });

  it("filters by duration (itinerary days) with the total of matches", async () => {
    expect(await slugs({ duration: "one-day" })).toEqual({ slugs: ["city-walk"], total: 1 });
    expect(await slugs({ duration: "2-3" })).toEqual({ slugs: ["gorillas", "nyungwe", "no-price-retreat", "kivu-kayak"], total: 4 });
    expect((await slugs({ duration: "4-7" })).slugs).toEqual(["congo-nile"]);
    expect((await slugs({ duration: "8-plus" })).slugs).toEqual(["long-circuit"]);
  });

  it("filters by the lowest offered price (tiers at 0 are not offered); tours without prices only under 'any'", async () => {
    expect((await slugs({ price: "under-250" })).slugs).toEqual(["city-walk"]);
    expect((await slugs({ price: "250-1000" })).slugs).toEqual(["kivu-kayak"]);
    expect((await slugs({ price: "1000-2000" })).slugs).toEqual(["congo-nile", "nyungwe"]);
    expect((await slugs({ price: "2000-plus" })).slugs).toEqual(["gorillas", "long-circuit"]);
  });

  it("combines filters and sorts by price and duration, tours without a price last", async () => {
    expect((await slugs({ sort: "price-low" })).slugs).toEqual([
      "city-walk",
      "kivu-kayak",
      "nyungwe",
      "congo-nile",
      "gorillas",
      "long-circuit",
      "no-price-retreat",
    ]);
    expect((await slugs({ sort: "price-high" })).slugs).toEqual([
      "long-circuit",
      "gorillas",
      "congo-nile",
      "nyungwe",
      "kivu-kayak",
      "city-walk",
      "no-price-retreat",
    ]);
    expect((await slugs({ sort: "duration-short" })).slugs).toEqual([
      "city-walk",
      "gorillas",
      "kivu-kayak",
      "nyungwe",
      "no-price-retreat",
      "congo-nile",
      "long-circuit",
    ]);
    expect((await slugs({ sort: "duration-long" })).slugs.slice(0, 2)).toEqual(["long-circuit", "congo-nile"]);
    expect(await slugs({ duration: "2-3", price: "1000-2000", sort: "price-high" })).toEqual({ slugs: ["nyungwe"], total: 1 });
  });

  it("pages a filtered list", async () => {
    expect(await slugs({ sort: "price-low" }, 2, 3)).toEqual({ slugs: ["congo-nile", "gorillas", "long-circuit"], total: 7 });
  });
});

describe("list paths: one spelling per filtered page", () => {
  it("reads and writes the canonical path", () => {
    expect(parseTourListPath(undefined)).toEqual({ filters: DEFAULT_FILTERS, page: 1 });
    expect(parseTourListPath(["page", "3"])).toEqual({ filters: DEFAULT_FILTERS, page: 3 });
    const path = ["duration", "2-3", "price", "250-1000", "sort", "price-low", "page", "2"];
    const parsed = parseTourListPath(path);
    expect(parsed).toEqual({ filters: { duration: "2-3", price: "250-1000", sort: "price-low" }, page: 2 });
    expect(tourListPath(parsed!.filters, 2)).toBe(`/tours/${path.join("/")}`);
    expect(tourListPath({ ...DEFAULT_FILTERS, sort: "newest" })).toBe("/tours/sort/newest");
    expect(tourListPath(DEFAULT_FILTERS)).toBe("/tours");
  });

  it("refuses every other spelling (a 404, never a new cache entry)", () => {
    for (const bad of [
      ["duration", "5-6"],
      ["price", "cheap"],
      ["sort", "random"],
      ["sort", "featured"],
      ["duration", "any"],
      ["price", "250-1000", "duration", "one-day"],
      ["sort", "newest", "sort", "newest"],
      ["page", "1"],
      ["page", "2", "sort", "newest"],
      ["page", "02"],
      ["colour", "red"],
      ["duration"],
    ]) {
      expect(parseTourListPath(bad), bad.join("/")).toBeNull();
    }
  });
});

describe("the filter form's query string", () => {
  const visit = (query: string) => proxy(new NextRequest(new URL(`/tours${query}`, "http://ikaze.test")));

  it("is redirected (303) to the canonical path; odd values fall back to the defaults", async () => {
    const res = await visit("?duration=2-3&price=any&sort=price-low");
    expect(res.status).toBe(303);
    expect(new URL(res.headers.get("location")!).pathname).toBe("/tours/duration/2-3/sort/price-low");
    const odd = await visit("?duration=%3Cscript%3E&price=9999&sort=featured");
    expect(new URL(odd.headers.get("location")!).pathname).toBe("/tours");
  });

  it("reaches the proxy for exactly the filter fields; the plain list does not go through it", () => {
    const tours = config.matcher.filter((m) => typeof m !== "string" && m.source === "/tours");
    expect(tours.flatMap((m) => (typeof m === "string" ? [] : m.has.map((h) => h.key))).sort()).toEqual([...PATH_KEYS].sort());
    expect(config.matcher).not.toContain("/tours");
  });

  it("leaves /tours without filter fields alone", async () => {
    const res = await visit("?utm_source=newsletter");
    expect(res.headers.get("location")).toBeNull();
    expect(res.headers.get("x-middleware-next")).toBe("1");
  });
});
