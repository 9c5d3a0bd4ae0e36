import { beforeAll, describe, expect, it } from "vitest";
import { POST as createTour } from "@/app/api/tours/create/route";
import { PUT as publishTour } from "@/app/api/tours/publish/[slug]/route";
import { POST as createNews } from "@/app/api/news/create/route";
import { PUT as publishNews } from "@/app/api/news/publish/[slug]/route";
import { POST as createEvent } from "@/app/api/events/create/route";
import { PUT as approveEvent } from "@/app/api/events/approve/[slug]/route";
import { PUT as saveVersion } from "@/app/api/translations/[kind]/[id]/[locale]/route";
import { readLatestTours } from "@/lib/content/tours/public-queries";
import { readLatestNews } from "@/lib/content/news/public-queries";
import { readUpcomingEvents } from "@/lib/content/events/public-queries";
import { readTranslatedCards } from "@/lib/content/translations/queries";
import { layCardVersions } from "@/lib/content/translations/public";
import { excerpt } from "@/lib/platform/format";
import { apiRequest, makeUser, params } from "./helpers/factories";
import { read, storedUpload } from "./helpers/content";

/*
 * What a card on a French or Kinyarwanda page shows of an item's version: the version's title, the
 * excerpt of its body and an event's place when the version has them, the English part (flagged, so
 * the page marks it lang="en") when it has not; one read per kind and language.
 */

let admin: string;
const image = storedUpload("/uploads/Tours/0123456789abcdef0123456789abcdef.webp");
const longFrench = `<p>${"Le lac Kivu s’étire le long de la frontière ouest du Rwanda comme un long fjord bleu. ".repeat(6)}</p><h2>Une aventure</h2>`;

async function created(handler: typeof createTour, path: string, body: Record<string, unknown>) {
  const res = await read(await handler(apiRequest(path, { body: { image, ...body }, token: admin }), undefined));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; slug: string };
}

async function version(kind: string, id: string, locale: string, body: Record<string, unknown>) {
  const res = await read(
    await saveVersion(apiRequest(`/api/translations/${kind}/${id}/${locale}`, { method: "PUT", body, token: admin }), params({ kind, id, locale })),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

let kivu: { id: string; slug: string };
let bare: { id: string; slug: string };
let untranslated: { id: string; slug: string };
let post: { id: string; slug: string };
let forum: { id: string; slug: string };
let dinner: { id: string; slug: string };

beforeAll(async () => {
  admin = (await makeUser("admin")).token;
  kivu = await created(createTour, "/api/tours/create", { title: "Lake Kivu by kayak", toursBody: "<p>Lake Kivu stretches along the border.</p>" });
  bare = await created(createTour, "/api/tours/create", { title: "Nyungwe canopy", toursBody: "<p>Nyungwe is an old forest.</p>" });
  untranslated = await created(createTour, "/api/tours/create", { title: "Musanze caves", toursBody: "<p>The caves are old lava tubes.</p>" });
  for (const t of [kivu, bare, untranslated]) {
    await publishTour(apiRequest(`/api/tours/publish/${t.slug}`, { method: "PUT", body: { isPublished: true }, token: admin }), params({ slug: t.slug }));
  }
  post = await created(createNews, "/api/news/create", { title: "Rains return", newsBody: "<p>Green again.</p>" });
  await publishNews(apiRequest(`/api/news/publish/${post.slug}`, { method: "PUT", body: { isPublished: true }, token: admin }), params({ slug: post.slug }));
  const event = (title: string, place: string) =>
    created(createEvent, "/api/events/create", {
      title,
      startDate: "2030-03-01T09:00",
      endDate: "2030-03-02T17:00",
      place,
      description: "<p>Talks in English.</p>",
    });
  forum = await event("Tourism Forum", "Kinigi, Musanze District");
  dinner = await event("Gala Dinner", "Kigali Convention Centre");
  for (const e of [forum, dinner]) {
    await approveEvent(apiRequest(`/api/events/approve/${e.slug}`, { method: "PUT", body: { isApproved: true }, token: admin }), params({ slug: e.slug }));
  }

  await version("tour", kivu.id, "fr", { title: "Kayak sur le lac Kivu", toursBody: longFrench });
  // A version whose body is left empty: the card's excerpt stays English.
  await version("tour", bare.id, "fr", { title: "Canopée de Nyungwe", toursBody: "<p> </p>" });
  await version("news", post.id, "rw", { title: "Imvura yagarutse", newsBody: "<p>Ibintu byongeye kuba icyatsi.</p>" });
  await version("event", forum.id, "fr", { title: "Forum du tourisme", place: "Kinigi, district de Musanze", description: "<p>Des échanges en français.</p>" });
  // An event's version without a place: the card's place stays English.
  await version("event", dinner.id, "fr", { title: "Dîner de gala", description: "<p>Un dîner.</p>" });
});

describe("readTranslatedCards", () => {
  it("gives each version's title, the excerpt of its body and its place, by slug; nothing for a language without versions", async () => {
    const tours = await readTranslatedCards("tour", "fr");
    expect(tours[kivu.slug]).toEqual({ title: "Kayak sur le lac Kivu", excerpt: excerpt(longFrench) });
    // The English cards' own cut: 130 characters at most, never the whole body.
    expect(tours[kivu.slug].excerpt!.length).toBeLessThanOrEqual(131);
    expect(tours[kivu.slug].excerpt).not.toContain("<");
    expect(tours[bare.slug]).toEqual({ title: "Canopée de Nyungwe" });
    expect(tours[untranslated.slug]).toBeUndefined();
    expect(await readTranslatedCards("tour", "rw")).toEqual({});

    expect(await readTranslatedCards("news", "rw")).toEqual({ [post.slug]: { title: "Imvura yagarutse", excerpt: "Ibintu byongeye kuba icyatsi." } });
    const events = await readTranslatedCards("event", "fr");
    expect(events[forum.slug]).toEqual({ title: "Forum du tourisme", excerpt: "Des échanges en français.", place: "Kinigi, district de Musanze" });
    expect(events[dinner.slug]).toEqual({ title: "Dîner de gala", excerpt: "Un dîner." });
  });
});

describe("the cards a French or Kinyarwanda page shows", () => {
  it("lay a version's words over the English card and flag each part left English", async () => {
    const tours = layCardVersions(await readLatestTours(10), await readTranslatedCards("tour", "fr"));
    const bySlug = (slug: string) => tours.find((t) => t.slug === slug)!;
    expect(bySlug(kivu.slug)).toMatchObject({ title: "Kayak sur le lac Kivu", excerpt: excerpt(longFrench) });
    expect(bySlug(kivu.slug)).not.toHaveProperty("english");
    expect(bySlug(kivu.slug)).not.toHaveProperty("englishExcerpt");
    expect(bySlug(bare.slug)).toMatchObject({ title: "Canopée de Nyungwe", excerpt: "Nyungwe is an old forest.", englishExcerpt: true });
    expect(bySlug(bare.slug)).not.toHaveProperty("english");
    expect(bySlug(untranslated.slug)).toMatchObject({ title: "Musanze caves", excerpt: "The caves are old lava tubes.", english: true, englishExcerpt: true });
    // A tour card has no place: no flag for one.
    expect(bySlug(untranslated.slug)).not.toHaveProperty("englishPlace");

    const [news] = layCardVersions(await readLatestNews(1), await readTranslatedCards("news", "rw"));
    expect(news).toMatchObject({ title: "Imvura yagarutse", excerpt: "Ibintu byongeye kuba icyatsi." });
    expect(Object.keys(news).filter((k) => k.startsWith("english"))).toEqual([]);

    const events = layCardVersions(await readUpcomingEvents(5), await readTranslatedCards("event", "fr"));
    expect(events.find((e) => e.slug === forum.slug)).toMatchObject({ title: "Forum du tourisme", place: "Kinigi, district de Musanze" });
    expect(events.find((e) => e.slug === forum.slug)).not.toHaveProperty("englishPlace");
    expect(events.find((e) => e.slug === dinner.slug)).toMatchObject({ title: "Dîner de gala", place: "Kigali Convention Centre", englishPlace: true });
  });
});
