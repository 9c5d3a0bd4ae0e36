import { describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { auditLog, events, orders, participants, paymentAttempts, refunds, tours } from "@/lib/platform/db/schema";
import { POST as session } from "@/app/api/v1/payments/session/route";
import { GET as paymentReturn } from "@/app/api/v1/payments/return/route";
import { POST as decide } from "@/app/api/v1/payments/test-gateway/route";
import { POST as register } from "@/app/api/participant/create/route";
import { getPriceToPay } from "@/lib/booking/orders/repricing";
import { apiRequest } from "./helpers/factories";
import { read } from "./helpers/content";
import { testClock } from "./helpers/clock";
import { departureOrderBody, makeDeparture } from "./helpers/departures";
import { freshIp, makeTour, postOrder } from "./helpers/orders";
import { payLinkOrderOf, registrationBody } from "./helpers/participants";

/**
 * A seated booking's price holds while its seat hold runs; a payment started after the hold lapsed
 * takes the price of now (the event's early-bird or normal fee, the tour's price for the party),
 * and getPriceToPay (what /pay shows) says so first. The clock is ours, in minutes.
 */
const { start: T0, at } = testClock(60_000);

const orderRow = async (id: string) => (await (await getDb()).select().from(orders).where(eq(orders.id, id)))[0];
const refundRows = async (id: string) => (await getDb()).select().from(refunds).where(eq(refunds.orderId, id)).orderBy(asc(refunds.createdAt));
const attemptRows = async (id: string) =>
  (await getDb()).select().from(paymentAttempts).where(eq(paymentAttempts.orderId, id)).orderBy(asc(paymentAttempts.createdAt));
const openSession = async (orderId: string) =>
  read(await session(apiRequest("/api/v1/payments/session", { body: { orderId, method: "visa" }, headers: freshIp() }), undefined));
const approve = async (sessionId: string) =>
  read(await decide(apiRequest("/api/v1/payments/test-gateway", { body: { sessionId, decision: "approve" } }), undefined));
const follow = async (redirect: string) => (await paymentReturn(apiRequest(redirect), undefined)).headers.get("location") ?? "";

describe("a payment started after the seat hold lapsed takes the price of now", () => {
  const fees = { rwandan: { earlyBird: 100, normal: 400 }, african: { earlyBird: 150, normal: 450 }, international: { earlyBird: 200, normal: 500 } };

  async function earlyBirdEvent(slug: string) {
    const [row] = await (
      await getDb()
    )
      .insert(events)
      .values({
        slug,
        title: `Summit ${slug}`,
        startDate: new Date(T0 + 60 * 86_400_000),
        endDate: new Date(T0 + 61 * 86_400_000),
        place: "Kigali",
        isApproved: true,
        price: 100,
        price1: 100,
        fees,
        earlyBirdDeadline: new Date(T0 + 120 * 60_000),
        capacity: 50,
      })
      .returning();
    return row;
  }

  it("an early-bird registration paid after the deadline and the hold: the normal fee, shown before paying, audited", async () => {
    at(100);
    const event = await earlyBirdEvent("early-lapsed");
    const res = await read(
      await register(
        apiRequest("/api/participant/create", { body: registrationBody(event.slug, { email: "late.bird@example.rw" }), headers: freshIp() }),
        undefined,
      ),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = await payLinkOrderOf("late.bird@example.rw");
    expect(await orderRow(id)).toMatchObject({ amount: 100 });

    // Past the early-bird deadline, but the hold still runs: the price booked stands.
    at(125);
    expect(await getPriceToPay(id)).toEqual({ amount: 100, before: null });

    // Hold lapsed (30 minutes from 100) and deadline past: the normal fee applies.
    at(140);
    expect(await getPriceToPay(id)).toEqual({ amount: 400, before: 100 });
    const s = await openSession(id);
    expect(s.status, JSON.stringify(s.body)).toBe(200);
    expect(s.body).toMatchObject({ amount: 400 });
    expect(await orderRow(id)).toMatchObject({ amount: 400 });
    expect((await attemptRows(id))[0]).toMatchObject({ amount: 400 });
    const [person] = await (await getDb()).select().from(participants).where(eq(participants.orderId, id));
    expect(person.amount).toBe(400);
    const [repriced] = await (
      await getDb()
    )
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, "order.repriced")));
    expect(repriced.details).toEqual({ from: 100, to: 400 });
    expect(await getPriceToPay(id)).toEqual({ amount: 400, before: null });

    await follow((await approve(s.body.sessionId)).body.redirect);
    expect(await orderRow(id)).toMatchObject({ status: "PAID", amount: 400, capturedAmount: 400 });
    expect(await refundRows(id)).toEqual([]);
  });

  it("a departure booking paid after its hold lapsed: the tour's price for the party now", async () => {
    at(200);
    const priced = await makeTour([120, 200, 270, 320, 400]);
    const departure = await makeDeparture(priced.id, 10);
    const placed = await postOrder(departureOrderBody(priced.id, departure.id, 2, { email: "tour.late@example.com" }));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const id = placed.body.order.id as string;
    await (await getDb()).update(tours).set({ price2: 260 }).where(eq(tours.id, priced.id));

    // Within the hold the booked price stands; after it, the tour's price for two now.
    at(220);
    expect((await openSession(id)).body).toMatchObject({ amount: 200 });
    at(260);
    expect((await openSession(id)).body).toMatchObject({ amount: 260 });
    expect(await orderRow(id)).toMatchObject({ amount: 260 });
  });
});
