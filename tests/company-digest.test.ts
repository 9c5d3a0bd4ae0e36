import { describe, expect, it } from "vitest";
import { and, eq, isNull } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { companyNotices } from "@/lib/platform/db/schema";
import { POST as chooseBankTransfer } from "@/app/api/v1/payments/bank-transfer/route";
import { digestMoment, sendDueDigest } from "@/lib/booking/company-notices/digest";
import { POST as cancel } from "@/app/api/order/[id]/cancel/route";
import { apiRequest, makeUser, params } from "./helpers/factories";
import { read } from "./helpers/content";
import { payByBankTransfer } from "./helpers/payments";
import { freshIp, mailsTo, makeTour, orderBody, postOrder } from "./helpers/orders";

// The setting under test: the company inbox gets one summary a day instead of a mail each.
process.env.COMPANY_NOTIFY = "daily";
const INBOX = "info@ikaze.rw";

describe("the company inbox's daily digest (COMPANY_NOTIFY=daily)", () => {
  it("the digest moment is 07:00 in Kigali: today's once it has passed, else yesterday's", () => {
    expect(digestMoment(new Date("2027-03-10T05:00:00Z")).toISOString()).toBe("2027-03-10T05:00:00.000Z"); // 07:00 Kigali
    expect(digestMoment(new Date("2027-03-10T04:59:00Z")).toISOString()).toBe("2027-03-09T05:00:00.000Z");
    expect(digestMoment(new Date("2027-03-10T21:30:00Z")).toISOString()).toBe("2027-03-10T05:00:00.000Z"); // 23:30 Kigali
  });

  it("keeps each new booking and transfer choice, sends nothing at once, then one summary after 07:00, once", async () => {
    const before = new Date();
    const tour = await makeTour([1200, 2500, 3980, 4500, 5000]);
    const a = await postOrder(orderBody(tour.id, 3, { email: "digest.one@example.rw" }));
    const b = await postOrder(orderBody(tour.id, 2, { email: "digest.two@example.rw" }));
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(
      (await chooseBankTransfer(apiRequest("/api/v1/payments/bank-transfer", { body: { orderId: b.body.order.id }, headers: freshIp() }), undefined)).status,
    ).toBe(200);
    expect(await mailsTo(INBOX, "New booking")).toHaveLength(0);
    const db = await getDb();
    expect(await db.select().from(companyNotices).where(isNull(companyNotices.digestedAt))).toHaveLength(3);

    // Until the next 07:00 nothing is due: the notices came after the last one.
    expect(await sendDueDigest(before)).toBe(0);
    const tomorrowEight = new Date(digestMoment(before).getTime() + 49 * 3_600_000); // a digest moment after every notice
    expect(await sendDueDigest(tomorrowEight)).toBe(3);
    const [digest] = await mailsTo(INBOX, "Daily summary");
    expect(digest.subject).toBe("Daily summary: 2 new bookings, 1 bank transfer chosen");
    expect(digest.text).toContain("$3,980");
    expect(digest.text).toContain("$2,500");
    expect(digest.text).toContain("http://ikaze.test/account/tour-bookings?q=digest.one%40example.rw");
    // Sent once: a second run (another instance, or the next tick) finds nothing.
    expect(await sendDueDigest(tomorrowEight)).toBe(0);
    expect(await mailsTo(INBOX, "Daily summary")).toHaveLength(1);
  });

  it("a cancellation is one notice, kept for the digest: a bank-paid one carries the refund to make (no separate refund-due notice)", async () => {
    const tour = await makeTour([300, 600, 900, 1200, 1500]);
    const day = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    const placed = await postOrder(orderBody(tour.id, 2, { email: "digest.cancel@example.rw", needDate: day, deadline: `${day}T07:00` }));
    const id = placed.body.order.id as string;
    await payByBankTransfer(id, (await makeUser("admin")).token);
    const done = await read(await cancel(apiRequest(`/api/order/${id}/cancel`, { method: "POST", headers: freshIp() }), params({ id })));
    expect(done.body).toMatchObject({ status: "REFUND_DUE", refundAmount: 600 });
    const reference = `IKZ-${id.slice(0, 8).toUpperCase()}`;
    const db = await getDb();
    const notices = await db
      .select()
      .from(companyNotices)
      .where(and(isNull(companyNotices.digestedAt), eq(companyNotices.link, `/account/orders/${id}`)));
    expect(notices.map((n) => [n.kind, n.subject])).toEqual([["cancelled", `Cancelled by the traveller: booking ${reference}`]]);
    expect(notices[0].lines).toContain("To do: refund $600 by bank transfer, then record it as made on the booking's page.");
    expect((await db.select().from(companyNotices).where(eq(companyNotices.kind, "refund-due"))).filter((n) => n.subject.includes(reference))).toEqual([]);
    expect(await mailsTo(INBOX, "Cancelled by the traveller")).toHaveLength(0);
  });
});
