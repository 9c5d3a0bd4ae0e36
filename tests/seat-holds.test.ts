import { beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { auditLog, events, mailOutbox, orders } from "@/lib/platform/db/schema";
import { POST as create } from "@/app/api/participant/create/route";
import { POST as session } from "@/app/api/v1/payments/session/route";
import { POST as decide } from "@/app/api/v1/payments/test-gateway/route";
import { GET as paymentReturn } from "@/app/api/v1/payments/return/route";
import { POST as bankTransfer } from "@/app/api/v1/payments/bank-transfer/route";
import { PUT as putOrder } from "@/app/api/order/[id]/route";
import { getWorkQueue } from "@/lib/office/dashboard/queries";
import { apiRequest, makeUser, params } from "./helpers/factories";
import { read } from "./helpers/content";
import { freshIp } from "./helpers/orders";
import { testClock } from "./helpers/clock";
import { mailedOrderOf, registrationBody, withOrderId } from "./helpers/participants";

/**
 * A seat is never sold twice. The clock is ours (Date only is faked, so the
 * database and the HTTP stand-ins run as usual): minutes after T0 move it.
 */
const { start: T0, at } = testClock(60_000);

let admin: string;
beforeAll(async () => {
  admin = (await makeUser("admin")).token;
});

let n = 0;
async function soldOutEvent(capacity = 1) {
  const db = await getDb();
  const slug = `seated-${++n}-${T0}`;
  const [row] = await db
    .insert(events)
    .values({
      slug,
      title: `Seated event ${n}`,
      startDate: new Date(T0 + 30 * 86_400_000),
      endDate: new Date(T0 + 31 * 86_400_000),
      place: "Kigali",
      isApproved: true,
      price: 80,
      price1: 80,
      capacity,
    })
    .returning();
  return row;
}

/** The answer, and the order whose payment link the registration mailed. */
const register = async (slug: string, email: string) => {
  const res = await read(await create(apiRequest("/api/participant/create", { body: registrationBody(slug, { email }), headers: freshIp() }), undefined));
  return withOrderId(res, res.status === 201 ? await mailedOrderOf(email) : null);
};
const openSession = async (orderId: string) =>
  read(await session(apiRequest("/api/v1/payments/session", { body: { orderId, method: "visa" }, headers: freshIp() }), undefined));
const choose = async (sessionId: string, decision: string) =>
  read(await decide(apiRequest("/api/v1/payments/test-gateway", { body: { sessionId, decision } }), undefined));
const follow = async (redirect: string) => (await paymentReturn(apiRequest(redirect), undefined)).headers.get("location") ?? "";
const status = async (id: string) => (await (await getDb()).select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0].status;

/** Registers and pays through the test gateway, all at the current clock. */
async function registerAndPay(slug: string, email: string) {
  const res = await register(slug, email);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const s = await openSession(res.orderId!);
  expect(s.status, JSON.stringify(s.body)).toBe(200);
  await follow((await choose(s.body.sessionId, "approve")).body.redirect);
  return res.orderId! as string;
}

describe("a seat is never sold twice", () => {
  it("a card authorised after its seat went to someone else is voided, never charged: one PAID per seat, nothing to refund", async () => {
    at(0);
    const event = await soldOutEvent();
    const first = await register(event.slug, "first.payer@example.rw");
    expect(first.status).toBe(201);
    const firstOrder = first.orderId! as string;

    // The first person opens the payment page, approves just before the hold ends, but their
    // browser only comes back (the return that confirms) after the seat went to someone else.
    at(5);
    const s = await openSession(firstOrder);
    expect(s.status).toBe(200);
    at(34);
    const approved = await choose(s.body.sessionId, "approve");
    expect(approved.status).toBe(200);

    at(36);
    const secondOrder = await registerAndPay(event.slug, "second.payer@example.rw");
    expect(await status(secondOrder)).toBe("PAID");

    at(40);
    const before = await status(firstOrder);
    const location = await follow(approved.body.redirect);
    // The card was only held: the hold is released, so there is nothing to give back.
    expect(await status(firstOrder)).toBe(before);
    expect(location).toBe(`http://ikaze.test/pay/${firstOrder}?payment=failed`);
    const db = await getDb();
    const paidNow = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, "PAID"), inArray(orders.id, [firstOrder, secondOrder])));
    expect(paidNow).toEqual([{ id: secondOrder }]);
    const [row] = await db.select({ capturedAmount: orders.capturedAmount }).from(orders).where(eq(orders.id, firstOrder));
    expect(row.capturedAmount).toBe(0);
    const actions = async () => (await db.select().from(auditLog).where(eq(auditLog.entityId, firstOrder))).map((a) => a.action);
    expect((await actions()).filter((a) => a.startsWith("payment."))).toEqual(["payment.authorised", "payment.voided"]);
    expect((await db.select().from(mailOutbox).where(eq(mailOutbox.to, "first.payer@example.rw"))).map((m) => m.subject).join()).not.toContain("Refund");
    expect((await getWorkQueue("user")).lines.find((l) => l.key === "refunds")).toBeUndefined();

    // Replays of the return change nothing, and the order cannot take the seat again.
    await follow(approved.body.redirect);
    expect(await status(firstOrder)).toBe(before);
    expect((await actions()).filter((a) => a === "payment.voided")).toHaveLength(1);
    expect((await openSession(firstOrder)).status).toBe(409);
  });

  it("a payment starts only while the registration holds its seat: re-taken when still free, refused when given away", async () => {
    at(100);
    const event = await soldOutEvent();
    const late = await register(event.slug, "late.payer@example.rw");
    expect(late.status).toBe(201);

    // 45 minutes later nobody took the seat: the payment re-takes it for another 30 minutes.
    at(145);
    const retaken = await openSession(late.orderId!);
    expect(retaken.status, JSON.stringify(retaken.body)).toBe(200);
    const db = await getDb();
    expect((await db.select({ holdUntil: orders.holdUntil }).from(orders).where(eq(orders.id, late.orderId!)))[0].holdUntil?.getTime()).toBe(T0 + 175 * 60_000);
    at(150);
    expect(await register(event.slug, "blocked@example.rw")).toEqual({
      status: 409,
      body: {
        error: `Registration for ${event.title} is closed: the event is full.`,
        Errors: [`Registration for ${event.title} is closed: the event is full.`],
      },
    });

    // Lapsed again, and this time someone else takes the seat: card and bank transfer are refused.
    at(180);
    expect((await register(event.slug, "taker@example.rw")).status).toBe(201);
    const refused = await openSession(late.orderId!);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      `Sorry, the last seat of ${event.title} went to someone else while this booking waited for payment, so it can no longer be paid. Please contact us if you would like to be told when a seat becomes free.`,
    );
    const bank = await read(
      await bankTransfer(apiRequest("/api/v1/payments/bank-transfer", { body: { orderId: late.orderId! }, headers: freshIp() }), undefined),
    );
    expect(bank).toEqual({ status: 409, body: { error: refused.body.error } });
    expect(await status(late.orderId!)).toBe("PENDING");
  });

  it("the gateway session does not outlive the hold: the test gateway refuses to approve after it", async () => {
    at(300);
    const event = await soldOutEvent(5);
    const res = await register(event.slug, "slow.payer@example.rw");
    const s = await openSession(res.orderId!);
    expect(s.status).toBe(200);
    at(331);
    expect(await choose(s.body.sessionId, "approve")).toEqual({
      status: 409,
      body: { error: "This payment session has expired. Please start the payment again from your booking." },
    });
    expect(await status(res.orderId!)).toBe("PENDING");
    // A fresh session (the seat is still free) pays.
    const again = await openSession(res.orderId!);
    await follow((await choose(again.body.sessionId, "approve")).body.redirect);
    expect(await status(res.orderId!)).toBe("PAID");
  });

  it("staff marking a transfer received for an order whose seat has gone get REFUND_DUE, not a second PAID", async () => {
    at(400);
    const event = await soldOutEvent();
    const transfer = await register(event.slug, "transfer@example.rw");
    expect(
      (await read(await bankTransfer(apiRequest("/api/v1/payments/bank-transfer", { body: { orderId: transfer.orderId! }, headers: freshIp() }), undefined)))
        .status,
    ).toBe(200);
    at(431);
    await registerAndPay(event.slug, "card@example.rw");
    const marked = await read(
      await putOrder(
        apiRequest(`/api/order/${transfer.orderId!}`, { method: "PUT", token: admin, body: { status: "PAID" } }),
        params({ id: transfer.orderId! }),
      ),
    );
    expect(marked).toEqual({ status: 200, body: { message: "The money is recorded, but this order's seat was no longer free: it is marked “Refund due”." } });
    expect(await status(transfer.orderId!)).toBe("REFUND_DUE");
  });

  it("five registrations at once for the last seat: exactly one is stored", async () => {
    at(500);
    const event = await soldOutEvent();
    const answers = await Promise.all([1, 2, 3, 4, 5].map((i) => register(event.slug, `racer${i}@example.rw`)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const db = await getDb();
    const held = await db
      .select({ id: orders.id })
      .from(orders)
      .where(
        inArray(
          orders.clientEmail,
          [1, 2, 3, 4, 5].map((i) => `racer${i}@example.rw`),
        ),
      );
    expect(held).toHaveLength(1);
  });

  it("two lapsed registrations start paying at once for the one free seat: one session, one refusal", async () => {
    at(600);
    const event = await soldOutEvent(2);
    const a = await register(event.slug, "lapsed.a@example.rw");
    const b = await register(event.slug, "lapsed.b@example.rw");
    at(635);
    expect((await register(event.slug, "fresh@example.rw")).status).toBe(201);
    const answers = await Promise.all([openSession(a.orderId!), openSession(b.orderId!)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});
