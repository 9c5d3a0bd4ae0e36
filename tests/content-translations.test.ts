import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { contentTranslations } from "@/lib/platform/db/schema";
import { GET as listTours } from "@/app/api/tours/route";
import { GET as oneTour } from "@/app/api/tours/[slug]/route";
import { GET as fiveTours } from "@/app/api/tours/five/route";
import { POST as createTour } from "@/app/api/tours/create/route";
import { PUT as publishTour } from "@/app/api/tours/publish/[slug]/route";
import { DELETE as deleteTour } from "@/app/api/tours/delete/[slug]/route";
import { GET as oneEvent } from "@/app/api/events/[slug]/route";
import { POST as createEvent } from "@/app/api/events/create/route";
import { PUT as approveEvent } from "@/app/api/events/approve/[slug]/route";
import { DELETE as remove, PUT as save } from "@/app/api/translations/[kind]/[id]/[locale]/route";
import { readTranslationStatus } from "@/lib/content/translations/queries";
import { readTourSitemap } from "@/lib/content/tours/public-queries";
import { sitemapEntries } from "@/lib/content/i18n/translated-pages";
import { apiRequest, makeUser, params } from "./helpers/factories";
import { auditFor, read, storedUpload } from "./helpers/content";

let admin: string;
let staff: string;
let tour: { id: string; slug: string };
let event: { id: string; slug: string };
const cover = storedUpload("/uploads/Tours/0123456789abcdef0123456789abcdef.webp");

const french = {
  title: "Trek des gorilles",
  toursBody: "<p>Marche en forêt</p><script>alert(1)</script>",
  itenerary: [{ day: "Jour 1", title: "Arrivée", body: "Route vers le nord" }],
  includes: ["Guide", " "],
  needsReview: true,
};

const put = (kind: string, id: string, locale: string, body: unknown, token?: string) =>
  save(apiRequest(`/api/translations/${kind}/${id}/${locale}`, { method: "PUT", body, token }), params({ kind, id, locale }));
const del = (kind: string, id: string, locale: string, token?: string) =>
  remove(apiRequest(`/api/translations/${kind}/${id}/${locale}`, { method: "DELETE", token }), params({ kind, id, locale }));

async function stored(kind: "tour" | "event", id: string, locale: "fr" | "rw") {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(contentTranslations)
    .where(and(eq(contentTranslations.kind, kind), eq(contentTranslations.itemId, id), eq(contentTranslations.locale, locale)));
  return row;
}

beforeAll(async () => {
  admin = (await makeUser("admin")).token;
  staff = (await makeUser("user")).token;
  const t = await read(
    await createTour(
      apiRequest("/api/tours/create", {
        body: {
          title: "Gorilla Trek",
          toursBody: "<p>Walk</p>",
          image: cover,
          itenerary: [{ day: "Day 1", title: "Arrive", body: "Drive north" }],
          includes: ["Guide"],
        },
        token: admin,
      }),
      undefined,
    ),
  );
  tour = t.body.data;
  await publishTour(apiRequest(`/api/tours/publish/${tour.slug}`, { method: "PUT", body: { isPublished: true }, token: admin }), params({ slug: tour.slug }));
  const e = await read(
    await createEvent(
      apiRequest("/api/events/create", {
        body: {
          title: "Kigali Summit",
          startDate: "2030-03-01T09:00",
          endDate: "2030-03-02T17:00",
          place: "Kigali",
          description: "<p>Talks</p>",
          image: cover,
        },
        token: admin,
      }),
      undefined,
    ),
  );
  expect(e.status, JSON.stringify(e.body)).toBe(201);
  event = e.body.data;
  await approveEvent(
    apiRequest(`/api/events/approve/${event.slug}`, { method: "PUT", body: { isApproved: true }, token: admin }),
    params({ slug: event.slug }),
  );
});

describe("PUT and DELETE /api/translations/{kind}/{id}/{locale}", () => {
  it("refuses anonymous callers (401) and staff who may not edit the item (403), writing nothing", async () => {
    expect((await read(await put("tour", tour.id, "fr", french))).status).toBe(401);
    const res = await read(await put("tour", tour.id, "fr", french, staff));
    expect(res.status).toBe(403);
    expect((await read(await del("tour", tour.id, "fr", staff))).status).toBe(403);
    expect(await stored("tour", tour.id, "fr")).toBeUndefined();
  });

  it("names what is unknown: the kind, the language, the item (404)", async () => {
    expect((await read(await put("page", tour.id, "fr", french, admin))).body.error).toMatch(/Unknown content kind/);
    expect((await read(await put("tour", tour.id, "de", french, admin))).body.error).toMatch(/Unknown language/);
    const missing = await read(await put("tour", "00000000-0000-4000-8000-000000000000", "fr", french, admin));
    expect(missing).toEqual({ status: 404, body: { error: "Tour not found." } });
  });

  it("refuses a body the kind's schema refuses (400 with the field's message)", async () => {
    const res = await read(await put("tour", tour.id, "fr", { ...french, title: " " }, admin));
    expect(res).toEqual({ status: 400, body: { error: "Title is required." } });
    expect(await stored("tour", tour.id, "fr")).toBeUndefined();
  });

  it("saves a French version (sanitized, blank lines dropped), audited; a second save updates it", async () => {
    const res = await read(await put("tour", tour.id, "fr", french, admin));
    expect(res).toEqual({ status: 200, body: { message: "French version saved." } });
    const row = await stored("tour", tour.id, "fr");
    expect(row.needsReview).toBe(true);
    expect(row.fields).toMatchObject({ title: "Trek des gorilles", toursBody: "<p>Marche en forêt</p>", includes: ["Guide"], excludes: [], tips: [] });
    expect((await auditFor(tour.id))[0]).toMatchObject({
      action: "translation.create",
      entityType: "tour",
      summary: 'Added the French version of the tour "Gorilla Trek"',
    });

    await put("tour", tour.id, "fr", { ...french, needsReview: false }, admin);
    expect((await stored("tour", tour.id, "fr")).needsReview).toBe(false);
    expect((await auditFor(tour.id))[0]).toMatchObject({
      action: "translation.update",
      details: { locale: "fr", needsReview: false, changed: ["needsReview"] },
    });
  });

  it("deletes one language's version, audited; deleting it again is a 404", async () => {
    await put("tour", tour.id, "rw", { title: "Gusura ingagi", needsReview: true }, admin);
    const res = await read(await del("tour", tour.id, "rw", admin));
    expect(res).toEqual({ status: 200, body: { message: "Kinyarwanda version deleted." } });
    expect(await stored("tour", tour.id, "rw")).toBeUndefined();
    expect((await auditFor(tour.id))[0]).toMatchObject({ action: "translation.delete", details: { locale: "rw" } });
    expect((await read(await del("tour", tour.id, "rw", admin))).status).toBe(404);
    expect(await stored("tour", tour.id, "fr")).toBeDefined();
  });

  it("saves an event's place and policy wording", async () => {
    const res = await read(
      await put("event", event.id, "rw", { title: "Inama ya Kigali", place: "Kigali", policy: "Amafaranga asubizwa mbere y'iminsi 30." }, admin),
    );
    expect(res.status).toBe(200);
    expect((await stored("event", event.id, "rw")).fields).toMatchObject({ title: "Inama ya Kigali", policy: "Amafaranga asubizwa mbere y'iminsi 30." });
  });
});

describe("the public read endpoints with ?lang", () => {
  it("answer exactly as before without lang (and with lang=en)", async () => {
    const plain = await read(await oneTour(apiRequest(`/api/tours/${tour.slug}`), params({ slug: tour.slug })));
    const en = await read(await oneTour(apiRequest(`/api/tours/${tour.slug}?lang=en`), params({ slug: tour.slug })));
    expect(plain.body.tours.title).toBe("Gorilla Trek");
    expect(en).toEqual(plain);
  });

  it("lay the translation over the same shape with ?lang=fr; English where none exists", async () => {
    const plain = (await read(await oneTour(apiRequest(`/api/tours/${tour.slug}`), params({ slug: tour.slug })))).body.tours;
    const fr = (await read(await oneTour(apiRequest(`/api/tours/${tour.slug}?lang=fr`), params({ slug: tour.slug })))).body.tours;
    expect(Object.keys(fr).sort()).toEqual(Object.keys(plain).sort());
    expect(fr).toMatchObject({
      title: "Trek des gorilles",
      toursBody: "<p>Marche en forêt</p>",
      includes: ["Guide"],
      excludes: plain.excludes,
      price1: plain.price1,
    });
    expect(fr.itenerary).toEqual([{ day: "Jour 1", title: "Arrivée", body: "Route vers le nord" }]);

    const rw = (await read(await oneTour(apiRequest(`/api/tours/${tour.slug}?lang=rw`), params({ slug: tour.slug })))).body.tours;
    expect(rw).toEqual(plain);

    const list = (await read(await listTours(apiRequest("/api/tours?lang=fr"), undefined))).body.tours as { id: string; title: string }[];
    expect(list.find((t) => t.id === tour.id)?.title).toBe("Trek des gorilles");
    const five = (await read(await fiveTours(apiRequest("/api/tours/five?lang=fr"), undefined))).body.tours as { id: string; title: string }[];
    expect(five.find((t) => t.id === tour.id)?.title).toBe("Trek des gorilles");

    const ev = (await read(await oneEvent(apiRequest(`/api/events/${event.slug}?lang=rw`), params({ slug: event.slug })))).body.data;
    expect(ev).toMatchObject({ title: "Inama ya Kigali", place: "Kigali", description: "<p>Talks</p>" });
    expect(ev).not.toHaveProperty("policy");
  });

  it("refuse an unknown lang with a 400 that says which are known", async () => {
    const res = await read(await listTours(apiRequest("/api/tours?lang=de"), undefined));
    expect(res).toEqual({ status: 400, body: { error: "lang must be en, fr or rw." } });
  });
});

describe("the sitemap", () => {
  it("lists a translated tour in English and each language it has a version in, with those alternates only", async () => {
    const item = (await readTourSitemap()).find((t) => t.slug === tour.slug)!;
    expect(item.translations).toEqual(["fr"]);
    const entries = sitemapEntries(`/tour/${tour.slug}`, {}, true, ["en", ...item.translations]);
    expect(entries.map((e) => new URL(e.url).pathname)).toEqual([`/tour/${tour.slug}`, `/fr/tour/${tour.slug}`]);
    expect(Object.keys(entries[0].alternates!.languages!)).toEqual(["en", "fr", "x-default"]);
  });
});

describe("the back office's list of versions", () => {
  it("says per item and language: translated, needs review or missing; filtered and paged", async () => {
    const { rows } = await readTranslationStatus({ kind: "tour" }, { page: 1, limit: 100 });
    const mine = rows.filter((r) => r.id === tour.id).map((r) => [r.locale, r.state]);
    expect(mine).toEqual([
      ["fr", "translated"],
      ["rw", "missing"],
    ]);
    const ev = await readTranslationStatus({ kind: "event", locale: "rw", state: "needs-review" }, { page: 1, limit: 1 });
    expect(ev.rows).toEqual([]);
    const missing = await readTranslationStatus({ locale: "rw", state: "missing" }, { page: 1, limit: 1 });
    expect(missing.rows).toHaveLength(1);
    expect(missing.total).toBeGreaterThanOrEqual(1);
    expect(missing.rows[0]).toMatchObject({ locale: "rw", state: "missing" });
  });
});

describe("deleting an item", () => {
  it("deletes its translations with it", async () => {
    await deleteTour(apiRequest(`/api/tours/delete/${tour.slug}`, { method: "DELETE", token: admin }), params({ slug: tour.slug }));
    expect(await stored("tour", tour.id, "fr")).toBeUndefined();
  });
});
