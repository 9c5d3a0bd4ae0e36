import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { news, publications, tours } from "@/lib/platform/db/schema";
import { GET as listNews } from "@/app/api/news/route";
import { GET as oneNews } from "@/app/api/news/[slug]/route";
import { POST as createNews } from "@/app/api/news/create/route";
import { PUT as updateNews } from "@/app/api/news/update/[slug]/route";
import { GET as listTours } from "@/app/api/tours/route";
import { GET as oneTour } from "@/app/api/tours/[slug]/route";
import { POST as createTour } from "@/app/api/tours/create/route";
import { PUT as updateTour } from "@/app/api/tours/update/[slug]/route";
import { GET as listEvents } from "@/app/api/events/route";
import { GET as oneEvent, PUT as updateEvent } from "@/app/api/events/[slug]/route";
import { POST as createEvent } from "@/app/api/events/create/route";
import { GET as listPublications } from "@/app/api/publications/route";
import { GET as onePublication, PUT as updatePublication } from "@/app/api/publications/[id]/route";
import { POST as createPublication } from "@/app/api/publications/create/route";
import { GET as listUsers } from "@/app/api/users/route";
import { PUT as approveUser } from "@/app/api/users/approve/[id]/route";
import { EVENT_DATES_ORDER } from "@/lib/content/events/schema";
import { apiRequest, makeUser, params } from "./helpers/factories";
import { read, storedUpload } from "./helpers/content";

/** The tests' APP_URL (tests/helpers/setup.ts). */
const APP = "http://ikaze.test";
const abs = (path: string) => `${APP}${path}`;
/** An uploaded image: a file under DATA_DIR/uploads (content may not point at a missing upload). */
const img = (n: number, folder = "Blogs") => storedUpload(`/uploads/${folder}/${String(n).repeat(32).slice(0, 32)}.jpg`);

let admin: string;
let staff: string;

beforeAll(async () => {
  admin = (await makeUser("admin")).token;
  staff = (await makeUser("user")).token;
});

const put = (url: string, body: unknown, token = admin) => apiRequest(url, { method: "PUT", body, token });
const get = (url: string, token = admin) => apiRequest(url, { token });

/** The item as staff read it through the API, minus what every write changes. */
function settled<T extends Record<string, unknown>>(item: T): Omit<T, "updatedAt"> {
  return Object.fromEntries(Object.entries(item).filter(([k]) => k !== "updatedAt")) as Omit<T, "updatedAt">;
}

async function newsPost(body: Record<string, unknown>) {
  const res = await read(await createNews(apiRequest("/api/news/create", { body, token: staff }), undefined));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; slug: string };
}

const readNews = async (slug: string) => (await read(await oneNews(get(`/api/news/${slug}`), params({ slug })))).body.news;
const readTour = async (slug: string) => (await read(await oneTour(get(`/api/tours/${slug}`), params({ slug })))).body.tours;
const readEvent = async (slug: string) => (await read(await oneEvent(get(`/api/events/${slug}`), params({ slug })))).body.data;
const readPublication = async (id: string) => (await read(await onePublication(get(`/api/publications/${id}`), params({ id })))).body.data;

describe("updates are partial: absent fields keep their values", () => {
  it("tours: the old edit form's body leaves location, departure time, lists and itinerary as they were", async () => {
    const created = await read(
      await createTour(
        apiRequest("/api/tours/create", {
          token: staff,
          body: {
            title: "Nyungwe canopy walk",
            toursBody: "<p>Bridges</p>",
            image: img(1, "Tours"),
            location: "Nyungwe",
            price1: 300,
            price2: 500,
            departureTime: "07:30",
            tips: ["Rain jacket"],
            includes: ["Guide", "Park fee"],
            excludes: ["Flights"],
            itenerary: [
              { day: "Day 1", title: "Drive", body: "Kigali to Nyungwe" },
              { day: "Day 2", title: "Canopy", body: "Walk" },
            ],
          },
        }),
        undefined,
      ),
    );
    const { slug } = created.body.data;
    const before = await readTour(slug);

    // Exactly what the old client's tour edit form sends.
    const oldForm = {
      title: "Nyungwe canopy walk (new)",
      toursBody: "<p>Bridges and birds</p>",
      authorId: "x",
      price1: "350",
      price2: 500,
      price3: "",
      price4: 0,
      price5: 0,
      image: abs(img(1, "Tours")),
    };
    expect(await read(await updateTour(put(`/api/tours/update/${slug}`, oldForm), params({ slug })))).toEqual({
      status: 200,
      body: { message: "Tour updated successfully." },
    });
    const after = await readTour(slug);
    expect(settled(after)).toEqual({ ...settled(before), title: "Nyungwe canopy walk (new)", toursBody: "<p>Bridges and birds</p>", price1: 350 });

    // A single field changes that field alone; a bad one is refused and changes nothing.
    await updateTour(put(`/api/tours/update/${slug}`, { location: "Nyungwe National Park" }), params({ slug }));
    expect(settled(await readTour(slug))).toEqual({ ...settled(after), location: "Nyungwe National Park" });
    const bad = await read(await updateTour(put(`/api/tours/update/${slug}`, { price2: "two" }), params({ slug })));
    expect(bad).toEqual({ status: 400, body: { error: "Prices must be numbers." } });
    expect((await readTour(slug)).location).toBe("Nyungwe National Park");
  });

  it("news: a title alone keeps the body and every image", async () => {
    const post = await newsPost({ title: "Gallery post", newsBody: "<p>Three pictures</p>", images: [img(1), img(2), img(3)] });
    const before = await readNews(post.slug);
    await updateNews(put(`/api/news/update/${post.slug}`, { title: "Gallery post, retitled" }), params({ slug: post.slug }));
    expect(settled(await readNews(post.slug))).toEqual({ ...settled(before), title: "Gallery post, retitled" });
  });

  it("events: one field alone; the merged dates are checked and a wrong order is refused", async () => {
    const res = await read(
      await createEvent(
        apiRequest("/api/events/create", {
          token: staff,
          body: {
            title: "Climate week",
            startDate: "2027-05-10T08:00:00.000Z",
            endDate: "2027-05-12T17:00:00.000Z",
            earlyBirdDeadline: "2027-04-01T00:00:00.000Z",
            place: "Kigali",
            price: 40,
            capacity: 120,
            fees: { rwandan: { earlyBird: 10, normal: 20 }, african: { earlyBird: 30, normal: 40 }, international: { earlyBird: 50, normal: 60 } },
            description: "<p>Talks</p>",
            image: img(4, "Events"),
          },
        }),
        undefined,
      ),
    );
    const { slug } = res.body.data;
    const before = await readEvent(slug);
    expect(await read(await updateEvent(put(`/api/events/${slug}`, { place: "Kigali Convention Centre" }), params({ slug })))).toEqual({
      status: 200,
      body: { message: "Event updated successfully." },
    });
    const after = await readEvent(slug);
    expect(settled(after)).toEqual({ ...settled(before), place: "Kigali Convention Centre" });

    // Only the end is sent, before the stored start: refused on the merged record.
    const bad = await read(await updateEvent(put(`/api/events/${slug}`, { endDate: "2027-05-01T08:00:00.000Z" }), params({ slug })));
    expect(bad).toEqual({ status: 400, body: { error: EVENT_DATES_ORDER } });
    expect(settled(await readEvent(slug))).toEqual(settled(after));
  });

  it("publications: a title alone keeps the category and the document", async () => {
    const res = await read(
      await createPublication(
        apiRequest("/api/publications/create", {
          token: staff,
          body: { title: "Press note", category: "Press Release", pubDocument: storedUpload("/uploads/Publications/0123456789abcdef0123456789abcdef.pdf") },
        }),
        undefined,
      ),
    );
    const { id } = res.body.data;
    const before = await readPublication(id);
    expect((await updatePublication(put(`/api/publications/${id}`, { title: "Press note (corrected)" }), params({ id }))).status).toBe(200);
    expect(settled(await readPublication(id))).toEqual({ ...settled(before), title: "Press note (corrected)" });
  });

  it("users: the only update route (block/unblock) changes isActive and nothing else", async () => {
    const { user } = await makeUser("user", { phoneNumber: "+250788000111", organization: "REMA" });
    const find = async () => ((await read(await listUsers(get("/api/users"), undefined))).body.data as { id: string }[]).find((u) => u.id === user.id)!;
    const before = await find();
    expect((await approveUser(put(`/api/users/approve/${user.id}`, { isActive: "false" }), params({ id: user.id }))).status).toBe(200);
    expect(settled(await find())).toEqual({ ...settled(before), isActive: false });
  });
});

describe("news keeps every image", () => {
  it("stores images in order (the first is the cover), answers them, and reorders or replaces the cover on update", async () => {
    const post = await newsPost({ title: "Akagera in pictures", newsBody: "", images: [img(1), img(2), img(3)] });
    const db = await getDb();
    const [row] = await db.select().from(news).where(eq(news.id, post.id));
    expect(row).toMatchObject({ image: img(1), images: [img(1), img(2), img(3)] });
    expect(post).toMatchObject({ image: abs(img(1)), images: [abs(img(1)), abs(img(2)), abs(img(3))] });
    expect(await readNews(post.slug)).toMatchObject({ image: abs(img(1)), images: [abs(img(1)), abs(img(2)), abs(img(3))] });

    // Reordered and one removed, as the dashboard sends it (whole record, absolute URLs as answered).
    await updateNews(
      put(`/api/news/update/${post.slug}`, { title: "Akagera in pictures", newsBody: "", image: abs(img(3)), images: [abs(img(3)), abs(img(1))] }),
      params({ slug: post.slug }),
    );
    expect(await readNews(post.slug)).toMatchObject({ image: abs(img(3)), images: [abs(img(3)), abs(img(1))] });

    // An old client sends only `image`: it replaces the cover, the other images stay.
    await updateNews(put(`/api/news/update/${post.slug}`, { image: img(5) }), params({ slug: post.slug }));
    expect(await readNews(post.slug)).toMatchObject({ image: abs(img(5)), images: [abs(img(5)), abs(img(1))] });
  });

  it("refuses a bad entry in images with the cover text and writes nothing", async () => {
    const res = await read(
      await createNews(apiRequest("/api/news/create", { token: staff, body: { title: "Bad gallery", images: [img(1), "javascript:alert(1)"] } }), undefined),
    );
    expect(res.status).toBe(400);
    expect(res.body.Errors).toEqual(["The file must be uploaded here or be an https address."]);
  });
});

describe("media URLs", () => {
  /** Every value of image, images[] and pubDocument anywhere in a JSON body. */
  function mediaUrls(value: unknown): string[] {
    if (Array.isArray(value)) return value.flatMap(mediaUrls);
    if (!value || typeof value !== "object") return [];
    return Object.entries(value).flatMap(([k, v]) => (["image", "images", "pubDocument"].includes(k) ? [v].flat().map(String) : mediaUrls(v)));
  }

  it("are absolute on APP_URL in every list, item and create answer", async () => {
    const tour = await read(
      await createTour(apiRequest("/api/tours/create", { token: staff, body: { title: "Media tour", image: img(6, "Tours") } }), undefined),
    );
    const event = await read(
      await createEvent(
        apiRequest("/api/events/create", {
          token: staff,
          body: { title: "Media event", startDate: "2027-01-01", endDate: "2027-01-02", image: "/demo/event-forum.jpg" },
        }),
        undefined,
      ),
    );
    const publication = await read(
      await createPublication(
        apiRequest("/api/publications/create", { token: staff, body: { title: "Media doc", category: "Covid-19", pubDocument: "/demo/notice.pdf" } }),
        undefined,
      ),
    );
    const post = await newsPost({ title: "Media post", images: [img(7), "/demo/blog-1.jpg"] });
    const answers = [
      tour.body,
      event.body,
      publication.body,
      await read(await listNews(get("/api/news"), undefined)),
      await read(await listTours(get("/api/tours"), undefined)),
      await read(await listEvents(get("/api/events"), undefined)),
      await read(await listPublications(get("/api/publications"), undefined)),
      await readNews(post.slug),
      await readTour(tour.body.data.slug),
      await readEvent(event.body.data.slug),
      await readPublication(publication.body.data.id),
    ];
    const urls = mediaUrls(answers);
    expect(urls.length).toBeGreaterThan(12);
    for (const url of urls) expect(url).toMatch(/^http:\/\/ikaze\.test\/(uploads|demo)\//);
  });

  it("keeps other sites' https addresses as they are", async () => {
    const post = await newsPost({ title: "Cloud post", image: "https://res.cloudinary.com/demo/image/upload/a.jpg" });
    expect(post).toMatchObject({ image: "https://res.cloudinary.com/demo/image/upload/a.jpg", images: ["https://res.cloudinary.com/demo/image/upload/a.jpg"] });
  });

  it("our own absolute URLs are accepted on write and stored as site paths; another site's http URL is still refused", async () => {
    const db = await getDb();
    const post = await newsPost({ title: "Absolute post", image: abs(img(8)) });
    expect((await db.select().from(news).where(eq(news.id, post.id)))[0]).toMatchObject({ image: img(8), images: [img(8)] });

    const tour = await read(
      await createTour(apiRequest("/api/tours/create", { token: staff, body: { title: "Absolute tour", image: abs(img(9, "Tours")) } }), undefined),
    );
    expect(tour.status).toBe(201);
    await updateTour(put(`/api/tours/update/${tour.body.data.slug}`, { image: abs("/demo/tour-gorilla-trekking.jpg") }), params({ slug: tour.body.data.slug }));
    expect((await db.select().from(tours).where(eq(tours.id, tour.body.data.id)))[0].image).toBe("/demo/tour-gorilla-trekking.jpg");

    const doc = await read(
      await createPublication(
        apiRequest("/api/publications/create", {
          token: staff,
          body: { title: "Absolute doc", category: "Covid-19", pubDocument: abs(storedUpload("/uploads/Publications/abcdefabcdefabcdefabcdefabcdefab.pdf")) },
        }),
        undefined,
      ),
    );
    expect((await db.select().from(publications).where(eq(publications.id, doc.body.data.id)))[0].pubDocument).toBe(
      "/uploads/Publications/abcdefabcdefabcdefabcdefabcdefab.pdf",
    );

    for (const image of ["http://elsewhere.test/uploads/Blogs/a.jpg", `${APP}/account/news`]) {
      const refused = await read(await createNews(apiRequest("/api/news/create", { token: staff, body: { title: "Refused", image } }), undefined));
      expect(refused).toEqual({ status: 400, body: { Errors: ["The file must be uploaded here or be an https address."] } });
    }
  });
});
