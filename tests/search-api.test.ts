import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/platform/db/client";
import { events, news, subscribers, users, visitorMessages } from "@/lib/platform/db/schema";
import { GET as search } from "@/app/api/search/route";
import { POST as register } from "@/app/api/participant/create/route";
import { apiRequest, makeUser } from "./helpers/factories";
import { freshIp, makeTour, orderBody, postOrder } from "./helpers/orders";
import { read } from "./helpers/content";
import { listSubscribers } from "@/lib/audience/mailing-list/queries";
import { eq } from "drizzle-orm";

/**
 * GET /api/search: bookings (reference, names, e-mail, phone), participants, inbox messages,
 * subscribers, tours, events and news, grouped by kind, each hit a link, paginated; staff only.
 */
let staff: string;
let admin: string;
let bookingId: string;
let tourSlug: string;

const find = async (q: string, opts: { token?: string; extra?: string } = {}) =>
  read(await search(apiRequest(`/api/search?q=${encodeURIComponent(q)}${opts.extra ?? ""}`, { token: "token" in opts ? opts.token : staff }), undefined));
const group = (body: { groups: { kind: string }[] }, kind: string) =>
  body.groups.find((g) => g.kind === kind) as
    { total: number; page: number; pages: number; hits: { title: string; detail: string; href: string }[] } | undefined;

beforeAll(async () => {
  staff = (await makeUser("user")).token;
  admin = (await makeUser("admin")).token;
  const tour = await makeTour();
  tourSlug = tour.slug;
  const placed = await postOrder(orderBody(tour.id, 2, { names: "Josiane Mukamana", email: "josiane.traveller@example.org", phoneNumber: "+250 788 441 902" }));
  expect(placed.status, JSON.stringify(placed.body)).toBeLessThan(300);
  bookingId = placed.body.order.id;
  const db = await getDb();
  await db
    .insert(visitorMessages)
    .values({ kind: "contact", names: "Eric Habimana", email: "eric.h@example.net", phone: "0722 000 111", subject: "Canopy walk in Nyungwe" });
  await db.insert(subscribers).values({ email: "newsletter.reader@example.com" });
  await db.insert(news).values({ slug: "nyungwe-canopy-reopens", title: "Nyungwe canopy walk reopens", isPublished: true });
  const [event] = await db
    .insert(events)
    .values({
      slug: "kigali-climate-forum",
      title: "Kigali Climate Forum",
      place: "Kigali Convention Centre",
      startDate: new Date("2027-05-10T07:00:00Z"),
      endDate: new Date("2027-05-11T15:00:00Z"),
      isApproved: true,
      price: 0,
    })
    .returning();
  const reg = await register(
    apiRequest("/api/participant/create", {
      headers: freshIp(),
      body: {
        eventName: event.slug,
        title: "Dr.",
        familyName: "Uwimana",
        firstName: "Clarisse",
        position: "Researcher",
        department: "Climate",
        organization: "University of Rwanda",
        address: "KG 7 Ave",
        country: "Rwanda",
        town: "Kigali",
        phone: "0788 555 010",
        email: "clarisse.uwimana@example.rw",
        dietRequirements: "",
        category: "rwandan",
        dataProtection: true,
        startedAt: Date.now() - 10_000,
      },
    }),
    undefined as never,
  );
  expect(reg.status, JSON.stringify(await reg.clone().json())).toBeLessThan(300);
}, 120_000);

describe("GET /api/search", () => {
  it("finds a booking by its traveller's e-mail, and links to the booking", async () => {
    const res = await find("josiane.traveller@example");
    expect(res.status).toBe(200);
    const bookings = group(res.body, "bookings")!;
    expect(bookings.total).toBe(1);
    expect(bookings.hits[0].title).toMatch(/^IKZ-[0-9A-F]{8} · Josiane Mukamana$/);
    expect(bookings.hits[0].href).toBe(`/myorder/${bookingId}`);
  });

  it("finds a booking by its reference, a name in any order, and its phone written another way", async () => {
    const reference = `IKZ-${bookingId.slice(0, 8).toUpperCase()}`;
    for (const q of [reference, reference.toLowerCase(), "mukamana josiane", "0788 441 902", "788441902", "+250788441902"]) {
      const res = await find(q);
      expect(
        group(res.body, "bookings")?.hits.map((h) => h.href),
        q,
      ).toEqual([`/myorder/${bookingId}`]);
    }
  });

  it("groups every kind: participants, inbox messages, subscribers, tours, events and news", async () => {
    const cases: [string, string, string][] = [
      ["clarisse", "participants", "Clarisse Uwimana"],
      ["habimana", "messages", "Canopy walk in Nyungwe"],
      ["newsletter.reader", "subscribers", "newsletter.reader@example.com"],
      [tourSlug, "tours", `Tour ${tourSlug}`],
      ["climate forum", "events", "Kigali Climate Forum"],
      ["canopy walk reopens", "news", "Nyungwe canopy walk reopens"],
    ];
    for (const [q, kind, title] of cases) {
      const res = await find(q);
      expect(res.status, q).toBe(200);
      expect(group(res.body, kind)?.hits[0].title, `${q} → ${kind}`).toBe(title);
    }
    // One word, several kinds: the message and the news post both mention Nyungwe.
    const both = await find("nyungwe");
    expect(both.body.groups.map((g: { kind: string }) => g.kind)).toEqual(expect.arrayContaining(["messages", "news"]));
    const hrefs = both.body.groups.flatMap((g: { hits: { href: string }[] }) => g.hits.map((h) => h.href));
    expect(hrefs).toContain("/account/news/view/nyungwe-canopy-reopens");
    expect(hrefs.some((h: string) => h.startsWith("/account/inbox/"))).toBe(true);
  });

  it("a subscriber's hit opens the subscribers list searched for that address", async () => {
    const res = await find("newsletter.reader");
    const href = group(res.body, "subscribers")!.hits[0].href;
    expect(href).toBe("/account/subscribers?q=newsletter.reader%40example.com");
    const { rows, total } = await listSubscribers({ page: 1, limit: 50, q: "newsletter.reader@example.com" });
    expect(total).toBe(1);
    expect(rows.map((r) => r.email)).toEqual(["newsletter.reader@example.com"]);
  });

  it("pages through one kind", async () => {
    const db = await getDb();
    await db.insert(subscribers).values(Array.from({ length: 12 }, (_, i) => ({ email: `pager${i}.reader@example.com` })));
    const first = await find("pager", { extra: "&kind=subscribers&limit=5" });
    const third = await find("pager", { extra: "&kind=subscribers&limit=5&page=3" });
    expect(first.body.groups).toHaveLength(1);
    expect(group(first.body, "subscribers")).toMatchObject({ total: 12, page: 1, pages: 3 });
    expect(group(first.body, "subscribers")!.hits).toHaveLength(5);
    expect(group(third.body, "subscribers")!.hits).toHaveLength(2);
  });

  it("treats % and _ as letters, and finds nothing where nothing matches", async () => {
    expect((await find("100%")).body.groups).toEqual([]);
    expect((await find("zzqx-nothing")).body.groups).toEqual([]);
  });

  it("refuses a query too short for the index with a 400, and odd parameters fall back", async () => {
    for (const q of ["", "ab", "a b"]) {
      const res = await find(q);
      expect(res.status, q).toBe(400);
      expect(res.body.error).toMatch(/at least 3/);
    }
    const odd = await find("josiane", { extra: "&kind=passwords&page=-4&limit=1e9" });
    expect(odd.status).toBe(200);
    expect(group(odd.body, "bookings")?.total).toBe(1);
  });

  it("is for staff: anonymous callers and blocked staff get 401", async () => {
    expect((await find("josiane", { token: undefined })).status).toBe(401);
    const blocked = await makeUser("user");
    const db = await getDb();
    await db.update(users).set({ isActive: false }).where(eq(users.id, blocked.user.id));
    expect((await find("josiane", { token: blocked.token })).status).toBe(401);
    expect((await find("josiane", { token: admin })).status).toBe(200);
  });
});
