import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { orders, paymentAttempts } from "@/lib/platform/db/schema";
import { POST as session } from "@/app/api/v1/payments/session/route";
import { GET as paymentReturn } from "@/app/api/v1/payments/return/route";
import { POST as decide } from "@/app/api/v1/payments/test-gateway/route";
import { POST as bankTransfer } from "@/app/api/v1/payments/bank-transfer/route";
import { POST as webhook } from "@/app/api/v1/payments/webhook/route";
import { PUT as putOrder } from "@/app/api/order/[id]/route";
import { apiRequest, makeUser, params } from "./helpers/factories";
import { read } from "./helpers/content";
import { freshIp, mailsTo, makeTour, orderBody, postOrder } from "./helpers/orders";

let tour: Awaited<ReturnType<typeof makeTour>>;
let admin: string;
beforeAll(async () => {
  tour = await makeTour([120, 200, 270, 320, 400]);
  admin = (await makeUser("admin")).token;
});

const orderRow = async (id: string) => (await (await getDb()).select().from(orders).where(eq(orders.id, id)))[0];
const attempts = async (id: string) => (await getDb()).select().from(paymentAttempts).where(eq(paymentAttempts.orderId, id));

async function newOrder(email: string, people = 3) {
  const res = await postOrder(orderBody(tour.id, people, { email }));
  expect(res.status).toBe(200);
  return res.body.order.id as string;
}
async function openSession(orderId: string, extra: Record<string, unknown> = {}) {
  return read(await session(apiRequest("/api/v1/payments/session", { body: { orderId, method: "visa", ...extra }, headers: freshIp() }), undefined));
}
async function choose(sessionId: string, decision: string) {
  return read(await decide(apiRequest("/api/v1/payments/test-gateway", { body: { sessionId, decision } }), undefined));
}
async function follow(redirect: string) {
  const res = await paymentReturn(apiRequest(redirect), undefined);
  return { status: res.status, location: res.headers.get("location") ?? "" };
}

describe("card payment through the test gateway (same path as MPGS)", () => {
  it("session for the stored amount (a client amount is ignored) → approve → return → PAID, one receipt", async () => {
    const id = await newOrder("payer@example.com");
    const s = await openSession(id, { amount: 1 });
    expect(s.status, JSON.stringify(s.body)).toBe(200);
    expect(s.body).toMatchObject({ gateway: "test", checkoutUrl: `/pay/test-gateway/${s.body.sessionId}` });
    expect((await attempts(id))[0]).toMatchObject({ amount: 270, gateway: "test", method: "visa", status: "PENDING" });

    const approved = await choose(s.body.sessionId, "approve");
    expect(approved.status).toBe(200);
    const back = await follow(approved.body.redirect);
    expect(back).toEqual({ status: 303, location: `http://ikaze.test/myorder/${id}?payment=paid` });
    expect(await orderRow(id)).toMatchObject({ status: "PAID" });
    expect((await attempts(id))[0].status).toBe("SUCCESS");

    // Replayed and concurrent returns change nothing more.
    await Promise.all([follow(approved.body.redirect), follow(approved.body.redirect), follow(approved.body.redirect)]);
    expect(await mailsTo("payer@example.com", "Payment received")).toHaveLength(1);
    expect((await openSession(id)).body).toEqual({ error: "This order is already paid." });
    expect((await choose(s.body.sessionId, "approve")).status).toBe(409);
  });

  it("a session opened from a French or Kinyarwanda /pay page comes back to that language; another value reads as English", async () => {
    const id = await newOrder("francais@example.com");
    const s = await openSession(id, { lang: "fr" });
    expect(s.body.checkoutUrl).toBe(`/fr/pay/test-gateway/${s.body.sessionId}`);
    const approved = await choose(s.body.sessionId, "approve");
    expect(approved.body.redirect).toMatch(/&lang=fr$/);
    expect(await follow(approved.body.redirect)).toEqual({ status: 303, location: `http://ikaze.test/fr/myorder/${id}?payment=paid` });

    const other = await newOrder("kinyarwanda@example.com");
    const rw = await openSession(other, { lang: "rw" });
    expect((await choose(rw.body.sessionId, "cancel")).body).toEqual({ redirect: `/rw/pay/${other}?payment=cancelled` });
    const de = await openSession(other, { lang: "de" });
    expect(de.status).toBe(200);
    expect(de.body.checkoutUrl).toBe(`/pay/test-gateway/${de.body.sessionId}`);
    expect((await choose(de.body.sessionId, "decline")).body.redirect).not.toContain("lang=");
    expect((await follow(`/api/v1/payments/return?orderId=${other}&lang=rw`)).location).toBe(`http://ikaze.test/rw/pay/${other}?payment=failed`);
  });

  it("concurrent first confirmations pay once", async () => {
    const id = await newOrder("race@example.com");
    const s = await openSession(id);
    const { body } = await choose(s.body.sessionId, "approve");
    const results = await Promise.all(Array.from({ length: 5 }, () => follow(body.redirect)));
    expect(results.every((r) => r.location.endsWith("?payment=paid"))).toBe(true);
    expect(await mailsTo("race@example.com", "Payment received")).toHaveLength(1);
  });

  it("decline leaves the order PENDING and payable again; a forged indicator does not pay", async () => {
    const id = await newOrder("decline@example.com");
    const s = await openSession(id);
    const declined = await choose(s.body.sessionId, "decline");
    expect((await follow(declined.body.redirect)).location).toBe(`http://ikaze.test/pay/${id}?payment=failed`);
    expect((await orderRow(id)).status).toBe("PENDING");
    expect((await attempts(id))[0].status).toBe("FAILED");

    const again = await openSession(id);
    expect(again.status).toBe(200);
    // The approval happened, but this return carries the wrong indicator: no payment from it.
    const approved = await choose(again.body.sessionId, "approve");
    expect((await follow(`/api/v1/payments/return?orderId=${id}&resultIndicator=forged`)).location).toContain("payment=failed");
    expect((await orderRow(id)).status).toBe("PENDING");
    expect((await follow(approved.body.redirect)).location).toContain("payment=paid");
    expect(await attempts(id)).toHaveLength(2);
  });

  it("a return for an order never paid at the gateway does not pay; unknown sessions and orders are 404", async () => {
    const id = await newOrder("nopay@example.com");
    expect((await follow(`/api/v1/payments/return?orderId=${id}`)).location).toContain("payment=failed");
    await openSession(id);
    expect((await follow(`/api/v1/payments/return?orderId=${id}`)).location).toContain("payment=failed");
    expect((await orderRow(id)).status).toBe("PENDING");
    expect((await choose("TESTNOPE", "approve")).status).toBe(404);
    expect((await openSession("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await openSession("nope")).status).toBe(400);
    expect((await paymentReturn(apiRequest("/api/v1/payments/return?orderId=x"), undefined)).status).toBe(404);
  });

  it("cancel goes back to the pay page", async () => {
    const id = await newOrder("cancel@example.com");
    const s = await openSession(id);
    expect((await choose(s.body.sessionId, "cancel")).body).toEqual({ redirect: `/pay/${id}?payment=cancelled` });
    expect((await orderRow(id)).status).toBe("PENDING");
  });
});

describe("bank transfer", () => {
  it("sets the order awaiting transfer, e-mails the details once; an admin marks it paid", async () => {
    const id = await newOrder("bank@example.com", 2);
    const choose = () => bankTransfer(apiRequest("/api/v1/payments/bank-transfer", { body: { orderId: id }, headers: freshIp() }), undefined);
    const res = await read(await choose());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ reference: `IKZ-${id.slice(0, 8).toUpperCase()}`, amount: 200, bank: { swift: "BKIGRWRW" } });
    await choose();
    expect((await orderRow(id)).status).toBe("AWAITING_TRANSFER");
    const mails = await mailsTo("bank@example.com", "Bank transfer details");
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(res.body.reference);
    const paid = await putOrder(apiRequest(`/api/order/${id}`, { method: "PUT", body: { status: "PAID" }, token: admin }), params({ id }));
    expect(paid.status).toBe(200);
    expect((await orderRow(id)).status).toBe("PAID");
    expect(await mailsTo("bank@example.com", "Payment received")).toHaveLength(1);
  });
});

describe("webhook", () => {
  it("is refused without a configured, matching secret", async () => {
    const id = await newOrder("hook@example.com");
    const res = await read(
      await webhook(
        apiRequest("/api/v1/payments/webhook", { body: { order: { id, status: "CAPTURED" } }, headers: { "x-notification-secret": "guess" } }),
        undefined,
      ),
    );
    expect(res.status).toBe(403);
    expect((await orderRow(id)).status).toBe("PENDING");
  });
});
