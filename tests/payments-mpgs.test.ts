import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { events, orders } from "@/lib/platform/db/schema";
import { POST as register } from "@/app/api/participant/create/route";
import { payLinkOrderOf, registrationBody } from "./helpers/participants";
import { POST as session } from "@/app/api/v1/payments/session/route";
import { GET as paymentReturn } from "@/app/api/v1/payments/return/route";
import { POST as webhook } from "@/app/api/v1/payments/webhook/route";
import { apiRequest } from "./helpers/factories";
import { read } from "./helpers/content";
import { startFakeMpgs, type FakeMpgs } from "./helpers/fake-mpgs";
import { freshIp, mailsTo, makeTour, orderBody, postOrder } from "./helpers/orders";

/** The real MPGS client against the fake gateway on loopback (configuration is read lazily). */
let fake: FakeMpgs;
let tour: Awaited<ReturnType<typeof makeTour>>;
const SECRET = "notification-secret-for-tests";

beforeAll(async () => {
  fake = await startFakeMpgs();
  Object.assign(process.env, {
    MPGS_BASE_URL: fake.url,
    MPGS_MERCHANT_ID: fake.merchantId,
    MPGS_API_PASSWORD: fake.password,
    MPGS_NOTIFICATION_SECRET: SECRET,
  });
  tour = await makeTour([150, 260, 330, 400, 480]);
});
afterAll(() => fake.close());

const status = async (id: string) => (await (await getDb()).select().from(orders).where(eq(orders.id, id)))[0].status;
async function newOrder(email: string) {
  const res = await postOrder(orderBody(tour.id, 3, { email, amount: 5 }));
  expect(res.status).toBe(200);
  return res.body.order.id as string;
}
const openSession = async (orderId: string, extra = {}) =>
  read(await session(apiRequest("/api/v1/payments/session", { body: { orderId, method: "mastercard", ...extra }, headers: freshIp() }), undefined));
const back = async (orderId: string, indicator?: string) => {
  const q = indicator === undefined ? "" : `&resultIndicator=${indicator}`;
  return (await paymentReturn(apiRequest(`/api/v1/payments/return?orderId=${orderId}${q}`), undefined)).headers.get("location") ?? "";
};
const notify = async (body: unknown, secret?: string) =>
  read(await webhook(apiRequest("/api/v1/payments/webhook", { body, headers: secret ? { "x-notification-secret": secret } : {} }), undefined));

describe("MPGS Hosted Checkout (fake gateway)", () => {
  it("creates the session server-side: INITIATE_CHECKOUT, AUTHORIZE, returnUrl, stored amount, version 100, Basic auth", async () => {
    const id = await newOrder("mpgs@example.com");
    const res = await openSession(id, { amount: 1 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const sent = fake.sessions.at(-1)!;
    expect(res.body).toMatchObject({ sessionId: sent.id, gateway: "mpgs", scriptUrl: `${fake.url}/static/checkout/checkout.min.js` });
    expect(sent.version).toBe("100");
    expect(sent.authorization).toBe(`Basic ${Buffer.from(`merchant.${fake.merchantId}:${fake.password}`).toString("base64")}`);
    expect(sent.body).toMatchObject({
      apiOperation: "INITIATE_CHECKOUT",
      interaction: { operation: "AUTHORIZE", merchant: { name: "Ikaze" }, returnUrl: `http://ikaze.test/api/v1/payments/return?orderId=${id}` },
      order: { id, amount: "330.00", currency: "USD" },
    });
  });

  it("a seated order's session ends with its seat hold: interaction.timeout is the hold's seconds left", async () => {
    const db = await getDb();
    const [event] = await db
      .insert(events)
      .values({
        slug: "mpgs-seated",
        title: "MPGS seated",
        startDate: new Date(Date.now() + 30 * 86_400_000),
        endDate: new Date(Date.now() + 31 * 86_400_000),
        place: "Kigali",
        isApproved: true,
        price: 90,
        price1: 90,
        capacity: 3,
      })
      .returning();
    const body = registrationBody(event.slug);
    const res = await read(await register(apiRequest("/api/participant/create", { body, headers: freshIp() }), undefined));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const opened = await openSession(await payLinkOrderOf(body.email));
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const timeout = (fake.sessions.at(-1)!.body.interaction as { timeout?: number }).timeout!;
    // The session start renews the hold to 30 minutes; a second or two may pass before the call.
    expect(timeout).toBeGreaterThan(30 * 60 - 5);
    expect(timeout).toBeLessThanOrEqual(30 * 60);
  });

  it("pays only on the right indicator and a capture of the whole amount in its currency; a smaller capture goes back", async () => {
    const id = await newOrder("exact@example.com");
    await openSession(id);
    const indicator = fake.sessions.at(-1)!.successIndicator;

    // The gateway has no record of a payment: a return claiming success does not pay.
    expect(await back(id, indicator)).toContain("payment=failed");
    // $1 captured does not pay $330: it is recorded and refunded, and the booking still waits.
    fake.setOrder(id, { status: "CAPTURED", totalCapturedAmount: 1, amount: 1 });
    expect(await back(id, indicator)).toContain("payment=failed");
    expect(fake.refunds.filter((r) => r.orderId === id).map((r) => [r.body.transaction, r.answer.status])).toEqual([
      [{ amount: "1.00", currency: "USD" }, 200],
    ]);
    fake.setOrder(id, { status: "CAPTURED", totalCapturedAmount: 330, amount: 330, currency: "EUR" });
    expect(await back(id, indicator)).toContain("payment=failed");
    fake.setOrder(id, { status: "AUTHORIZED", totalCapturedAmount: 0, amount: 330, currency: "USD" });
    expect(await back(id, indicator)).toContain("payment=failed");
    // The gateway's total: the $1 before and now the $330.
    fake.setOrder(id, { status: "CAPTURED", totalCapturedAmount: 331 });
    expect(await back(id, "wrong-indicator")).toContain("payment=failed");
    expect(await status(id)).toBe("PENDING");

    const results = await Promise.all([back(id, indicator), back(id, indicator), back(id, indicator)]);
    expect(results.every((r) => r.endsWith(`/myorder/${id}?payment=paid`))).toBe(true);
    expect(await status(id)).toBe("PAID");
    expect(await mailsTo("exact@example.com", "Payment received")).toHaveLength(1);
  });

  it("webhook: refused without or with a wrong secret; with it, the gateway's Retrieve Order decides", async () => {
    const id = await newOrder("hooked@example.com");
    await openSession(id);
    expect((await notify({ order: { id, status: "CAPTURED" } })).status).toBe(403);
    expect((await notify({ order: { id, status: "CAPTURED" } }, "wrong")).status).toBe(403);
    // The body claims a capture; the gateway does not: nothing changes.
    expect((await notify({ order: { id, status: "CAPTURED", totalCapturedAmount: 330 } }, SECRET)).body.status).toBe("PENDING");
    fake.setOrder(id, { status: "CAPTURED", totalCapturedAmount: 330, amount: 330, currency: "USD" });
    expect((await notify({ order: { id } }, SECRET)).body.status).toBe("PAID");
    expect((await notify({ order: { id } }, SECRET)).body.status).toBe("PAID");
    expect(await mailsTo("hooked@example.com", "Payment received")).toHaveLength(1);
    expect((await notify({}, SECRET)).status).toBe(400);
  });
});
