import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { auditLog, events, exchangeRates, orders, paymentAttempts, refunds } from "@/lib/platform/db/schema";
import { GET as getRate, POST as postRate } from "@/app/api/v1/exchange-rate/route";
import { POST as start } from "@/app/api/v1/payments/mobile/route";
import { GET as state } from "@/app/api/v1/payments/mobile/[id]/route";
import { POST as recheck } from "@/app/api/v1/payments/mobile/[id]/recheck/route";
import { POST as callbackPost, PUT as callbackPut } from "@/app/api/v1/payments/mobile/callback/[provider]/route";
import { POST as staffRefund } from "@/app/api/order/[id]/refund/route";
import { GET as oneOrder } from "@/app/api/order/[id]/route";
import { GET as bookingsExport } from "@/app/account/tour-bookings/export/route";
import { GET as participantsExport } from "@/app/account/events/participant/export/route";
import { POST as register } from "@/app/api/participant/create/route";
import { voucherForOrder } from "@/lib/booking/vouchers/voucher";
import { payLinkOrderOf, registrationBody } from "./helpers/participants";
import { pdfText } from "./helpers/pdf";
import { pollMobilePayments } from "@/lib/booking/payments/mobile-service";
import { toFrancs } from "@/lib/booking/payments/francs";
import { startFakeMobileMoney, type FakeMobileMoney } from "@/lib/booking/gateways/mobile-fake";
import { apiRequest, makeUser, params } from "./helpers/factories";
import { read } from "./helpers/content";
import { kigaliDay } from "./helpers/days";
import { freshIp, mailsTo, makeTour, orderBody, postOrder } from "./helpers/orders";

/**
 * Mobile money through the real MTN MoMo and Airtel clients against the local fake of both APIs:
 * the franc rate's rules, rounding and the lock on the order, confirmation only from the provider's
 * status endpoint (callbacks are hints; polling alone confirms), one open prompt per order, and the
 * prompt limits that answer the same whether or not they were hit.
 */
let fake: FakeMobileMoney;
let tour: Awaited<ReturnType<typeof makeTour>>;
let admin: string;
const RATE = 1387.25;

beforeAll(async () => {
  fake = await startFakeMobileMoney({ callbackDelayMs: 10_000_000, slowMs: 300 });
  Object.assign(process.env, {
    MOMO_BASE_URL: fake.url,
    MOMO_SUBSCRIPTION_KEY: fake.credentials.momo.subscriptionKey,
    MOMO_API_USER: fake.credentials.momo.apiUser,
    MOMO_API_KEY: fake.credentials.momo.apiKey,
    MOMO_DISBURSEMENT_SUBSCRIPTION_KEY: fake.credentials.momo.subscriptionKey,
    MOMO_DISBURSEMENT_API_USER: fake.credentials.momo.apiUser,
    MOMO_DISBURSEMENT_API_KEY: fake.credentials.momo.apiKey,
    AIRTEL_BASE_URL: fake.url,
    AIRTEL_CLIENT_ID: fake.credentials.airtel.clientId,
    AIRTEL_CLIENT_SECRET: fake.credentials.airtel.clientSecret,
  });
  tour = await makeTour([150, 260, 330, 400, 480]);
  admin = (await makeUser("admin")).token;
});
afterAll(() => fake.close());

const today = () => kigaliDay(new Date());
const daysAgo = (n: number) => kigaliDay(new Date(Date.now() - n * 86_400_000));
const setRate = async (body: unknown, token: string | null = admin) =>
  read(await postRate(apiRequest("/api/v1/exchange-rate", { body, token: token ?? undefined }), undefined));
/** Intl separates the sign from the number by a no-break space. */
const rf = (s: string) => s.replace(/\u00a0/g, " ");
const pay = async (body: Record<string, unknown>, headers = freshIp()) =>
  read(await start(apiRequest("/api/v1/payments/mobile", { body, headers }), undefined));
const stateOf = async (id: string) => read(await state(apiRequest(`/api/v1/payments/mobile/${id}`), params({ id })));
const order = async (id: string) => (await (await getDb()).select().from(orders).where(eq(orders.id, id)))[0];
const attempt = async (id: string) => (await (await getDb()).select().from(paymentAttempts).where(eq(paymentAttempts.id, id)))[0];
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function newOrder(people = 3) {
  const res = await postOrder(orderBody(tour.id, people, { email: `momo-${Math.random()}@example.com` }));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.order.id as string;
}
/** A pending prompt, by the provider's reference, approved or declined on the fake's side. */
async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 50; i++) {
    if (await check()) return;
    await wait(100);
  }
  throw new Error("timed out");
}

describe("the dollar's rate in francs", () => {
  it("no rate yet: mobile money is paused for the visitor (503), and staff read why", async () => {
    const id = await newOrder();
    const res = await pay({ orderId: id, phone: "0781234567" });
    expect(res.status).toBe(503);
    expect(res.body.error).toContain("Mobile money is not available");
    const s = await read(await getRate(apiRequest("/api/v1/exchange-rate", { token: admin }), undefined));
    expect(s.body).toMatchObject({ data: null, usable: false });
    expect(s.body.problem).toContain("No dollar rate");
    expect(fake.prompts.size).toBe(0);
  });

  it("only administrators set it; a bad, future or stale date is refused; a good one is saved and audited", async () => {
    expect((await setRate({ rate: RATE, ratedOn: today() }, null)).status).toBe(401);
    expect((await setRate({ rate: RATE, ratedOn: today() }, (await makeUser("user")).token)).status).toBe(403);
    expect((await setRate({ rate: "abc", ratedOn: today() })).status).toBe(400);
    expect((await setRate({ rate: 3, ratedOn: today() })).status).toBe(400);
    expect((await setRate({ rate: RATE, ratedOn: "2026-02-30" })).status).toBe(400);
    expect((await setRate({ rate: RATE, ratedOn: daysAgo(-2) })).body.error).toContain("future");
    expect((await setRate({ rate: RATE, ratedOn: daysAgo(9) })).body.error).toContain("within the last 7 days");
    const saved = await setRate({ rate: RATE, ratedOn: today() });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body.data).toMatchObject({ rate: RATE, ratedOn: today() });
    const [audit] = await (await getDb()).select().from(auditLog).where(eq(auditLog.entityId, saved.body.data.id));
    expect(audit).toMatchObject({ action: "exchange-rate.set" });
    expect(rf(audit.summary)).toContain("RF 1,387");
  });

  it("a rate older than 7 days is not used: staff are told, the visitor gets the same pause", async () => {
    const db = await getDb();
    const [old] = await db
      .insert(exchangeRates)
      .values({ rate: 1300, ratedOn: daysAgo(8), setBy: "test" })
      .returning();
    const res = await pay({ orderId: await newOrder(), phone: "0781234567" });
    expect(res.status).toBe(503);
    const s = await read(await getRate(apiRequest("/api/v1/exchange-rate", { token: admin }), undefined));
    expect(s.body.problem).toContain("more than 7 days ago");
    await db.delete(exchangeRates).where(eq(exchangeRates.id, old.id));
  });
});

describe("francs rounded up and locked on the order", () => {
  it("rounds up to a whole franc, exactly", () => {
    expect(toFrancs(330, 1387.25)).toBe(457_793); // 457,792.5
    expect(toFrancs(100, 1300)).toBe(130_000);
    expect(toFrancs(0.01, 1387.2501)).toBe(14);
    expect(toFrancs(999_999.99, 1499.9999)).toBe(1_499_999_886); // 1,499,999,885.00001
  });

  it("starts an MTN prompt for the order's price in francs (any amount sent is ignored) and locks amount and rate on the order", async () => {
    const id = await newOrder(3);
    const res = await pay({ orderId: id, phone: "078 123 4510", provider: "momo", amount: 1 });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body).toMatchObject({ amount: 457_793, currency: "RWF", provider: "momo", usd: 330, rate: RATE });
    expect(rf(res.body.amountText)).toBe("RF 457,793");
    expect(rf(res.body.message)).toBe("Approve the payment of RF 457,793 on your phone.");
    const sent = [...fake.prompts.values()].at(-1)!;
    expect(sent).toMatchObject({ provider: "momo", msisdn: "250781234510", amount: 457_793, currency: "RWF", status: "PENDING" });
    expect(await order(id)).toMatchObject({ amount: 330, currency: "USD", payCurrency: "RWF", payAmount: 457_793, payRate: RATE, status: "PENDING" });
    // A new rate later changes nothing of this payment.
    expect((await setRate({ rate: 1500, ratedOn: today() })).status).toBe(201);
    expect((await stateOf(res.body.attemptId)).body).toMatchObject({ state: "pending", amount: 457_793 });
    await fake.decide(sent.reference, "approve");
    expect((await stateOf(res.body.attemptId)).body).toMatchObject({ state: "paid", next: `/myorder/${id}?payment=paid` });
    expect(await order(id)).toMatchObject({ status: "PAID", capturedAmount: 330, payAmount: 457_793 });
    // What was paid, in the currency it was paid in: GET /api/order/{id} and the bookings CSV.
    const api = await read(await oneOrder(apiRequest(`/api/order/${id}`), params({ id })));
    expect(api.body.data).toMatchObject({ amount: 330, currency: "USD", payIn: { currency: "RWF", amount: 457_793, rate: RATE }, testMode: false });
    const email = api.body.data.clientEmail as string;
    const csv = await (await bookingsExport(apiRequest(`/account/tour-bookings/export?q=${encodeURIComponent(email)}`, { token: admin }))).text();
    const [head, line] = csv.trim().split("\r\n");
    const cell = (name: string) => line.split(",")[head.split(",").indexOf(name)];
    expect([cell("Paid in"), cell("Amount paid"), cell("Rate (per USD)")]).toEqual(["RWF", "457793", "1387.25"]);
    const [receipt] = await mailsTo(email, "Payment received");
    expect(rf(receipt.text)).toContain("We received your payment of RF 457,793 ($330) by mobile money");
    expect((await setRate({ rate: RATE, ratedOn: today() })).status).toBe(201);
  });

  it("a registration paid in francs says so in its receipt, on its ticket and in the participants' CSV", async () => {
    const db = await getDb();
    const [event] = await db
      .insert(events)
      .values({
        slug: `momo-forum-${Date.now()}`,
        title: "Francs forum",
        startDate: new Date(Date.now() + 30 * 86_400_000),
        endDate: new Date(Date.now() + 31 * 86_400_000),
        place: "Kigali",
        isApproved: true,
        price: 120,
        price1: 120,
      })
      .returning();
    const email = `momo-registrant-${Date.now()}@example.rw`;
    const reg = await read(
      await register(apiRequest("/api/participant/create", { body: registrationBody(event.slug, { email }), headers: freshIp() }), undefined),
    );
    expect(reg.status, JSON.stringify(reg.body)).toBe(201);
    const id = await payLinkOrderOf(email);
    const res = await pay({ orderId: id, phone: "078 123 4520" });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const francs = toFrancs(120, RATE);
    await fake.decide([...fake.prompts.values()].at(-1)!.reference, "approve");
    expect((await stateOf(res.body.attemptId)).body).toMatchObject({ state: "paid" });
    const paid = `RF ${francs.toLocaleString("en-US")} ($120) by mobile money`;

    const [receipt] = await mailsTo(email, "Payment received");
    expect(rf(receipt.text)).toContain(`Receipt: we received ${paid} on`);
    const ticket = await voucherForOrder(db, id);
    expect(rf(await pdfText(ticket!.pdf))).toContain(paid);
    const csv = await (
      await participantsExport(apiRequest(`/account/events/participant/export?event=${event.id}`, { token: admin }), undefined as never)
    ).text();
    const [head, line] = csv.trim().split("\r\n");
    const cell = (name: string) => line.split(",")[head.split(",").indexOf(name)];
    expect([cell("Amount (USD)"), cell("Paid in"), cell("Amount paid")]).toEqual(["120", "RWF", String(francs)]);
  });

  it("the number tells the network; a number of the other network, or not a Rwandan mobile, is refused in plain words", async () => {
    const id = await newOrder();
    expect((await pay({ orderId: id, phone: "0721234567", provider: "momo" })).body.error).toContain("This is an Airtel Money number, not MTN MoMo");
    expect((await pay({ orderId: id, phone: "0252123456" })).body.error).toContain("Rwandan mobile number");
    expect((await pay({ orderId: id, phone: "+44 7700 900123" })).body.error).toContain("Rwandan mobile number");
    const airtel = await pay({ orderId: id, phone: "+250 731 234 511" });
    expect(airtel.status, JSON.stringify(airtel.body)).toBe(202);
    expect(airtel.body.provider).toBe("airtel");
  });
});

describe("confirmed by the provider, once", () => {
  it("a payment whose callback never comes becomes PAID by the poller alone", async () => {
    const id = await newOrder(1);
    const res = await pay({ orderId: id, phone: "0781234504" });
    expect(res.status).toBe(202);
    await until(async () => fake.prompts.get((await attempt(res.body.attemptId)).sessionId!)?.status === "SUCCESSFUL");
    expect((await order(id)).status).toBe("PENDING");
    expect(await pollMobilePayments(new Date(Date.now() + 60_000))).toBeGreaterThan(0);
    expect(await order(id)).toMatchObject({ status: "PAID", capturedAmount: 150 });
    const audit = await (
      await getDb()
    )
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, "payment.captured")));
    expect(audit).toHaveLength(1);
    expect(audit[0].details).toMatchObject({ gateway: "momo", paid: `${toFrancs(150, RATE)} RWF`, wallet: "078•••••04" });
  });

  it("a forged callback changes nothing; an unknown reference is ignored; the real one confirms once, a replay adds nothing", async () => {
    const id = await newOrder(2);
    const res = await pay({ orderId: id, phone: "0791234520" });
    const reference = (await attempt(res.body.attemptId)).sessionId!;
    const forged = { externalId: reference, status: "SUCCESSFUL", amount: "1", currency: "RWF", financialTransactionId: "123" };
    const call = async (body: unknown) =>
      read(await callbackPut(apiRequest("/api/v1/payments/mobile/callback/momo", { method: "PUT", body }), params({ provider: "momo" })));
    expect((await call(forged)).body).toEqual({ received: true });
    expect((await call({ externalId: crypto.randomUUID(), status: "SUCCESSFUL" })).body).toEqual({ received: true });
    expect((await call("not json at all")).status).toBe(200);
    expect((await attempt(res.body.attemptId)).status).toBe("PENDING");
    expect((await order(id)).status).toBe("PENDING");

    await fake.decide(reference, "approve");
    expect((await call({ externalId: reference })).body).toEqual({ received: true });
    expect(await order(id)).toMatchObject({ status: "PAID", capturedAmount: 260 });
    await call(forged);
    await call(forged);
    const captured = await (
      await getDb()
    )
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, "payment.captured")));
    expect(captured).toHaveLength(1);
    expect((await order(id)).capturedAmount).toBe(260);
    // Airtel's callback, for a reference that is not Airtel's, changes nothing either.
    const airtel = await read(
      await callbackPost(
        apiRequest("/api/v1/payments/mobile/callback/airtel", { body: { transaction: { id: reference, status_code: "TS" } } }),
        params({ provider: "airtel" }),
      ),
    );
    expect(airtel.body).toEqual({ received: true });
  });

  it("two concurrent attempts on one order: one prompt, the other is told the first is still open", async () => {
    const id = await newOrder(2);
    const before = fake.prompts.size;
    const [a, b] = await Promise.all([pay({ orderId: id, phone: "0781234530" }), pay({ orderId: id, phone: "0731234530" })]);
    expect([a.status, b.status].sort()).toEqual([202, 409]);
    expect([a, b].find((r) => r.status === 409)!.body.error).toContain("still open on your phone");
    expect(fake.prompts.size).toBe(before + 1);
    // Still pending at the provider: a third try is refused too; once declined there, a new one may start.
    const again = await pay({ orderId: id, phone: "0781234530" });
    expect(again.status).toBe(409);
    const open = [...fake.prompts.values()].at(-1)!;
    await fake.decide(open.reference, "decline");
    const retry = await pay({ orderId: id, phone: "0781234530" });
    expect(retry.status, JSON.stringify(retry.body)).toBe(202);
    const rows = await (await getDb()).select().from(paymentAttempts).where(eq(paymentAttempts.orderId, id));
    expect(rows.map((r) => r.status).sort()).toEqual(["FAILED", "PENDING"]);
  });

  it("decline, wrong number, provider error and a slow provider say so in plain words", async () => {
    const declined = await pay({ orderId: await newOrder(1), phone: "0781234502" });
    await wait(400);
    expect((await stateOf(declined.body.attemptId)).body).toMatchObject({
      state: "declined",
      message: "The payment was declined on the phone. Nothing was charged.",
    });
    const wrong = await pay({ orderId: await newOrder(1), phone: "0781234508" });
    await wait(300);
    expect((await stateOf(wrong.body.attemptId)).body.state).toBe("wrong-number");
    const down = await pay({ orderId: await newOrder(1), phone: "0781234506" });
    expect(down.status).toBe(502);
    expect(down.body.error).toBe("MTN MoMo could not be reached. Please try again in a moment, or choose another way to pay.");
    const slow = await pay({ orderId: await newOrder(1), phone: "0731234507" });
    expect(slow.status).toBe(202);
  });

  it("a prompt that is never answered times out after 5 minutes; staff can re-check it (audited)", async () => {
    const id = await newOrder(1);
    const res = await pay({ orderId: id, phone: "0781234503" });
    const later = new Date(Date.now() + 6 * 60_000);
    const { mobilePaymentState } = await import("@/lib/booking/payments/mobile-service");
    expect((await mobilePaymentState(res.body.attemptId, later)).state).toBe("timeout");
    const staff = (await makeUser("user")).token;
    expect(
      (await read(await recheck(apiRequest(`/api/v1/payments/mobile/${res.body.attemptId}/recheck`, { method: "POST" }), params({ id: res.body.attemptId }))))
        .status,
    ).toBe(401);
    const r = await read(
      await recheck(apiRequest(`/api/v1/payments/mobile/${res.body.attemptId}/recheck`, { method: "POST", token: staff }), params({ id: res.body.attemptId })),
    );
    expect(r.body).toMatchObject({ status: "PENDING" });
    const [audit] = await (
      await getDb()
    )
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, "payment.rechecked")));
    expect(audit).toBeDefined();
  });
});

describe("prompt limits", () => {
  it("a fourth prompt to one number within the hour is not sent, and the answer is the same", async () => {
    const phone = "0781234555";
    const answers = [];
    const before = [...fake.prompts.values()].filter((p) => p.msisdn === "250781234555").length;
    for (let i = 0; i < 4; i++) answers.push(await pay({ orderId: await newOrder(1), phone }));
    expect(answers.map((a) => a.status)).toEqual([202, 202, 202, 202]);
    const shape = (b: Record<string, unknown>) => Object.keys(b).sort();
    expect(shape(answers[3].body)).toEqual(shape(answers[0].body));
    expect(answers[3].body.message).toBe(answers[0].body.message);
    expect([...fake.prompts.values()].filter((p) => p.msisdn === "250781234555").length - before).toBe(3);
    expect((await stateOf(answers[3].body.attemptId)).body.state).toBe("pending");
  });
});

describe("refunds in francs to the same wallet", () => {
  it("a staff refund of an Airtel payment goes back to the wallet in francs; a refusal is shown with its reason", async () => {
    const id = await newOrder(1);
    const res = await pay({ orderId: id, phone: "0731234501" });
    await until(async () => (await order(id)).status === "PAID" || (await stateOf(res.body.attemptId)).body.state === "paid");
    const refund = async (body: unknown, orderId = id) =>
      read(await staffRefund(apiRequest(`/api/order/${orderId}/refund`, { body, token: admin }), params({ id: orderId })));
    const part = await refund({ amount: 50, reason: "Goodwill" });
    expect(part.body.error ?? "").toContain("whole payments only");
    const whole = await refund({ amount: 150, reason: "Tour cancelled by us", cancel: true });
    expect(whole.body, JSON.stringify(whole.body)).toMatchObject({ status: "REFUNDED", refundedAmount: 150 });
    expect(fake.refunds.at(-1)).toMatchObject({ provider: "airtel", amount: toFrancs(150, RATE), currency: "RWF", msisdn: "250731234501" });
    const [row] = await (
      await getDb()
    )
      .select()
      .from(refunds)
      .where(and(eq(refunds.orderId, id), eq(refunds.state, "succeeded")));
    expect(row).toMatchObject({ method: "airtel" });

    const momo = await newOrder(2);
    const paid = await pay({ orderId: momo, phone: "0781234501" });
    await until(async () => (await stateOf(paid.body.attemptId)).body.state === "paid");
    const half = await refund({ amount: 130, reason: "Half back" }, momo);
    expect(half.body).toMatchObject({ status: "PAID", refundedAmount: 130 });
    expect(fake.refunds.at(-1)).toMatchObject({ provider: "momo", amount: Math.round(toFrancs(260, RATE) / 2), currency: "RWF" });
    fake.refuseRefunds("PAYEE_NOT_ALLOWED_TO_RECEIVE");
    const refused = await refund({ amount: 10, reason: "More" }, momo);
    expect(refused.body.error).toContain("PAYEE_NOT_ALLOWED_TO_RECEIVE");
    fake.refuseRefunds(null);
  });
});
