import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { events } from "@/lib/platform/db/schema";
import { GET as list } from "@/app/api/events/route";
import { DELETE as remove, GET as one, PUT as update } from "@/app/api/events/[slug]/route";
import { POST as create } from "@/app/api/events/create/route";
import { PUT as approve } from "@/app/api/events/approve/[slug]/route";
import { apiRequest, makeUser, params } from "./helpers/factories";
import { auditFor, read, rowCount } from "./helpers/content";

let admin: string;
let staff: string;
const cover = "https://res.cloudinary.com/demo/image/upload/events/cover.jpg";
const body = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  startDate: "2027-03-10T08:00:00.000Z",
  endDate: "2027-03-11T17:00:00.000Z",
  place: "Kigali Convention Centre",
  price: "",
  description: "<p>Talks</p>",
  image: cover,
  ...extra,
});

beforeAll(async () => {
  admin = (await makeUser("admin")).token;
  staff = (await makeUser("user")).token;
});

async function createEvent(title: string, extra: Record<string, unknown> = {}) {
  const res = await read(await create(apiRequest("/api/events/create", { body: body(title, extra), token: staff }), undefined));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; slug: string };
}

describe("POST /api/events/create", () => {
  it("401 for anonymous callers, nothing written", async () => {
    const before = await rowCount(events);
    expect((await create(apiRequest("/api/events/create", { body: body("x") }), undefined)).status).toBe(401);
    expect(await rowCount(events)).toBe(before);
  });

  it("creates an unapproved event; '' price is 0 (free entry); the fee table, deadline and capacity are kept", async () => {
    const fees = { rwandan: { earlyBird: "80", normal: 100 }, african: { earlyBird: 120, normal: 150 }, international: { earlyBird: 200, normal: "250" } };
    const res = await read(
      await create(
        apiRequest("/api/events/create", {
          body: body("Climate Dialogue", { fees, earlyBirdDeadline: "2027-02-01T00:00:00.000Z", capacity: "300", price1: "150" }),
          token: staff,
        }),
        undefined,
      ),
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("Event created successfully.");
    // With a fee table the price answered is the fee that applies today (its lowest), not a second
    // stored figure: 80 until the early-bird deadline, 100 after it.
    const today = Date.now() <= Date.parse("2027-02-01T00:00:00.000Z") ? 80 : 100;
    expect(res.body.data).toMatchObject({
      slug: "climate-dialogue",
      isApproved: false,
      price: today,
      price1: today,
      startDate: "2027-03-10T08:00:00.000Z",
      endDate: "2027-03-11T17:00:00.000Z",
      fees: { rwandan: { earlyBird: 80, normal: 100 }, african: { earlyBird: 120, normal: 150 }, international: { earlyBird: 200, normal: 250 } },
      earlyBirdDeadline: "2027-02-01T00:00:00.000Z",
      capacity: 300,
    });
    expect((await auditFor(res.body.data.id))[0].action).toBe("event.create");
  });

  it("400 with the spec's texts, nothing written", async () => {
    const before = await rowCount(events);
    const missing = await read(await create(apiRequest("/api/events/create", { body: { title: "x" }, token: staff }), undefined));
    expect(missing.status).toBe(400);
    expect(missing.body.Errors).toEqual(["Event dates are required.", "Please upload the event cover image."]);
    const order = await read(
      await create(apiRequest("/api/events/create", { body: body("x", { startDate: "2027-03-12", endDate: "2027-03-11" }), token: staff }), undefined),
    );
    expect(order.body.Errors).toEqual(["The start date cannot be after the end date."]);
    const price = await read(await create(apiRequest("/api/events/create", { body: body("x", { price: "free", capacity: -3 }), token: staff }), undefined));
    expect(price.body.Errors).toEqual(expect.arrayContaining(["Prices must be numbers.", "Capacity must be at least 1 seat."]));
    expect(await rowCount(events)).toBe(before);
  });
});

describe("GET /api/events", () => {
  it("anonymous: approved only, with eventsCount; staff: all; single unapproved is 404 to anonymous", async () => {
    const pending = await createEvent("Pending event");
    const live = await createEvent("Approved event");
    await approve(apiRequest(`/api/events/approve/${live.slug}`, { method: "PUT", body: { isApproved: "true" }, token: admin }), params({ slug: live.slug }));

    const anon = await read(await list(apiRequest("/api/events"), undefined));
    const slugs = anon.body.data.map((e: { slug: string }) => e.slug);
    expect(slugs).toContain(live.slug);
    expect(slugs).not.toContain(pending.slug);
    expect(anon.body.eventsCount).toBe(anon.body.data.length);

    const asStaff = await read(await list(apiRequest("/api/events", { token: staff }), undefined));
    expect(asStaff.body.eventsCount).toBe(await rowCount(events));
    const paged = await read(await list(apiRequest("/api/events?limit=1", { token: staff }), undefined));
    expect(paged.body.data).toHaveLength(1);
    expect(paged.body.eventsCount).toBe(await rowCount(events));

    expect((await one(apiRequest(`/api/events/${pending.slug}`), params({ slug: pending.slug }))).status).toBe(404);
    expect((await read(await one(apiRequest(`/api/events/${pending.id}`, { token: staff }), params({ slug: pending.id })))).body.data.slug).toBe(pending.slug);
    expect((await read(await one(apiRequest(`/api/events/${live.slug}`), params({ slug: live.slug })))).body.data.isApproved).toBe(true);
  });
});

describe("admin-only event writes", () => {
  it("approve: 401, 403 errors.auth, 400 bad body, 200 admin, audited", async () => {
    const e = await createEvent("Approve me");
    const url = `/api/events/approve/${e.slug}`;
    const ctx = params({ slug: e.slug });
    expect((await approve(apiRequest(url, { method: "PUT", body: { isApproved: "true" } }), ctx)).status).toBe(401);
    const refused = await read(await approve(apiRequest(url, { method: "PUT", body: { isApproved: "true" }, token: staff }), ctx));
    expect(refused.status).toBe(403);
    expect(refused.body.errors.auth).toBeTruthy();
    expect((await approve(apiRequest(url, { method: "PUT", body: {}, token: admin }), ctx)).status).toBe(400);
    expect(await read(await approve(apiRequest(url, { method: "PUT", body: { isApproved: "true" }, token: admin }), ctx))).toEqual({
      status: 200,
      body: { message: "Event approved successfully." },
    });
    expect((await read(await approve(apiRequest(url, { method: "PUT", body: { isApproved: false }, token: admin }), ctx))).body.message).toBe(
      "Event deactivated successfully.",
    );
    expect((await auditFor(e.id)).map((a) => a.action)).toEqual(["event.deactivate", "event.approve", "event.create"]);
  });

  it("update: 401, 403, 400 with the date rules and nothing changed, 200 admin, audited", async () => {
    const e = await createEvent("Update me");
    const url = `/api/events/${e.slug}`;
    const ctx = params({ slug: e.slug });
    const next = body("Updated event", { price: 25, place: "Musanze" });
    expect((await update(apiRequest(url, { method: "PUT", body: next }), ctx)).status).toBe(401);
    expect((await update(apiRequest(url, { method: "PUT", body: next, token: staff }), ctx)).status).toBe(403);
    const bad = await read(
      await update(apiRequest(url, { method: "PUT", body: { ...next, startDate: "2027-04-01", endDate: "2027-03-01" }, token: admin }), ctx),
    );
    expect(bad).toEqual({ status: 400, body: { error: "The start date cannot be after the end date." } });
    const none = await read(await update(apiRequest(url, { method: "PUT", body: { ...next, endDate: "" }, token: admin }), ctx));
    expect(none.body.error).toBe("Event dates are required.");
    const db = await getDb();
    expect((await db.select().from(events).where(eq(events.id, e.id)))[0].title).toBe("Update me");

    expect(await read(await update(apiRequest(url, { method: "PUT", body: next, token: admin }), ctx))).toEqual({
      status: 200,
      body: { message: "Event updated successfully." },
    });
    const [row] = await db.select().from(events).where(eq(events.id, e.id));
    expect(row).toMatchObject({ title: "Updated event", slug: e.slug, price: 25, price1: 25, place: "Musanze" });
    expect((await auditFor(e.id))[0]).toMatchObject({ action: "event.update", details: { changed: expect.arrayContaining(["title", "place", "price"]) } });
  });

  it("delete: 401, 403, 200 admin, gone, audited", async () => {
    const e = await createEvent("Delete me");
    const url = `/api/events/${e.slug}`;
    const ctx = params({ slug: e.slug });
    expect((await remove(apiRequest(url, { method: "DELETE" }), ctx)).status).toBe(401);
    expect((await remove(apiRequest(url, { method: "DELETE", token: staff }), ctx)).status).toBe(403);
    expect(await read(await remove(apiRequest(url, { method: "DELETE", token: admin }), ctx))).toEqual({
      status: 200,
      body: { message: "Event deleted successfully." },
    });
    expect(await (await getDb()).select().from(events).where(eq(events.id, e.id))).toEqual([]);
    expect((await auditFor(e.id))[0].action).toBe("event.delete");
  });
});
