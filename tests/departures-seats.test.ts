import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { orders } from "@/lib/platform/db/schema";
import { GET as list } from "@/app/api/tours/[slug]/departures/route";
import { POST as session } from "@/app/api/v1/payments/session/route";
import { POST as decide } from "@/app/api/v1/payments/test-gateway/route";
import { GET as paymentReturn } from "@/app/api/v1/payments/return/route";
import { PUT as putOrder } from "@/app/api/order/[id]/route";
import { changeOrderStatus } from "@/lib/booking/status/change";
import { SEAT_HOLD_MINUTES } from "@/lib/booking/orders/seats";
import { apiRequest, makeUser, params } from "./helpers/factories";
import { read } from "./helpers/content";
import { departureOrderBody, makeDeparture } from "./helpers/departures";
import { freshIp, makeTour, postOrder } from "./helpers/orders";

/**
 * A departure's seats are held like an event's (lib/booking/orders/seats.ts, one pool per
 * departure). The clock is ours (only Date is faked): minutes after T0 move it.
 */
const T0 = Date.now();
const at = (minutes: number) => vi.setSystemTime(T0 + minutes * 60_000);
beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  at(0);
});
afterAll(() => vi.useRealTimers());

let admin: string;
beforeAll(async () => {
  admin = (await makeUser("admin")).token;
});

const database = process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite";
const book = (tourId: string, departureId: string, people: number, email: string) => postOrder(departureOrderBody(tourId, departureId, people, { email }));
const seatsLeft = async (slug: string, id: string) =>
  (await read(await list(apiRequest(`/api/tours/${slug}/departures`), params({ slug })))).body.departures.find((d: { id: string }) => d.id === id)
    .seatsLeft as number;
const status = async (id: string) => (await (await getDb()).select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0].status;
const openSession = async (orderId: string) =>
  read(await session(apiRequest("/api/v1/payments/session", { body: { orderId, method: "visa" }, headers: freshIp() }), undefined));
const choose = async (sessionId: string, decision: string) =>
  read(await decide(apiRequest("/api/v1/payments/test-gateway", { body: { sessionId, decision } }), undefined));
const follow = async (redirect: string) => (await paymentReturn(apiRequest(redirect), undefined)).headers.get("location") ?? "";
async function pay(orderId: string) {
  const s = await openSession(orderId);
  expect(s.status, JSON.stringify(s.body)).toBe(200);
  await follow((await choose(s.body.sessionId, "approve")).body.redirect);
}

describe(`departure seats on ${database}`, () => {
  it("five parallel orders for the last seat: exactly one stored, four 409", async () => {
    at(0);
    const tour = await makeTour();
    const dep = await makeDeparture(tour.id, 3);
    expect((await book(tour.id, dep.id, 2, "early@example.com")).status).toBe(200);
    const racers = [1, 2, 3, 4, 5].map((i) => `racer${i}@example.com`);
    const answers = await Promise.all(racers.map((email) => book(tour.id, dep.id, 1, email)));
    const statuses = answers.map((a) => a.status).sort();
    const db = await getDb();
    const stored = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.departureId, dep.id), inArray(orders.clientEmail, racers)));
    console.log(
      `[race] ${database}: 5 parallel orders for the last seat → ${statuses.filter((s) => s === 200).length} stored, ${statuses.filter((s) => s === 409).length} × 409; rows: ${stored.length}`,
    );
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.error)).toEqual(Array(4).fill("This departure is sold out."));
    expect(stored).toHaveLength(1);
    expect(await seatsLeft(tour.slug, dep.id)).toBe(0);
  });

  it(`an unpaid order holds its seats ${SEAT_HOLD_MINUTES} minutes, then gives them back; a late payment never oversells`, async () => {
    at(100);
    const tour = await makeTour();
    const dep = await makeDeparture(tour.id, 2);
    const first = await book(tour.id, dep.id, 2, "slow.payer@example.com");
    expect(first.status).toBe(200);
    // The slow payer opens the payment page (the hold is renewed from then: 30 minutes).
    at(105);
    const s = await openSession(first.body.order.id);
    expect(s.status).toBe(200);
    at(134);
    expect(await seatsLeft(tour.slug, dep.id)).toBe(0);
    expect((await book(tour.id, dep.id, 1, "blocked@example.com")).body).toEqual({
      error: "This departure is sold out.",
      Errors: ["This departure is sold out."],
    });
    // They approve just before the hold ends; their browser only comes back after it.
    const approved = await choose(s.body.sessionId, "approve");
    expect(approved.status).toBe(200);

    at(136);
    expect(await seatsLeft(tour.slug, dep.id)).toBe(2);
    const second = await book(tour.id, dep.id, 2, "quick.payer@example.com");
    expect(second.status).toBe(200);
    await pay(second.body.order.id);
    expect(await status(second.body.order.id)).toBe("PAID");

    at(140);
    const before = await status(first.body.order.id);
    expect(await follow(approved.body.redirect)).toContain("payment=failed");
    // The card was only held: the hold is voided, nothing charged, never a second PAID.
    expect(await status(first.body.order.id)).toBe(before);
    expect(before).not.toBe("PAID");
    // A paid order keeps its seats, long after any hold.
    at(290);
    expect(await seatsLeft(tour.slug, dep.id)).toBe(0);
    const db = await getDb();
    expect(
      await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.departureId, dep.id), eq(orders.status, "PAID"))),
    ).toEqual([{ id: second.body.order.id }]);
  });

  it("a cancelled order and a refunded one give their seats back at once", async () => {
    at(300);
    const tour = await makeTour();
    const dep = await makeDeparture(tour.id, 4);
    const cancelled = await book(tour.id, dep.id, 3, "changes.mind@example.com");
    expect(await seatsLeft(tour.slug, dep.id)).toBe(1);
    const put = await read(
      await putOrder(apiRequest("/x", { method: "PUT", token: admin, body: { status: "CANCELLED" } }), params({ id: cancelled.body.order.id })),
    );
    expect(put.status).toBe(200);
    expect(await seatsLeft(tour.slug, dep.id)).toBe(4);

    const refunded = await book(tour.id, dep.id, 4, "refunded@example.com");
    await pay(refunded.body.order.id);
    expect(await seatsLeft(tour.slug, dep.id)).toBe(0);
    // The after-booking refund goes through the one status change.
    const db = await getDb();
    await db.transaction((tx) => changeOrderStatus(tx, refunded.body.order.id, "REFUNDED", { system: "test" }));
    expect(await seatsLeft(tour.slug, dep.id)).toBe(4);
  });

  it("a payment started after the hold lapsed re-takes the seats while free, and is refused once they went to someone else", async () => {
    at(400);
    const tour = await makeTour();
    const dep = await makeDeparture(tour.id, 1);
    const late = await book(tour.id, dep.id, 1, "late@example.com");
    at(440);
    expect((await openSession(late.body.order.id)).status).toBe(200);
    at(500);
    expect((await book(tour.id, dep.id, 1, "taker@example.com")).status).toBe(200);
    const refused = await openSession(late.body.order.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain(`the last seat of ${tour.title} on `);
  });
});
