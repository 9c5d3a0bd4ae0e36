import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { addDays, format } from "date-fns";
import { getDb } from "@/lib/platform/db/client";
import { orders, refunds } from "@/lib/platform/db/schema";
import { POST as session } from "@/app/api/v1/payments/session/route";
import { GET as paymentReturn } from "@/app/api/v1/payments/return/route";
import { POST as cancel } from "@/app/api/order/[id]/cancel/route";
import { POST as staffRefund } from "@/app/api/order/[id]/refund/route";
import { retryPendingRefunds } from "@/lib/booking/refunds/service";
import { apiRequest, makeUser, params } from "./helpers/factories";
import { read } from "./helpers/content";
import { startFakeMpgs, type FakeMpgs } from "./helpers/fake-mpgs";
import { freshIp, makeTour, orderBody, postOrder } from "./helpers/orders";

/**
 * Refunds through Mastercard Gateway (Transaction: Refund, API version 100) with the real client
 * against the fake gateway on loopback: the request's path, body and credentials, a decline that
 * changes nothing, and an unanswered refund sent again with the same transaction id.
 */
let fake: FakeMpgs;
let tour: Awaited<ReturnType<typeof makeTour>>;
let admin: string;
const tourDate = format(addDays(new Date(), 60), "yyyy-MM-dd");

beforeAll(async () => {
  fake = await startFakeMpgs();
  Object.assign(process.env, { MPGS_BASE_URL: fake.url, MPGS_MERCHANT_ID: fake.merchantId, MPGS_API_PASSWORD: fake.password });
  tour = await makeTour([150, 260, 330, 400, 480]);
  admin = (await makeUser("admin")).token;
});
afterAll(() => fake.close());

const row = async (id: string) => (await (await getDb()).select().from(orders).where(eq(orders.id, id)))[0];

/** Booked and paid on the fake hosted page (Approve), confirmed through our return route. */
async function paidOrder(email: string) {
  const placed = await postOrder(orderBody(tour.id, 2, { email, needDate: tourDate, deadline: `${tourDate}T07:00` }));
  const id = placed.body.order.id as string;
  const s = await read(await session(apiRequest("/api/v1/payments/session", { body: { orderId: id, method: "mastercard" }, headers: freshIp() }), undefined));
  const paid = await (await fetch(`${fake.url}/fake/pay/${s.body.sessionId}/approve`, { method: "POST" })).json();
  await paymentReturn(apiRequest(paid.redirect), undefined);
  expect(await row(id)).toMatchObject({ status: "PAID", testMode: false });
  return id;
}

describe("MPGS refunds", () => {
  it("a traveller's cancellation sends REFUND for the policy's amount: PUT …/order/{id}/transaction/{refund id}, version 100, Basic auth", async () => {
    const id = await paidOrder("mpgs-cancel@example.com");
    const res = await read(await cancel(apiRequest(`/api/order/${id}/cancel`, { method: "POST", headers: freshIp() }), params({ id })));
    expect(res.body).toMatchObject({ status: "REFUNDED", refundAmount: 260 });
    const [refund] = await (await getDb()).select().from(refunds).where(eq(refunds.orderId, id));
    expect(fake.refunds).toHaveLength(1);
    expect(fake.refunds[0]).toMatchObject({
      orderId: id,
      transactionId: refund.id,
      version: "100",
      authorization: `Basic ${Buffer.from(`merchant.${fake.merchantId}:${fake.password}`).toString("base64")}`,
      body: { apiOperation: "REFUND", transaction: { amount: "260.00", currency: "USD" } },
    });
    expect(refund).toMatchObject({ method: "mpgs", state: "succeeded", amount: 260 });
    expect(fake.orders.get(id)).toMatchObject({ status: "REFUNDED", totalRefundedAmount: 260 });
  });

  it("a declined refund leaves the order as it was and says why; approved later, it goes through", async () => {
    const id = await paidOrder("mpgs-declined@example.com");
    fake.declineRefunds(id, "DECLINED");
    const refund = async (amount: number) =>
      read(
        await staffRefund(apiRequest(`/api/order/${id}/refund`, { body: { amount, reason: "Guide fell ill", cancel: true }, token: admin }), params({ id })),
      );
    const declined = await refund(100);
    expect(declined.status).toBe(409);
    expect(declined.body.error).toBe(
      "The payment gateway declined the refund (DECLINED: Refund declined by the issuer). Nothing was changed: the booking and its payment stand as before.",
    );
    expect(await row(id)).toMatchObject({ status: "PAID", refundedAmount: 0 });
    expect((await (await getDb()).select().from(refunds).where(eq(refunds.orderId, id))).map((r) => r.state)).toEqual(["declined"]);

    fake.declineRefunds(id);
    const made = await refund(100);
    expect(made.body).toMatchObject({ status: "PARTIALLY_REFUNDED", refundedAmount: 100 });
    expect(fake.refunds.filter((r) => r.orderId === id).map((r) => r.body.transaction)).toEqual([
      { amount: "100.00", currency: "USD" },
      { amount: "100.00", currency: "USD" },
    ]);
  });

  it("an unanswered refund stays pending (502) and is sent again, with the same transaction id, by the sweep", async () => {
    const id = await paidOrder("mpgs-silent@example.com");
    fake.outage = true;
    const res = await read(
      await staffRefund(apiRequest(`/api/order/${id}/refund`, { body: { amount: 60, reason: "Goodwill", cancel: false }, token: admin }), params({ id })),
    );
    fake.outage = false;
    expect(res.status).toBe(502);
    const [pending] = await (await getDb()).select().from(refunds).where(eq(refunds.orderId, id));
    expect(pending.state).toBe("pending");
    expect(await row(id)).toMatchObject({ status: "PAID", refundedAmount: 0 });

    await retryPendingRefunds(new Date(Date.now() + 2 * 60_000));
    expect(fake.refunds.filter((r) => r.orderId === id).map((r) => [r.transactionId, r.answer.status])).toEqual([[pending.id, 200]]);
    expect(await row(id)).toMatchObject({ status: "PAID", refundedAmount: 60 });
  });
});
