import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { addDays } from "date-fns";
import { getDb } from "@/lib/platform/db/client";
import { auditLog, mailOutbox, orders, refunds } from "@/lib/platform/db/schema";
import { GET as preview, POST as cancel } from "@/app/api/order/[id]/cancel/route";
import { POST as staffRefund } from "@/app/api/order/[id]/refund/route";
import { POST as refundMade } from "@/app/api/order/[id]/refund/made/route";
import { PUT as setTourPolicy } from "@/app/api/tours/[slug]/cancellation-policy/route";
import { apiRequest, makeUser, params } from "./helpers/factories";
import { read } from "./helpers/content";
import { testClock } from "./helpers/clock";
import { kigaliDay } from "./helpers/days";
import { freshIp, makeTour, orderBody, postOrder } from "./helpers/orders";
import { payByBankTransfer, payWithTestGateway } from "./helpers/payments";

/**
 * Cancellation by the traveller under the policy: the preview and the cancellation give
 * the policy's amounts at three moments (a controlled clock), two cancellations at once refund
 * once, a bank-paid booking becomes a refund task for staff, and staff refund any amount up to
 * what is left, with a reason, audited.
 */
const DAY = 24 * 60 * 60 * 1000;
const clock = testClock(DAY);
const TOUR_DAY = 60; // the tour date, in days from the clock's start
const tourDate = kigaliDay(addDays(clock.start, TOUR_DAY));

let tour: Awaited<ReturnType<typeof makeTour>>;
beforeAll(async () => {
  tour = await makeTour([400, 700, 900, 1000, 1100]);
});
/** A session signed at the clock's current time (one signed at its start has expired weeks later). */
const adminToken = async () => (await makeUser("admin")).token;

const row = async (id: string) => (await (await getDb()).select().from(orders).where(eq(orders.id, id)))[0];
const refundRows = async (id: string) => (await getDb()).select().from(refunds).where(eq(refunds.orderId, id));
const mails = async (subject: string) => (await getDb()).select().from(mailOutbox).where(eq(mailOutbox.subject, subject));

async function paidOrder(email: string, people = 2) {
  clock.at(0);
  const placed = await postOrder(orderBody(tour.id, people, { email, needDate: tourDate, deadline: `${tourDate}T07:00` }));
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const id = placed.body.order.id as string;
  await payWithTestGateway(id);
  return id;
}
const getPreview = async (id: string) => read(await preview(apiRequest(`/api/order/${id}/cancel`), params({ id })));
const postCancel = async (id: string) => read(await cancel(apiRequest(`/api/order/${id}/cancel`, { method: "POST", headers: freshIp() }), params({ id })));

describe("cancellation under the default policy, at three moments", () => {
  it("40 days before: everything back (REFUNDED); 20 days before: half (PARTIALLY_REFUNDED); 3 days before: nothing, so not offered", async () => {
    const reference = `IKZ-`;
    const cases = [
      { day: TOUR_DAY - 40, percent: 100, refund: 700, status: "REFUNDED" },
      { day: TOUR_DAY - 20, percent: 50, refund: 350, status: "PARTIALLY_REFUNDED" },
      { day: TOUR_DAY - 3, percent: 0, refund: 0, status: null },
    ];
    for (const c of cases) {
      const id = await paidOrder(`cancel-${c.day}@example.com`);
      clock.at(c.day);
      const p = await getPreview(id);
      expect(p.status).toBe(200);
      expect(p.body).toMatchObject({ refundAmount: c.refund, currency: "USD", paidAmount: 700, percent: c.percent, canCancel: c.status !== null });
      expect(p.body.policy.steps).toEqual([
        { daysBefore: 30, percent: 100 },
        { daysBefore: 7, percent: 50 },
      ]);
      expect(p.body.policy.lines).toEqual([
        "Cancelled 30 days or more before the start: full refund.",
        "Cancelled 7 to 29 days before the start: 50 % refunded.",
        "Cancelled less than 7 days before the start: no refund.",
      ]);
      const done = await postCancel(id);
      if (c.status === null) {
        expect(done.status).toBe(409);
        expect(done.body.error).toContain("nothing would be refunded");
        expect(await row(id)).toMatchObject({ status: "PAID", refundedAmount: 0 });
        continue;
      }
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      expect(done.body).toMatchObject({ status: c.status, refundAmount: c.refund, currency: "USD" });
      expect(await row(id)).toMatchObject({ status: c.status, refundedAmount: c.refund });
      expect(await refundRows(id)).toEqual([
        expect.objectContaining({ amount: c.refund, method: "test", state: "succeeded", cancels: true, requestedBy: "traveller" }),
      ]);
      // The traveller and the office are told, with the reference; the repeat answers the same.
      const ref = `${reference}${id.slice(0, 8).toUpperCase()}`;
      expect(await mails(`[TEST] Booking ${ref} cancelled`)).toHaveLength(1);
      expect(await mails(`[TEST] Cancelled by the traveller: booking ${ref}`)).toHaveLength(1);
      expect((await postCancel(id)).body).toMatchObject({ status: c.status, refundAmount: c.refund });
      expect((await getPreview(id)).body).toMatchObject({ canCancel: false, reason: "This booking is already cancelled." });
    }
  });

  it("an unpaid booking is cancelled with nothing to refund, until its start", async () => {
    clock.at(0);
    const placed = await postOrder(orderBody(tour.id, 1, { email: "unpaid@example.com", needDate: tourDate, deadline: `${tourDate}T07:00` }));
    const id = placed.body.order.id;
    clock.at(TOUR_DAY - 1);
    expect((await getPreview(id)).body).toMatchObject({ refundAmount: 0, paidAmount: 0, canCancel: true });
    expect((await postCancel(id)).body).toMatchObject({ status: "CANCELLED", refundAmount: 0 });
    expect(await refundRows(id)).toEqual([]);
  });

  it("two cancellations at once refund once", async () => {
    const id = await paidOrder("twice@example.com");
    clock.at(TOUR_DAY - 45);
    const answers = await Promise.all([postCancel(id), postCancel(id), postCancel(id)]);
    for (const a of answers) {
      expect([200, 409], JSON.stringify(a.body)).toContain(a.status);
      if (a.status === 200) expect(a.body).toMatchObject({ status: "REFUNDED", refundAmount: 700 });
    }
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(0);
    expect(await refundRows(id)).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: "REFUNDED", refundedAmount: 700 });
  });

  it("a tour's own policy (set by an administrator) decides the amount; the default comes back with null", async () => {
    const put = async (body: unknown, token?: string) =>
      read(
        await setTourPolicy(
          apiRequest(`/api/tours/${tour.slug}/cancellation-policy`, { method: "PUT", body, token: token ?? (await adminToken()) }),
          params({ slug: tour.slug }),
        ),
      );
    expect(
      (
        await put({
          steps: [
            { daysBefore: 10, percent: 50 },
            { daysBefore: 20, percent: 100 },
          ],
        })
      ).status,
    ).toBe(400);
    expect((await put({ steps: [{ daysBefore: 14, percent: 80 }] }, (await makeUser("user")).token)).status).toBe(403);
    const saved = await put({ steps: [{ daysBefore: 14, percent: 80 }] });
    expect(saved.status).toBe(200);
    expect(saved.body.policy.lines).toEqual([
      "Cancelled 14 days or more before the start: 80 % refunded.",
      "Cancelled less than 14 days before the start: no refund.",
    ]);
    const id = await paidOrder("own-policy@example.com");
    clock.at(TOUR_DAY - 20);
    expect((await getPreview(id)).body).toMatchObject({ refundAmount: 560, percent: 80 });
    expect((await put({ steps: null })).body.policy.isDefault).toBe(true);
    expect((await getPreview(id)).body).toMatchObject({ refundAmount: 350, percent: 50 });
  });
});

describe("bank transfers and staff refunds", () => {
  it("a bank-paid booking cancelled online becomes a refund task; staff record it made; the booking is partly refunded", async () => {
    clock.at(0);
    const placed = await postOrder(orderBody(tour.id, 2, { email: "bank@example.com", needDate: tourDate, deadline: `${tourDate}T07:00` }));
    const id = placed.body.order.id;
    await payByBankTransfer(id, await adminToken());
    clock.at(TOUR_DAY - 10);
    const admin = await adminToken();
    const done = await postCancel(id);
    expect(done.body).toMatchObject({ status: "REFUND_DUE", refundAmount: 350 });
    expect(await refundRows(id)).toEqual([expect.objectContaining({ amount: 350, method: "bank", state: "due" })]);
    const made = await read(await refundMade(apiRequest(`/api/order/${id}/refund/made`, { method: "POST", token: admin }), params({ id })));
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(await row(id)).toMatchObject({ status: "PARTIALLY_REFUNDED", refundedAmount: 350 });
    expect((await read(await refundMade(apiRequest(`/api/order/${id}/refund/made`, { method: "POST", token: admin }), params({ id })))).status).toBe(409);
  });

  it("staff refund any amount up to what is left, with a reason (audited); a goodwill refund leaves the booking standing", async () => {
    const id = await paidOrder("goodwill@example.com");
    const admin = await adminToken();
    const refund = async (body: unknown, token = admin) => read(await staffRefund(apiRequest(`/api/order/${id}/refund`, { body, token }), params({ id })));
    expect((await refund({ amount: 50, reason: "Late pick-up" }, (await makeUser("user")).token)).status).toBe(403);
    expect((await refund({ amount: 50, reason: " " })).status).toBe(400);
    expect((await refund({ amount: 700.01, reason: "Too much" })).body.error).toContain("At most $700");
    const goodwill = await refund({ amount: 50, reason: "Late pick-up" });
    expect(goodwill.body).toMatchObject({ status: "PAID", refundedAmount: 50, outcome: "succeeded" });
    const rest = await refund({ amount: 650, reason: "Tour cancelled by us", cancel: true });
    expect(rest.body).toMatchObject({ status: "REFUNDED", refundedAmount: 700 });
    const audit = await (
      await getDb()
    )
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, "refund.succeeded")));
    expect(audit.map((a) => a.details.reason)).toEqual(expect.arrayContaining(["Late pick-up", "Tour cancelled by us"]));
  });
});
