import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { events, rateLimits, tours } from "@/lib/platform/db/schema";
import { POST as createEvent } from "@/app/api/events/create/route";
import { POST as createTour } from "@/app/api/tours/create/route";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as forgot } from "@/app/api/auth/send-forgot-password/route";
import { hit, storedKey } from "@/lib/platform/rate-limit";
import { listAuditEntries } from "@/lib/access/audit/queries";
import { isMalformedPath } from "@/server/malformed-path.mjs";
import { isMiss } from "@/server/route-cache-handler.mjs";
import { apiRequest, makeUser } from "./helpers/factories";
import { read, rowCount, storedUpload } from "./helpers/content";

/**
 * Bad inputs found in a review, one by one: each was a 500 or was stored wrong before.
 * (tests/bad-input-corpus.test.ts throws the generated corpus at every route.)
 */
let staff: string;
beforeAll(async () => {
  staff = (await makeUser("user")).token;
}, 120_000);

const cover = storedUpload("/uploads/Events/0123456789abcdef0123456789abcdef.webp");
const event = (extra: Record<string, unknown> = {}) => ({
  title: "Finding",
  startDate: "2027-03-12T09:00",
  endDate: "2027-03-13T17:00",
  image: cover,
  ...extra,
});
const postEvent = async (body: unknown) =>
  read(await createEvent(apiRequest("/api/events/create", { body: typeof body === "string" ? body : JSON.stringify(body), token: staff }), undefined));

describe("refused with a 400 in the contract's shape, nothing written", () => {
  it.each([
    ["NUL in a title", event({ title: "Gala\u0000" })],
    ["NUL in the description", event({ description: "<p>a\u0000</p>" })],
    ["a price of 1e11", event({ price: 1e11 })],
    ["a price of 1e308", event({ price: 1e308 })],
    [
      "a fee of 1e11",
      event({ fees: { rwandan: { earlyBird: 1e11, normal: 0 }, african: { earlyBird: 0, normal: 0 }, international: { earlyBird: 0, normal: 0 } } }),
    ],
    ["a start in year 275760", event({ startDate: "+275760-09-13T00:00:00.000Z" })],
    ["an end in year 10000", event({ endDate: "10000-01-01" })],
    ["30 February", event({ startDate: "2027-02-30", endDate: "2027-03-05" })],
    ['capacity "0x1F"', event({ capacity: "0x1F" })],
    ['a price "0x1F"', event({ price: "0x1F" })],
    ["a title of zero-width spaces", event({ title: "\u200B\u200B\u200B" })],
    ["a null body", "null"],
    ["an array body", "[]"],
    ["a string body", '"event"'],
  ])("%s", async (_label, body) => {
    const before = await rowCount(events);
    const res = await postEvent(body);
    expect(res.status).toBe(400);
    expect(res.body.Errors.length).toBeGreaterThan(0);
    expect(await rowCount(events)).toBe(before);
  });

  it('a tour price of 1e11 or "0x1F", and NUL in an itinerary day', async () => {
    const tour = { title: "Tour", image: cover };
    for (const extra of [{ price1: 1e11 }, { price2: "0x1F" }, { itenerary: [{ day: "Day 1", title: "A\u0000" }] }]) {
      const res = await read(await createTour(apiRequest("/api/tours/create", { body: { ...tour, ...extra }, token: staff }), undefined));
      expect(res.status).toBe(400);
    }
    expect(await rowCount(tours)).toBe(0);
  });

  it("a 3,000-character e-mail on login and forgot-password", async () => {
    const email = `${"a".repeat(3000)}@ikaze.test`;
    const loginRes = await read(await login(apiRequest("/api/auth/login", { body: { email, password: "whatever-password" } }), undefined));
    expect(loginRes).toEqual({ status: 400, body: { error: "Please enter a valid email address." } });
    const forgotRes = await read(await forgot(apiRequest("/api/auth/send-forgot-password", { body: { email } }), undefined));
    expect(forgotRes.status).toBe(400);
    expect(typeof forgotRes.body.message).toBe("string");
  });
});

describe("stored as meant", () => {
  it("decimal strings and numbers are kept to the cent, and a real date stays that date", async () => {
    const res = await postEvent(event({ title: "Kept", price: "12.50", capacity: "40", startDate: "2028-02-29T09:00", endDate: "2028-02-29T17:00" }));
    expect(res.status).toBe(201);
    const db = await getDb();
    const [row] = await db.select().from(events).where(eq(events.id, res.body.data.id));
    expect([row.price, row.capacity, row.startDate.getDate()]).toEqual([12.5, 40, 29]);
  });
});

describe("rate-limit keys", () => {
  it("a 3,000-character or NUL key is stored bounded and still counts", async () => {
    const long = `login:account:${"a".repeat(3000)}`;
    expect(storedKey(long).length).toBeLessThan(200);
    expect(storedKey("short:key")).toBe("short:key");
    expect(storedKey(`${long}b`)).not.toBe(storedKey(long));
    const rule = { limit: 5, windowSeconds: 60 };
    expect(await hit(long, rule)).toBe(1);
    expect(await hit(long, rule)).toBe(2);
    expect(await hit("forgot:ip:\u0000", rule)).toBe(1);
    const db = await getDb();
    expect((await db.select().from(rateLimits)).every((r) => r.key.length <= 200 && !r.key.includes("\u0000"))).toBe(true);
  });
});

describe("dashboard filters", () => {
  it("an audit-log filter with NUL finds nothing instead of failing", async () => {
    for (const filter of [{ actor: "a\u0000@x.rw" }, { action: "tour.create\u0000" }]) {
      expect((await listAuditEntries({ page: 1, limit: 10, ...filter })).total).toBe(0);
    }
  });
});

describe("paths and the page cache", () => {
  it("malformed percent-encoding and control characters in a path are recognised", () => {
    for (const bad of ["/tour/%zz", "/api/events/%ED%A0%80", "/blog/a%00b", "/api/tours/%", "/x/%E0%A4%A"]) expect(isMalformedPath(bad), bad).toBe(true);
    for (const good of ["/tour/gorilla-trek", "/tour/caf%C3%A9", "/tours/page/2", "/api/news/a%20b", "/"]) expect(isMalformedPath(good), good).toBe(false);
  });

  it("404 pages and cached misses are misses; pages and found data are not", () => {
    expect(isMiss({ kind: "APP_PAGE", status: 404 })).toBe(true);
    expect(isMiss({ kind: "APP_PAGE", status: 200 })).toBe(false);
    expect(isMiss({ kind: "FETCH", data: { body: "null" } })).toBe(true);
    expect(isMiss({ kind: "FETCH", data: { body: '{"items":[],"total":8}' } })).toBe(true);
    expect(isMiss({ kind: "FETCH", data: { body: '{"items":[{"slug":"a"}],"total":8}' } })).toBe(false);
    expect(isMiss({ kind: "APP_ROUTE", status: 404 })).toBe(false);
  });
});
