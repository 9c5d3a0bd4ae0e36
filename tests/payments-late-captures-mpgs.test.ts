import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { auditLog, orders, refunds } from "@/lib/platform/db/schema";
import { POST as session } from "@/app/api/v1/payments/session/route";
import { GET as paymentReturn } from "@/app/api/v1/payments/return/route";
import { POST as cancel } from "@/app/api/order/[id]/cancel/route";
import { POST as staffRefund } from "@/app/api/order/[id]/refund/route";
import { POST as refundMade } from "@/app/api/order/[id]/refund/made/route";
import { getWorkQueue } from "@/lib/office/dashboard/queries";
import { apiRequest, makeUser, params } from "./helpers/factories";
import { read } from "./helpers/content";
import { startFakeMpgs, type FakeMpgs } from "./helpers/fake-mpgs";
import { freshIp, mailsTo, makeTour, orderBody, postOrder } from "./helpers/orders";

/**
 * Money at the edges with the real MPGS client against the fake gateway: when the gateway will
 * not give back money it captured on a cancelled booking, or a second capture of a paid one, the
 * money is recorded as owed and waits first in the dashboard's work queue until staff refund it.
 */
let fake: FakeMpgs;
let tour: Awaited<ReturnType<typeof makeTour>>;
let admin: string;

beforeAll(async () => {
  fake = await startFakeMpgs();
  Object.assign(process.env, { MPGS_BASE_URL: fake.url, MPGS_MERCHANT_ID: fake.merchantId, MPGS_API_PASSWORD: fake.password });
  tour = await makeTour([150, 260, 330, 400, 480]);
  admin = (await makeUser("admin")).token;
});
afterAll(() => fake.close());

const orderRow = async (id: string) => (await (await getDb()).select().from(orders).where(eq(orders.id, id)))[0];
const refundRows = async (id: string) => (await getDb()).select().from(refunds).where(eq(refunds.orderId, id)).orderBy(asc(refunds.createdAt));
const actions = async (id: string, action: string) =>
  (await getDb())
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, id), eq(auditLog.action, action)));
const ref = (id: string) => `IKZ-${id.slice(0, 8).toUpperCase()}`;

async function newOrder(email: string) {
  const res = await postOrder(orderBody(tour.id, 3, { email }));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.order.id as string;
}
async function openSession(orderId: string) {
  const s = await read(await session(apiRequest("/api/v1/payments/session", { body: { orderId, method: "mastercard" }, headers: freshIp() }), undefined));
  expect(s.status, JSON.stringify(s.body)).toBe(200);
  return s.body.sessionId as string;
}
/** The card holder pays on the fake hosted page; the redirect is our return route. */
const payAtGateway = async (sessionId: string) =>
  ((await (await fetch(`${fake.url}/fake/pay/${sessionId}/approve`, { method: "POST" })).json()) as { redirect: string }).redirect;
const follow = async (url: string) => (await paymentReturn(apiRequest(url), undefined)).headers.get("location") ?? "";

describe("money the gateway will not give back waits for staff, first in the work queue", () => {
  it("a payment on a cancelled booking: REFUND_DUE, the declined refund audited, the traveller mailed; staff refund it later", async () => {
    const id = await newOrder("mpgs.cancelled@example.com");
    await openSession(id);
    expect((await read(await cancel(apiRequest(`/api/order/${id}/cancel`, { method: "POST", headers: freshIp() }), params({ id })))).body).toMatchObject({
      status: "CANCELLED",
    });
    fake.declineRefunds(id, "DECLINED");
    // Money the gateway took whole (a session from before cards were only authorised): it is recorded and owed back.
    fake.setOrder(id, { status: "CAPTURED", totalCapturedAmount: 330, amount: 330 });
    expect(await follow(`/api/v1/payments/return?orderId=${id}`)).toBe(`http://ikaze.test/myorder/${id}?payment=refund-due`);

    expect(await orderRow(id)).toMatchObject({ status: "REFUND_DUE", capturedAmount: 330, refundedAmount: 0, testMode: false });
    expect(await refundRows(id)).toMatchObject([{ amount: 330, method: "mpgs", state: "declined", surplus: false }]);
    expect(fake.refunds.filter((r) => r.orderId === id).map((r) => r.body.transaction)).toEqual([{ amount: "330.00", currency: "USD" }]);
    expect((await actions(id, "order.status")).map((a) => a.details.status)).toEqual(["CANCELLED", "REFUND_DUE"]);
    expect(await actions(id, "payment.captured")).toHaveLength(1);
    expect(await actions(id, "refund.declined")).toHaveLength(1);
    const [mail] = await mailsTo("mpgs.cancelled@example.com", `Refund on its way for booking ${ref(id)}`);
    expect(mail.text).toContain("We will refund $330 to the card or account the payment came from.");

    const queue = await getWorkQueue("user");
    expect(queue.lines[0]).toMatchObject({ key: "refunds", label: "1 payment to refund", href: "/account/tour-bookings?status=REFUND_DUE" });
    expect(queue.lines[0].items).toEqual([{ title: "Aline Uwera, $330", href: "/account/tour-bookings?status=REFUND_DUE", detail: ref(id) }]);

    // Once the issuer allows it, an administrator refunds it; the queue line goes.
    fake.declineRefunds(id);
    const refunded = await read(
      await staffRefund(apiRequest(`/api/order/${id}/refund`, { body: { amount: 330, reason: "Paid after cancelling" }, token: admin }), params({ id })),
    );
    expect(refunded.body).toMatchObject({ status: "REFUNDED", refundedAmount: 330 });
    expect((await getWorkQueue("user")).lines.find((l) => l.key === "refunds")).toBeUndefined();
  });

  it("a second capture of a paid booking: PAID once, the surplus due by hand when the gateway declines, then recorded as made", async () => {
    const id = await newOrder("mpgs.twice@example.com");
    expect(await follow(await payAtGateway(await openSession(id)))).toBe(`http://ikaze.test/myorder/${id}?payment=paid`);
    // A second tab's hosted page takes the card again: the gateway's total for the order doubles.
    fake.setOrder(id, { totalCapturedAmount: 660 });
    fake.declineRefunds(id, "DECLINED");
    expect(await follow(`/api/v1/payments/return?orderId=${id}`)).toBe(`http://ikaze.test/myorder/${id}?payment=paid`);

    expect(await orderRow(id)).toMatchObject({ status: "PAID", capturedAmount: 660, refundedAmount: 0 });
    expect(await refundRows(id)).toMatchObject([{ amount: 330, method: "mpgs", state: "due", surplus: true }]);
    expect(await actions(id, "refund.declined")).toHaveLength(1);
    expect(await mailsTo("mpgs.twice@example.com", "Payment received")).toHaveLength(1);
    expect(await mailsTo("mpgs.twice@example.com", `Refund on its way for booking ${ref(id)}`)).toHaveLength(1);

    const queue = await getWorkQueue("user");
    expect(queue.lines[0]).toMatchObject({ key: "refunds", label: "1 payment to refund", href: `/account/orders/${id}` });
    expect(queue.lines[0].items).toEqual([{ title: "Aline Uwera, $330", href: `/account/orders/${id}`, detail: `${ref(id)}: charged beyond its price` }]);

    // Staff give it back by hand and record it: the booking stands, paid, its refunded amount untouched.
    const made = await read(await refundMade(apiRequest(`/api/order/${id}/refund/made`, { method: "POST", token: admin }), params({ id })));
    expect(made).toEqual({ status: 200, body: { message: "The refund is recorded as made.", status: "PAID" } });
    expect(await orderRow(id)).toMatchObject({ status: "PAID", refundedAmount: 0 });
    expect((await refundRows(id))[0].state).toBe("succeeded");
    expect(await mailsTo("mpgs.twice@example.com", `Refund made for booking ${ref(id)}`)).toHaveLength(1);
    expect((await getWorkQueue("user")).lines.find((l) => l.key === "refunds")).toBeUndefined();
  });
});
