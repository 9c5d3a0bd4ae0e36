import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { events, mailOutbox } from "@/lib/platform/db/schema";
import { POST as session } from "@/app/api/v1/payments/session/route";
import { POST as decide } from "@/app/api/v1/payments/test-gateway/route";
import { GET as paymentReturn } from "@/app/api/v1/payments/return/route";
import { GET as oneOrder } from "@/app/api/order/[id]/route";
import { GET as bookingsExport } from "@/app/account/tour-bookings/export/route";
import { GET as all } from "@/app/api/participant/all/route";
import { GET as participantsExport } from "@/app/account/events/participant/export/route";
import { POST as create } from "@/app/api/participant/create/route";
import { apiRequest, makeUser, params } from "./helpers/factories";
import { read } from "./helpers/content";
import { freshIp, makeTour, orderBody, postOrder } from "./helpers/orders";
import { payLinkOrderOf, registrationBody } from "./helpers/participants";

/** Orders paid through the test gateway are marked TEST everywhere staff or the payer read them. */
describe("orders paid through the test gateway are marked TEST", () => {
  it("in GET /api/order, the bookings list and its CSV, the participants API and CSV, and the mails", async () => {
    const staff = (await makeUser("user")).token;

    const pay = async (orderId: string) => {
      const s = await read(await session(apiRequest("/api/v1/payments/session", { body: { orderId, method: "visa" }, headers: freshIp() }), undefined));
      expect(s.body.gateway).toBe("test");
      const approved = await read(
        await decide(apiRequest("/api/v1/payments/test-gateway", { body: { sessionId: s.body.sessionId, decision: "approve" } }), undefined),
      );
      await paymentReturn(apiRequest(approved.body.redirect), undefined);
    };

    const tour = await makeTour();
    const placed = await postOrder(orderBody(tour.id, 2, { email: "tester@example.com" }));
    await pay(placed.body.order.id);
    const api = await read(await oneOrder(apiRequest(`/api/order/${placed.body.order.id}`), params({ id: placed.body.order.id })));
    expect(api.body.data).toMatchObject({ status: "PAID", testMode: true });
    const csv = await (await bookingsExport(apiRequest("/account/tour-bookings/export?q=tester%40example.com", { token: staff }))).text();
    const [head, line] = csv.trim().split("\r\n");
    expect(head.split(",")).toContain("Test payment");
    expect(line.split(",")[head.split(",").indexOf("Test payment")]).toBe("TEST");

    const db = await getDb();
    const receipts = await db.select({ subject: mailOutbox.subject }).from(mailOutbox).where(eq(mailOutbox.to, "tester@example.com"));
    expect(receipts.map((r) => r.subject)).toContain(`[TEST] Payment received for booking IKZ-${placed.body.order.id.slice(0, 8).toUpperCase()}`);

    const [event] = await db
      .insert(events)
      .values({
        slug: "test-mode-gala",
        title: "Test mode gala",
        startDate: new Date(Date.now() + 20 * 86_400_000),
        endDate: new Date(Date.now() + 21 * 86_400_000),
        place: "Kigali",
        isApproved: true,
        price: 40,
        price1: 40,
      })
      .returning();
    const registered = await read(
      await create(
        apiRequest("/api/participant/create", { body: registrationBody(event.slug, { email: "gala.tester@example.rw" }), headers: freshIp() }),
        undefined,
      ),
    );
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    await pay(await payLinkOrderOf("gala.tester@example.rw"));
    const list = (await read(await all(apiRequest("/api/participant/all", { token: staff }), undefined))).body as {
      email: string;
      testMode: boolean;
      paymentStatus: string;
    }[];
    expect(list.find((p) => p.email === "gala.tester@example.rw")).toMatchObject({ paymentStatus: "PAID", testMode: true });
    const pcsv = await (await participantsExport(apiRequest(`/account/events/participant/export?event=${event.id}`, { token: staff }), undefined)).text();
    expect(pcsv.split("\r\n")[0]).toContain("Test payment");
    expect(pcsv.split("\r\n")[1]).toContain(",PAID,TEST,");
    const eventMails = await db.select({ subject: mailOutbox.subject }).from(mailOutbox).where(eq(mailOutbox.to, "gala.tester@example.rw"));
    expect(eventMails.map((m) => m.subject)).toContain("[TEST] Payment received: Test mode gala");
  });
});
