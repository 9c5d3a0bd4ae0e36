import { beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { auditLog, orders, paymentAttempts, refunds } from "@/lib/platform/db/schema";
import { POST as session } from "@/app/api/v1/payments/session/route";
import { GET as paymentReturn } from "@/app/api/v1/payments/return/route";
import { POST as decide } from "@/app/api/v1/payments/test-gateway/route";
import { GET as preview, POST as cancel } from "@/app/api/order/[id]/cancel/route";
import { apiRequest, params } from "./helpers/factories";
import { read } from "./helpers/content";
import { testClock } from "./helpers/clock";
import { freshIp, mailsTo, makeTour, orderBody, postOrder } from "./helpers/orders";

/**
 * Money at the edges, through the test gateway (the same path as MPGS): a card authorised for a
 * booking cancelled meanwhile, and two sessions of one booking both approved. The card is only
 * held until our server decides, so neither is ever charged beyond the price. The clock is ours,
 * in minutes.
 */
const { at } = testClock(60_000);

let tour: Awaited<ReturnType<typeof makeTour>>;
beforeAll(async () => {
  tour = await makeTour([120, 200, 270, 320, 400]);
});

const orderRow = async (id: string) => (await (await getDb()).select().from(orders).where(eq(orders.id, id)))[0];
const refundRows = async (id: string) => (await getDb()).select().from(refunds).where(eq(refunds.orderId, id)).orderBy(asc(refunds.createdAt));
const attemptRows = async (id: string) =>
  (await getDb()).select().from(paymentAttempts).where(eq(paymentAttempts.orderId, id)).orderBy(asc(paymentAttempts.createdAt));
const audit = async (id: string) =>
  (await (await getDb()).select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(asc(auditLog.createdAt))).map((a) =>
    a.action === "order.status" ? `order.status ${a.details.status}` : a.action,
  );

async function newOrder(email: string) {
  const res = await postOrder(orderBody(tour.id, 3, { email }));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.order.id as string;
}
const openSession = async (orderId: string) =>
  read(await session(apiRequest("/api/v1/payments/session", { body: { orderId, method: "visa" }, headers: freshIp() }), undefined));
const approve = async (sessionId: string) =>
  read(await decide(apiRequest("/api/v1/payments/test-gateway", { body: { sessionId, decision: "approve" } }), undefined));
const follow = async (redirect: string) => (await paymentReturn(apiRequest(redirect), undefined)).headers.get("location") ?? "";
const cancelByTraveller = async (id: string) =>
  read(await cancel(apiRequest(`/api/order/${id}/cancel`, { method: "POST", headers: freshIp() }), params({ id })));

describe("a card the gateway holds is charged only for a booking still waiting for it", () => {
  it("on a booking the traveller cancelled meanwhile: the hold is voided, nothing charged, nothing to refund, audited once", async () => {
    at(0);
    const id = await newOrder("cancelled.payer@example.com");
    const s = await openSession(id);
    expect(s.status).toBe(200);
    expect((await cancelByTraveller(id)).body).toMatchObject({ status: "CANCELLED" });

    // The hosted page was still open: the card is authorised after the cancellation.
    const approved = await approve(s.body.sessionId);
    expect(approved.status).toBe(200);
    expect(await follow(approved.body.redirect)).toBe(`http://ikaze.test/pay/${id}?payment=failed`);

    expect(await orderRow(id)).toMatchObject({ status: "CANCELLED", capturedAmount: 0, refundedAmount: 0 });
    expect(await refundRows(id)).toEqual([]);
    expect((await attemptRows(id))[0].result).toMatchObject({
      testGateway: { decision: "approve", voided: { transactionId: `void-${s.body.sessionId}` } },
      authorisations: { [s.body.sessionId]: { state: "voided", amount: 270 } },
    });
    expect(await audit(id)).toEqual(["order.status CANCELLED", "payment.authorised", "payment.voided"]);
    expect(await mailsTo("cancelled.payer@example.com", "Refund")).toHaveLength(0);

    // Replayed returns change nothing more.
    await Promise.all([follow(approved.body.redirect), follow(approved.body.redirect)]);
    expect(await audit(id)).toEqual(["order.status CANCELLED", "payment.authorised", "payment.voided"]);
  });
});

describe("two sessions of one booking, both approved", () => {
  it("a new session supersedes the open one; the order is PAID once and the second hold is voided, the card charged once", async () => {
    at(10);
    const id = await newOrder("two.tabs@example.com");
    const first = await openSession(id);
    const second = await openSession(id);
    expect(second.body).toMatchObject({ amount: 270, currency: "USD" });
    const [a1, a2] = await attemptRows(id);
    expect(a1).toMatchObject({ sessionId: first.body.sessionId, status: "CANCELLED", result: { supersededBy: second.body.sessionId } });
    expect(a2).toMatchObject({ sessionId: second.body.sessionId, status: "PENDING" });

    // Tab two pays and comes back; then tab one, whose hosted page was still open, authorises too.
    const two = await approve(second.body.sessionId);
    expect(await follow(two.body.redirect)).toBe(`http://ikaze.test/myorder/${id}?payment=paid`);
    const one = await approve(first.body.sessionId);
    expect(await follow(one.body.redirect)).toBe(`http://ikaze.test/myorder/${id}?payment=paid`);
    await follow(one.body.redirect);

    expect(await orderRow(id)).toMatchObject({ status: "PAID", capturedAmount: 270, refundedAmount: 0 });
    expect(await refundRows(id)).toEqual([]);
    const [b1, b2] = await attemptRows(id);
    expect(b1.result).toMatchObject({ testGateway: { voided: { transactionId: `void-${first.body.sessionId}` } } });
    expect(b2.result).toMatchObject({ testGateway: { captured: { transactionId: `capture-${second.body.sessionId}`, amount: 270 } } });
    expect(await audit(id)).toEqual(["payment.authorised", "payment.captured", "order.status PAID", "payment.authorised", "payment.voided"]);
    expect(await mailsTo("two.tabs@example.com", "Payment received")).toHaveLength(1);
    expect(await mailsTo("two.tabs@example.com", "Refund")).toHaveLength(0);

    expect((await read(await preview(apiRequest(`/api/order/${id}/cancel`), params({ id })))).body).toMatchObject({ paidAmount: 270 });
  });

  it("both approved before either return: one hold is captured, the other voided", async () => {
    at(20);
    const id = await newOrder("both.first@example.com");
    const first = await openSession(id);
    const second = await openSession(id);
    const one = await approve(first.body.sessionId);
    const two = await approve(second.body.sessionId);
    const answers = await Promise.all([follow(one.body.redirect), follow(two.body.redirect)]);
    // The return that came second may find the first one's capture under way: it shows the booking, which is paid.
    expect(answers.some((l) => l.endsWith("?payment=paid"))).toBe(true);
    expect(answers.every((l) => l.endsWith("?payment=paid") || l.endsWith("?payment=held"))).toBe(true);
    expect(await orderRow(id)).toMatchObject({ status: "PAID", capturedAmount: 270 });
    expect(await refundRows(id)).toEqual([]);
    const states = (await attemptRows(id)).map((a) => a.result?.testGateway as { captured?: unknown; voided?: unknown });
    expect(states.filter((s) => s.captured)).toHaveLength(1);
    expect(states.filter((s) => s.voided)).toHaveLength(1);
    expect(await mailsTo("both.first@example.com", "Payment received")).toHaveLength(1);
  });
});
