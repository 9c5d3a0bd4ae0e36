import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { events, mailOutbox, orderItems, orders, participants, type FeeTable } from "@/lib/platform/db/schema";
import { confirmUnjoinedEventOrders, EVENT_ORDER_UNJOINED } from "@/lib/booking/orders/event-orders";
import { POST as create } from "@/app/api/participant/create/route";
import { GET as all } from "@/app/api/participant/all/route";
import { GET as oneOrder } from "@/app/api/order/[id]/route";
import { POST as session } from "@/app/api/v1/payments/session/route";
import { POST as decide } from "@/app/api/v1/payments/test-gateway/route";
import { GET as paymentReturn } from "@/app/api/v1/payments/return/route";
import { apiRequest, makeUser, params } from "./helpers/factories";
import { read } from "./helpers/content";
import { freshIp, orderBody, postOrder } from "./helpers/orders";
import { testClock } from "./helpers/clock";
import { payLinkOrderOf, registrationBody } from "./helpers/participants";

/** Event orders belong to registrations (the old client's order-then-register flow). */
const { start: T0, at } = testClock(60_000);

let staff: string;
beforeAll(async () => {
  staff = (await makeUser("user")).token;
});

const fees: FeeTable = {
  rwandan: { earlyBird: 150, normal: 150 },
  african: { earlyBird: 300, normal: 300 },
  international: { earlyBird: 520, normal: 520 },
};

let n = 0;
async function paidEvent(capacity: number | null = null) {
  const db = await getDb();
  const slug = `masterclass-${++n}-${T0}`;
  // Tier prices too: the old code priced event orders from them.
  const [row] = await db
    .insert(events)
    .values({
      slug,
      title: `Interpreting masterclass ${n}`,
      startDate: new Date(T0 + 40 * 86_400_000),
      endDate: new Date(T0 + 41 * 86_400_000),
      place: "Kigali",
      isApproved: true,
      price: 10,
      price1: 10,
      price2: 20,
      fees,
      capacity,
    })
    .returning();
  return row;
}

/** The old client's event order: the booking form's body with itemType "event". */
const eventOrder = (eventId: string, email: string, extra: Record<string, unknown> = {}) =>
  postOrder(orderBody(eventId, 1, { itemType: "event", email, location: "Germany", ...extra }));
const register = async (slug: string, email: string, extra: Record<string, unknown> = {}) =>
  read(await create(apiRequest("/api/participant/create", { body: registrationBody(slug, { email, ...extra }), headers: freshIp() }), undefined));
const row = async (id: string) => (await (await getDb()).select().from(orders).where(eq(orders.id, id)))[0];

describe("event orders from POST /api/order", () => {
  it("are priced from the fee table, hold a seat, and the registration that follows joins them: one registration, one order, paid through /pay", async () => {
    at(0);
    const event = await paidEvent(5);
    const placed = await eventOrder(event.id, "Old.Client@Example.DE");
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const orderId = placed.body.order.id as string;
    expect(await row(orderId)).toMatchObject({ itemType: "event", status: "PENDING", amount: 520, holdUntil: new Date(T0 + 30 * 60_000) });

    at(3);
    const joined = await register(event.title, "old.client@example.de", { country: "Kenya", phone: "+254 712 345678" });
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    // The payment link mailed to the address opens the order placed before: joined, not a second one.
    expect(await payLinkOrderOf("old.client@example.de")).toBe(orderId);

    const db = await getDb();
    const mine = await db.select().from(orders).where(eq(orders.clientEmail, "old.client@example.de"));
    expect(mine).toHaveLength(1);
    // Priced again from the registration's country (Kenya: the Africans' fee).
    expect(mine[0].amount).toBe(300);
    expect(await db.select({ unitAmount: orderItems.unitAmount }).from(orderItems).where(eq(orderItems.orderId, orderId))).toEqual([{ unitAmount: 300 }]);
    const list = (await read(await all(apiRequest("/api/participant/all", { token: staff }), undefined))).body as {
      email: string;
      orderId: string;
      amount: number;
    }[];
    const registrations = list.filter((p) => p.email === "old.client@example.de");
    expect(registrations).toEqual([expect.objectContaining({ orderId, amount: 300 })]);

    const s = await read(await session(apiRequest("/api/v1/payments/session", { body: { orderId, method: "visa" }, headers: freshIp() }), undefined));
    expect(s.status, JSON.stringify(s.body)).toBe(200);
    const approved = await read(
      await decide(apiRequest("/api/v1/payments/test-gateway", { body: { sessionId: s.body.sessionId, decision: "approve" } }), undefined),
    );
    await paymentReturn(apiRequest(approved.body.redirect), undefined);
    expect((await read(await oneOrder(apiRequest(`/api/order/${orderId}`), params({ id: orderId })))).body.data).toMatchObject({
      status: "PAID",
      amount: 300,
      itemType: "event",
    });
    const paidList = (await read(await all(apiRequest("/api/participant/all", { token: staff }), undefined))).body as {
      email: string;
      paymentStatus: string;
    }[];
    expect(paidList.filter((p) => p.email === "old.client@example.de")).toEqual([expect.objectContaining({ paymentStatus: "PAID" })]);
  });

  it("an event order no registration joins holds its seat for 30 minutes, then gives it back, and cannot be paid on its own", async () => {
    at(100);
    const event = await paidEvent(1);
    const placed = await eventOrder(event.id, "abandoned@example.de");
    expect(placed.status).toBe(200);
    expect(await register(event.slug, "someone.else@example.rw")).toEqual({
      status: 409,
      body: {
        error: `Registration for ${event.title} is closed: the event is full.`,
        Errors: [`Registration for ${event.title} is closed: the event is full.`],
      },
    });
    expect((await eventOrder(event.id, "second.order@example.de")).status).toBe(409);
    const alone = await read(
      await session(apiRequest("/api/v1/payments/session", { body: { orderId: placed.body.order.id, method: "visa" }, headers: freshIp() }), undefined),
    );
    expect(alone).toEqual({
      status: 409,
      body: { error: "Please complete the registration form for this event before paying: the order is paid together with its registration." },
    });

    at(131);
    const taker = await register(event.slug, "someone.else@example.rw");
    expect(taker.status).toBe(201);
    expect(await payLinkOrderOf("someone.else@example.rw")).not.toBe(placed.body.order.id);
    // Too late to join: the registration of the same address after the hold is refused (the event is full now).
    expect((await register(event.slug, "abandoned@example.de")).status).toBe(409);
    const db = await getDb();
    expect(await db.select().from(participants).where(eq(participants.email, "abandoned@example.de"))).toEqual([]);
  });

  it("an event order no registration joins is mailed once, when its hold ends, at the fee of the country its location names (Rwanda when it names none)", async () => {
    at(300);
    const event = await paidEvent();
    const db = await getDb();
    const placed = await eventOrder(event.id, "box.only@example.rw", { location: "Kigali" });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const orderId = placed.body.order.id as string;
    // Priced as a registration without a country would be: the Rwandans' fee.
    expect(await row(orderId)).toMatchObject({ amount: 150, confirmationDue: true });
    const mailsToBox = () => db.select().from(mailOutbox).where(eq(mailOutbox.to, "box.only@example.rw"));
    expect(await mailsToBox()).toEqual([]);

    // Within the hold nothing is sent (the earlier tests' lapsed orders are, here).
    at(329);
    await confirmUnjoinedEventOrders(new Date());
    expect(await mailsToBox()).toEqual([]);
    at(331);
    expect(await confirmUnjoinedEventOrders(new Date())).toBe(1);
    expect(await confirmUnjoinedEventOrders(new Date())).toBe(0);
    const mails = await mailsToBox();
    expect(mails.map((m) => m.subject)).toEqual([`Your Ikaze booking IKZ-${orderId.slice(0, 8).toUpperCase()}`]);
    expect(mails[0].text).toContain(`${event.title} for 1 person`);
    expect(mails[0].text).toContain(": $150 (reference");
    expect(mails[0].text).toContain(EVENT_ORDER_UNJOINED);
    expect(await row(orderId)).toMatchObject({ amount: 150, confirmationDue: false });

    // A location with its country after a comma, and a country of its own, price by that country.
    expect(await row((await eventOrder(event.id, "kenya@example.ke", { location: "Nairobi, Kenya" })).body.order.id)).toMatchObject({ amount: 300 });
  });

  it("an event order sent after its registration is that registration's order only for the same name and telephone: an address alone opens nobody's order", async () => {
    at(400);
    const event = await paidEvent();
    // registrationBody's person: Aline Uwase, 0788 123 456.
    const registered = await register(event.slug, "guarded.order@example.rw");
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    const hers = await payLinkOrderOf("guarded.order@example.rw");

    const stranger = await eventOrder(event.id, "guarded.order@example.rw", { names: "Someone Else", phoneNumber: "0788 999 000" });
    expect(stranger.status, JSON.stringify(stranger.body)).toBe(200);
    expect(stranger.body.order.id).not.toBe(hers);
    const sameNameOtherPhone = await eventOrder(event.id, "guarded.order@example.rw", { names: "Aline Uwase", phoneNumber: "0788 999 000" });
    expect(sameNameOtherPhone.body.order.id).not.toBe(hers);

    // The old client sending both at once: same person, the phone written with its country code.
    const herOwn = await eventOrder(event.id, "Guarded.Order@example.rw", { names: " aline  UWASE ", phoneNumber: "+250 788 123 456" });
    expect(herOwn.body.order.id).toBe(hers);
  });

  it("an event order is for one participant; an unknown, free or started event is refused and nothing is written", async () => {
    at(200);
    const event = await paidEvent();
    const db = await getDb();
    const before = (await db.select().from(orders)).length;
    expect(await eventOrder(event.id, "group@example.de", { itemsArray: [{ id: event.id, itemNumber: 2 }] })).toEqual({
      status: 400,
      body: {
        error: "An event order is for one participant: each participant registers on their own.",
        Errors: ["An event order is for one participant: each participant registers on their own."],
      },
    });
    const [free] = await db
      .insert(events)
      .values({
        slug: `free-${T0}`,
        title: "Free morning",
        startDate: new Date(T0 + 9 * 86_400_000),
        endDate: new Date(T0 + 9 * 86_400_000 + 3_600_000),
        place: "Kigali",
        isApproved: true,
      })
      .returning();
    expect(await eventOrder(free.id, "free@example.de")).toEqual({
      status: 400,
      body: { error: "Selected price : 0 is not allowed", Errors: ["Selected price : 0 is not allowed"] },
    });
    expect((await eventOrder("00000000-0000-4000-8000-000000000000", "ghost@example.de")).status).toBe(400);
    expect((await db.select().from(orders)).length).toBe(before);
  });
});
