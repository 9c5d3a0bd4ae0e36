import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { auditLog, exchangeRates, orders, paymentAttempts } from "@/lib/platform/db/schema";
import { POST as session } from "@/app/api/v1/payments/session/route";
import { GET as paymentReturn } from "@/app/api/v1/payments/return/route";
import { POST as startMobile } from "@/app/api/v1/payments/mobile/route";
import { GET as mobileState } from "@/app/api/v1/payments/mobile/[id]/route";
import { POST as cancel } from "@/app/api/order/[id]/cancel/route";
import { startFakeMobileMoney, type FakeMobileMoney } from "@/lib/booking/gateways/mobile-fake";
import { CARD_HELD } from "@/lib/booking/payments/card-authorisation";
import { apiRequest, params } from "./helpers/factories";
import { read } from "./helpers/content";
import { kigaliDay } from "./helpers/days";
import { startFakeMpgs, type FakeMpgs } from "./helpers/fake-mpgs";
import { freshIp, mailsTo, makeTour, orderBody, postOrder } from "./helpers/orders";

/**
 * A card is only authorised on the hosted page; our server captures it, or voids it, under the
 * order's lock, so a card and a mobile money payment can never both be charged for one order. The
 * real MPGS client against the MPGS fake, the real MoMo client against the mobile money fake.
 */
let mpgs: FakeMpgs;
let momo: FakeMobileMoney;
let tour: Awaited<ReturnType<typeof makeTour>>;

beforeAll(async () => {
  mpgs = await startFakeMpgs();
  momo = await startFakeMobileMoney({ callbackDelayMs: 10_000_000 });
  Object.assign(process.env, {
    MPGS_BASE_URL: mpgs.url,
    MPGS_MERCHANT_ID: mpgs.merchantId,
    MPGS_API_PASSWORD: mpgs.password,
    MOMO_BASE_URL: momo.url,
    MOMO_SUBSCRIPTION_KEY: momo.credentials.momo.subscriptionKey,
    MOMO_API_USER: momo.credentials.momo.apiUser,
    MOMO_API_KEY: momo.credentials.momo.apiKey,
  });
  await (await getDb()).insert(exchangeRates).values({ rate: 1400, ratedOn: kigaliDay(new Date()), setBy: "test" });
  tour = await makeTour([150, 260, 330, 400, 480]);
});
afterAll(async () => {
  await mpgs.close();
  await momo.close();
});

const orderRow = async (id: string) => (await (await getDb()).select().from(orders).where(eq(orders.id, id)))[0];
const audit = async (id: string) =>
  (await (await getDb()).select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(asc(auditLog.createdAt))).map((a) =>
    a.action === "order.status" ? `order.status ${a.details.status}` : a.action,
  );
const mobileAttempts = async (id: string) =>
  (await getDb())
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, id), eq(paymentAttempts.gateway, "momo")));
async function newOrder(email: string) {
  const res = await postOrder(orderBody(tour.id, 3, { email }));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.order.id as string;
}
async function openCardSession(orderId: string) {
  const s = await read(await session(apiRequest("/api/v1/payments/session", { body: { orderId, method: "mastercard" }, headers: freshIp() }), undefined));
  expect(s.status, JSON.stringify(s.body)).toBe(200);
  return s.body.sessionId as string;
}
/** The card holder authorises on the fake hosted page; the answer is the redirect to our return route. */
const authoriseAtGateway = async (sessionId: string) =>
  ((await (await fetch(`${mpgs.url}/fake/pay/${sessionId}/approve`, { method: "POST" })).json()) as { redirect: string }).redirect;
const follow = async (url: string) => (await paymentReturn(apiRequest(url), undefined)).headers.get("location") ?? "";
const payByPhone = async (orderId: string, phone: string) =>
  read(await startMobile(apiRequest("/api/v1/payments/mobile", { body: { orderId, phone }, headers: freshIp() }), undefined));
const stateOf = async (id: string) => read(await mobileState(apiRequest(`/api/v1/payments/mobile/${id}`), params({ id })));
const captures = (id: string) => mpgs.captures.filter((c) => c.orderId === id);
const voids = (id: string) => mpgs.voids.filter((v) => v.orderId === id);

describe("a card is authorised, then captured by our server", () => {
  it("authorised then captured: PAID with one capture at the gateway; replayed returns capture nothing more; a refund goes against the capture", async () => {
    const id = await newOrder("card.auth@example.com");
    const back = await authoriseAtGateway(await openCardSession(id));
    expect(mpgs.orders.get(id)).toMatchObject({ status: "AUTHORIZED", totalAuthorizedAmount: 330, totalCapturedAmount: 0 });

    expect(await follow(back)).toBe(`http://ikaze.test/myorder/${id}?payment=paid`);
    expect(captures(id).map((c) => [c.transactionId, c.body, c.answer.status])).toEqual([
      ["capture-auth-1", { apiOperation: "CAPTURE", transaction: { amount: "330.00", currency: "USD" } }, 200],
    ]);
    expect(voids(id)).toEqual([]);
    expect(await orderRow(id)).toMatchObject({ status: "PAID", capturedAmount: 330 });
    expect(await audit(id)).toEqual(["payment.authorised", "payment.captured", "order.status PAID"]);

    // The same return twice more, at once: the gateway reports the capture, nothing is taken again.
    await Promise.all([follow(back), follow(back)]);
    expect(captures(id)).toHaveLength(1);
    expect(await audit(id)).toEqual(["payment.authorised", "payment.captured", "order.status PAID"]);
    expect(await mailsTo("card.auth@example.com", "Payment received")).toHaveLength(1);

    // The traveller cancels: the policy's share goes back against the capture.
    const cancelled = await read(await cancel(apiRequest(`/api/order/${id}/cancel`, { method: "POST", headers: freshIp() }), params({ id })));
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(mpgs.refunds.filter((r) => r.orderId === id).map((r) => r.answer.status)).toEqual([200]);
  });
});

describe("card and mobile money on one order", () => {
  it("mobile money approved while the card is authorised: PAID once, the card hold voided, never captured", async () => {
    const id = await newOrder("both.ways@example.com");
    // The hosted page authorises the card, but its return has not reached us yet.
    const back = await authoriseAtGateway(await openCardSession(id));
    const prompt = await payByPhone(id, "0781234510");
    expect(prompt.status, JSON.stringify(prompt.body)).toBe(202);
    await momo.decide([...momo.prompts.values()].at(-1)!.reference, "approve");
    expect((await stateOf(prompt.body.attemptId)).body.state).toBe("paid");

    // Then the card's return: the order is paid, so the hold is released.
    expect(await follow(back)).toBe(`http://ikaze.test/myorder/${id}?payment=paid`);
    expect(captures(id)).toEqual([]);
    expect(voids(id).map((v) => [v.transactionId, v.body, v.answer.status])).toEqual([
      ["void-auth-1", { apiOperation: "VOID", transaction: { targetTransactionId: "auth-1" } }, 200],
    ]);
    expect(mpgs.orders.get(id)).toMatchObject({ status: "CANCELLED", totalCapturedAmount: 0 });
    expect(await orderRow(id)).toMatchObject({ status: "PAID", capturedAmount: 330, payCurrency: "RWF" });
    expect(await audit(id)).toEqual(["payment.captured", "order.status PAID", "payment.authorised", "payment.voided"]);
    expect(await mailsTo("both.ways@example.com", "Payment received")).toHaveLength(1);
    expect(await mailsTo("both.ways@example.com", "Refund")).toHaveLength(0);

    await follow(back);
    expect(voids(id)).toHaveLength(1);
  });

  it("card authorised while a prompt is pending: the capture waits, mobile money may not start again, and the prompt's success voids the card", async () => {
    const id = await newOrder("prompt.first@example.com");
    const prompt = await payByPhone(id, "0781234511");
    expect(prompt.status).toBe(202);
    const back = await authoriseAtGateway(await openCardSession(id));
    expect(await follow(back)).toBe(`http://ikaze.test/myorder/${id}?payment=held`);
    expect(captures(id)).toEqual([]);
    expect((await orderRow(id)).status).toBe("PENDING");

    // While the card is held and undecided, no new prompt starts.
    const again = await payByPhone(id, "0781234512");
    expect(again).toMatchObject({ status: 409, body: { error: CARD_HELD } });

    await momo.decide([...momo.prompts.values()].at(-1)!.reference, "approve");
    expect((await stateOf(prompt.body.attemptId)).body.state).toBe("paid");
    expect(captures(id)).toEqual([]);
    expect(voids(id)).toHaveLength(1);
    expect(await orderRow(id)).toMatchObject({ status: "PAID", capturedAmount: 330 });
    expect(await audit(id)).toEqual(["payment.authorised", "payment.captured", "order.status PAID", "payment.voided"]);
    expect(await mailsTo("prompt.first@example.com", "Payment received")).toHaveLength(1);
  });

  it("card authorised while a prompt is pending: the prompt's decline lets the card be captured", async () => {
    const id = await newOrder("prompt.declined@example.com");
    const prompt = await payByPhone(id, "0781234513");
    expect(prompt.status).toBe(202);
    const back = await authoriseAtGateway(await openCardSession(id));
    expect(await follow(back)).toBe(`http://ikaze.test/myorder/${id}?payment=held`);

    await momo.decide([...momo.prompts.values()].at(-1)!.reference, "decline");
    expect((await stateOf(prompt.body.attemptId)).body.state).toBe("declined");
    expect(captures(id).map((c) => c.body.transaction)).toEqual([{ amount: "330.00", currency: "USD" }]);
    expect(voids(id)).toEqual([]);
    expect(await orderRow(id)).toMatchObject({ status: "PAID", capturedAmount: 330, payCurrency: null });
    expect((await mobileAttempts(id)).map((a) => a.status)).toEqual(["FAILED"]);
    // A late look at the return finds it paid; nothing more is taken.
    expect(await follow(back)).toBe(`http://ikaze.test/myorder/${id}?payment=paid`);
    expect(captures(id)).toHaveLength(1);
    expect(await mailsTo("prompt.declined@example.com", "Payment received")).toHaveLength(1);
  });
});
