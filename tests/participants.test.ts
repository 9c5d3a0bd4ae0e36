import { beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { getDb } from "@/lib/platform/db/client";
import { events, mailOutbox, orderItems, orders, participants, type FeeTable } from "@/lib/platform/db/schema";
import { POST as create } from "@/app/api/participant/create/route";
import { GET as all } from "@/app/api/participant/all/route";
import { POST as confirm } from "@/app/api/participant/confirm/[token]/route";
import { GET as exportCsv } from "@/app/account/events/participant/export/route";
import { recordPayment } from "@/lib/booking/status/change";
import { apiRequest, makeUser, params } from "./helpers/factories";
import { read, rowCount } from "./helpers/content";
import { confirmTokenOf, registrationBody, mailedOrderOf, withOrderId, insertEvent } from "./helpers/participants";

const DAY = 86_400_000;
const fees: FeeTable = {
  rwandan: { earlyBird: 120, normal: 150 },
  african: { earlyBird: 180, normal: 220 },
  international: { earlyBird: 260, normal: 320 },
};

let staff: string;
let ipCounter = 0;
beforeAll(async () => {
  staff = (await makeUser("user")).token;
});

const makeEvent = (slug: string, extra: Partial<typeof events.$inferInsert> = {}) => insertEvent(slug, { place: "Kigali Convention Centre", ...extra });

/**
 * Each call from its own address, so the per-address form limit never interferes. The answer, and
 * the order whose payment link the registration mailed (null for a free one).
 */
const register = async (body: unknown) => {
  const res = await read(
    await create(
      apiRequest("/api/participant/create", { body, headers: { "x-forwarded-for": `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}` } }),
      undefined,
    ),
  );
  const email = (body as { email?: unknown }).email;
  return withOrderId(res, typeof email === "string" && res.status === 201 ? await mailedOrderOf(email) : null);
};

async function counts() {
  return { participants: await rowCount(participants), orders: await rowCount(orders), mail: await rowCount(mailOutbox) };
}

describe("POST /api/participant/create", () => {
  it("a free event registers without an order and mails a confirmation with an .ics that parses back", async () => {
    const event = await makeEvent("free-forum");
    const body = registrationBody(event.slug, { email: "Free.Visitor@Example.RW", amount: 999 });
    const res = await register(body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe(
      "Thank you, Aline. Please confirm your registration for Event free-forum with the link we sent to free.visitor@example.rw: we hold your seat for 24 hours.",
    );
    expect(res.body.order).toBeUndefined();
    // The confirmation (with the calendar file) follows the click on the e-mailed link.
    const token = await confirmTokenOf("free.visitor@example.rw");
    expect(await read(await confirm(apiRequest(`/api/participant/confirm/${token}`, { method: "POST" }), params({ token })))).toEqual({
      status: 200,
      body: { message: "Thank you, Aline. Your registration for Event free-forum is confirmed; the details are on their way to free.visitor@example.rw." },
    });

    const db = await getDb();
    const [row] = await db.select().from(participants).where(eq(participants.id, res.body.participant.id));
    expect(row).toMatchObject({
      eventId: event.id,
      orderId: null,
      amount: 0,
      email: "free.visitor@example.rw",
      country: "Rwanda",
      category: "rwandan",
      phone: "+250788123456",
      title: "Dr.",
    });

    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, "free.visitor@example.rw"), eq(mailOutbox.subject, "Registration confirmed: Event free-forum")));
    expect(mail.subject).toBe("Registration confirmed: Event free-forum");
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: "free-forum.ics", contentType: expect.stringContaining("text/calendar") });
    const vevent = new ICAL.Component(ICAL.parse(mail.attachments[0].content)).getFirstSubcomponent("vevent")!;
    const parsed = new ICAL.Event(vevent);
    expect(parsed.summary).toBe("Event free-forum");
    expect(parsed.location).toBe("Kigali Convention Centre");
    expect(parsed.startDate.toJSDate().getTime()).toBe(Math.floor(event.startDate.getTime() / 1000) * 1000);
    expect(parsed.endDate.toJSDate().getTime()).toBe(Math.floor(event.endDate.getTime() / 1000) * 1000);
  });

  it("charges the server's fee whatever the browser sends: early bird before the deadline, normal after, by category", async () => {
    const early = await makeEvent("early-summit", { fees, earlyBirdDeadline: new Date(Date.now() + 5 * DAY) });
    const late = await makeEvent("late-summit", { fees, earlyBirdDeadline: new Date(Date.now() - DAY) });
    const db = await getDb();
    // The category follows the country (tests/participant-category.test.ts); sending it agrees with it.
    const from = { international: { country: "France" }, african: { country: "Kenya", phone: "+254 712 345678" }, rwandan: { country: "Rwanda" } };
    const cases = [
      [early, "international", 260],
      [early, "african", 180],
      [early, "rwandan", 120],
      [late, "international", 320],
      [late, "rwandan", 150],
    ] as const;
    for (const [event, category, expected] of cases) {
      const res = await register(registrationBody(event.slug, { category, amount: 1, ...from[category] }));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.orderId!).toMatch(/^[0-9a-f-]{36}$/);
      const [order] = await db.select().from(orders).where(eq(orders.id, res.orderId!));
      expect(order).toMatchObject({ itemType: "event", status: "PENDING", amount: expected, clientNames: "Aline Uwase" });
      expect(
        await db.select({ itemId: orderItems.itemId, unitAmount: orderItems.unitAmount }).from(orderItems).where(eq(orderItems.orderId, order.id)),
      ).toEqual([{ itemId: event.id, unitAmount: expected }]);
      const [p] = await db.select().from(participants).where(eq(participants.id, res.body.participant.id));
      expect(p).toMatchObject({ orderId: order.id, amount: expected, category });
    }
  });

  it("old clients without a category pay by their country; tier 1 prices an event without a fee table", async () => {
    const table = await makeEvent("country-fees", { fees, earlyBirdDeadline: null });
    const db = await getDb();
    const kenyan = await register(registrationBody(table.title, { country: "KE", phone: "+254 712 345678" }));
    expect(kenyan.status, JSON.stringify(kenyan.body)).toBe(201);
    expect((await db.select().from(orders).where(eq(orders.id, kenyan.orderId!)))[0].amount).toBe(220);
    const noCountry = await register(registrationBody(table.slug, { country: undefined }));
    expect((await db.select().from(orders).where(eq(orders.id, noCountry.orderId!)))[0].amount).toBe(150);

    const tiered = await makeEvent("tier-one", { price: 40, price1: 35 });
    const res = await register(registrationBody(tiered.slug, { country: "France" }));
    expect((await db.select().from(orders).where(eq(orders.id, res.orderId!)))[0].amount).toBe(35);
  });

  it("a paid event whose selected fee is 0 refuses with the spec's message and writes nothing", async () => {
    const event = await makeEvent("locals-free", { fees: { ...fees, rwandan: { earlyBird: 0, normal: 0 } } });
    const before = await counts();
    const res = await register(registrationBody(event.slug, { category: "rwandan" }));
    expect(res).toEqual({ status: 400, body: { error: "Selected price : 0 is not allowed", Errors: ["Selected price : 0 is not allowed"] } });
    expect(await counts()).toEqual(before);
  });

  it("bad input gets 400 in the contract's shape and writes nothing", async () => {
    const event = await makeEvent("strict-forum");
    const before = await counts();
    const bad: [Record<string, unknown>, string][] = [
      [{ ...registrationBody(event.slug), eventName: "" }, "Please select an event."],
      [{ ...registrationBody(event.slug), familyName: "  " }, "Family name is required."],
      [{ ...registrationBody(event.slug), email: "not-an-email" }, "Please enter a valid email address."],
      [{ ...registrationBody(event.slug), dataProtection: "maybe" }, "dataProtection must be true or false."],
      [{ ...registrationBody(event.slug), title: "Sir" }, "Please choose a title: Mr, Ms, Mrs, Dr or Prof."],
      [{ ...registrationBody(event.slug), category: "martian" }, "Please choose your participant category."],
      [{ ...registrationBody(event.slug), country: "Atlantis" }, "Please choose a country from the list."],
      [{ ...registrationBody(event.slug), phone: "12" }, "Please enter a valid telephone number."],
      [{ ...registrationBody(event.slug), town: "Kigali\u0000" }, "Town contains characters that are not allowed."],
      [{ ...registrationBody(event.slug), website: "http://spam.example" }, "Your message could not be sent. Please try again."],
    ];
    for (const [body, message] of bad) {
      const res = await register(body);
      expect(res.status, message).toBe(400);
      expect(res.body.Errors).toContain(message);
    }
    const empty = await register({});
    expect(empty.status).toBe(400);
    expect(empty.body.Errors).toEqual(expect.arrayContaining(["Please select an event.", "Family name is required.", "Email is required."]));
    const notJson = await read(await create(apiRequest("/api/participant/create", { body: "{oops", headers: { "x-forwarded-for": "10.9.9.9" } }), undefined));
    expect(notJson.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it("one e-mail address registers once per event (any case), and the answer does not say so: the address is told by mail; unknown and unapproved events are 404", async () => {
    const event = await makeEvent("once-only");
    const first = await register(registrationBody(event.slug, { email: "once@example.rw" }));
    expect(first.status).toBe(201);
    const before = await counts();
    const again = await register(registrationBody(event.slug, { email: "ONCE@example.rw" }));
    // The same answer as a new registration (a stranger cannot tell who is registered) ...
    expect(again).toEqual({ status: 201, body: { message: first.body.message, participant: { id: expect.any(String) } } });
    expect(again.body.participant.id).not.toBe(first.body.participant.id);
    // ... and nothing is written but one mail to the address itself.
    expect(await counts()).toEqual({ ...before, mail: before.mail + 1 });
    const [told] = await (
      await getDb()
    )
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, "once@example.rw"), eq(mailOutbox.subject, `You are already registered: ${event.title}`)));
    expect(told.text).toContain("Your registration is not confirmed yet");
    const hidden = await makeEvent("hidden-event", { isApproved: false });
    expect((await register(registrationBody(hidden.slug))).status).toBe(404);
    expect((await register(registrationBody("no-such-event"))).status).toBe(404);
    expect(await counts()).toEqual({ ...before, mail: before.mail + 1 });
  });

  it("a paid event answers a registered address as it answers a stranger: the payment link goes by mail, the facts to the address itself", async () => {
    const event = await makeEvent("paid-once", { price: 80, price1: 80 });
    const first = await register(registrationBody(event.slug, { email: "payer@example.rw" }));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const payLink = first.orderId!;
    expect(payLink).toMatch(/^[0-9a-f-]{36}$/);
    const said = (email: string) =>
      `Thank you, Aline. We have sent the link to pay $80 for your seat at ${event.title} to ${email}: we hold your seat for 30 minutes.`;
    // No order in the answer: its id opens the registrant's details, so only the address gets it.
    expect(first.body).toEqual({ message: said("payer@example.rw"), participant: { id: expect.any(String) } });

    const before = await counts();
    const stranger = await register(registrationBody(event.slug, { email: "newcomer@example.rw" }));
    const again = await register(registrationBody(event.slug, { email: "PAYER@example.rw" }));
    for (const [res, email] of [
      [stranger, "newcomer@example.rw"],
      [again, "payer@example.rw"],
    ] as const) {
      expect(res).toEqual({ status: 201, body: { message: said(email), participant: { id: expect.any(String) } } });
    }
    // The newcomer's registration and order were written; the registered address was only mailed,
    // with the link that pays its own first registration.
    const after = await counts();
    expect({ participants: after.participants, orders: after.orders }).toEqual({ participants: before.participants + 1, orders: before.orders + 1 });
    const db = await getDb();
    const subjects = async (to: string) =>
      (await db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.createdAt)).map((m) => m.subject);
    expect(await subjects("payer@example.rw")).toEqual([`Complete your registration: ${event.title}`, `You are already registered: ${event.title}`]);
    expect(await subjects("newcomer@example.rw")).toEqual([`Complete your registration: ${event.title}`]);
    const [told] = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, "payer@example.rw"), eq(mailOutbox.subject, `You are already registered: ${event.title}`)));
    expect(told.text).toContain("Your registration is waiting for its payment");
    expect(told.text).toContain(`/pay/${payLink}`);

    // Once paid, the mail says so, and the answer is still the same.
    await db.transaction((tx) => recordPayment(tx, payLink, { system: "test" }, new Date()));
    const paidAgain = await register(registrationBody(event.slug, { email: "payer@example.rw" }));
    expect(paidAgain).toEqual({ status: 201, body: { message: said("payer@example.rw"), participant: { id: expect.any(String) } } });
    const [last] = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, "payer@example.rw"), eq(mailOutbox.subject, `You are already registered: ${event.title}`)))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    expect(last.text).toContain("Your registration is paid and confirmed");
    expect(last.text).not.toContain("/pay/");
  });

  it("a full free event answers every address as a new registration would; the address is told by mail that it is full", async () => {
    const event = await makeEvent("one-free-seat", { capacity: 2 });
    const seated = await register(registrationBody(event.slug, { email: "seated@example.rw" }));
    expect(seated.status).toBe(201);
    const db = await getDb();
    await db.update(participants).set({ confirmedAt: new Date() }).where(eq(participants.id, seated.body.participant.id));
    expect((await register(registrationBody(event.slug, { email: "second@example.rw" }))).status).toBe(201);
    await db.update(participants).set({ confirmedAt: new Date() }).where(eq(participants.email, "second@example.rw"));
    const before = await counts();
    const stranger = await register(registrationBody(event.slug, { email: "stranger@example.rw" }));
    const registered = await register(registrationBody(event.slug, { email: "seated@example.rw" }));
    for (const [res, email] of [
      [stranger, "stranger@example.rw"],
      [registered, "seated@example.rw"],
    ] as const) {
      expect(res).toEqual({
        status: 201,
        body: {
          message: `Thank you, Aline. Please confirm your registration for ${event.title} with the link we sent to ${email}: we hold your seat for 24 hours.`,
          participant: { id: expect.any(String) },
        },
      });
    }
    expect(await counts()).toEqual({ ...before, mail: before.mail + 2 });
    const subjects = async (to: string) => (await db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).map((m) => m.subject);
    expect(await subjects("stranger@example.rw")).toEqual([`Sorry, ${event.title} is full`]);
    expect(await subjects("seated@example.rw")).toContain(`Sorry, ${event.title} is full`);
  });

  it("registration closes when the event has started or is full; an unpaid seat is held for 30 minutes only", async () => {
    const past = await makeEvent("started-already", { startDate: new Date(Date.now() - DAY), endDate: new Date(Date.now() + DAY) });
    const before = await counts();
    expect(await register(registrationBody(past.slug))).toEqual({
      status: 409,
      body: {
        error: "Registration for Event started-already is closed: the event has already started.",
        Errors: ["Registration for Event started-already is closed: the event has already started."],
      },
    });
    expect(await counts()).toEqual(before);

    const full = await makeEvent("two-seats", { capacity: 2, price: 50, price1: 50 });
    const first = await register(registrationBody(full.slug, { email: "first@example.rw" }));
    expect((await register(registrationBody(full.slug))).status).toBe(201);
    expect(await register(registrationBody(full.slug))).toEqual({
      status: 409,
      body: {
        error: "Registration for Event two-seats is closed: the event is full.",
        Errors: ["Registration for Event two-seats is closed: the event is full."],
      },
    });

    // The first registrant never paid: after the hold their seat is free again, and they may register anew.
    const db = await getDb();
    await db
      .update(orders)
      .set({ holdUntil: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, first.orderId!));
    const retry = await register(registrationBody(full.slug, { email: "first@example.rw" }));
    expect(retry.status, JSON.stringify(retry.body)).toBe(201);
    expect((await db.select().from(orders).where(eq(orders.id, first.orderId!)))[0].status).toBe("CANCELLED");
    expect((await register(registrationBody(full.slug))).status).toBe(409);
  });
});

describe("payment status and GET /api/participant/all", () => {
  it("staff only; a bare array whose payment status follows the order; the payment mails a receipt with the .ics", async () => {
    const event = await makeEvent("paid-gala", { fees, earlyBirdDeadline: new Date(Date.now() + DAY) });
    const res = await register(registrationBody(event.slug, { category: "international", country: "France", email: "gala@example.rw" }));
    const anon = await read(await all(apiRequest("/api/participant/all"), undefined));
    expect(anon.status).toBe(401);

    const list = await read(await all(apiRequest("/api/participant/all", { token: staff }), undefined));
    expect(list.status).toBe(200);
    expect(Array.isArray(list.body)).toBe(true);
    expect(list.body).toHaveLength(await rowCount(participants));
    const mine = list.body.find((p: { id: string }) => p.id === res.body.participant.id);
    expect(mine).toMatchObject({
      eventName: "Event paid-gala",
      eventSlug: "paid-gala",
      email: "gala@example.rw",
      amount: 260,
      category: "international",
      paymentStatus: "PENDING",
      isPaid: false,
      dataProtection: true,
    });

    const db = await getDb();
    expect(await db.transaction((tx) => recordPayment(tx, res.orderId!, { system: "test" }, new Date()))).toBe("PAID");
    const after = await read(await all(apiRequest("/api/participant/all", { token: staff }), undefined));
    expect(after.body.find((p: { id: string }) => p.id === res.body.participant.id)).toMatchObject({ paymentStatus: "PAID", isPaid: true });
    const [receipt] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, "gala@example.rw")).orderBy(desc(mailOutbox.createdAt)).limit(1);
    expect(receipt.subject).toBe("Payment received: Event paid-gala");
    expect(receipt.text).toContain("Receipt: we received $260");
    expect(new ICAL.Event(new ICAL.Component(ICAL.parse(receipt.attachments[0].content)).getFirstSubcomponent("vevent")!).summary).toBe("Event paid-gala");
    expect(await db.transaction((tx) => recordPayment(tx, "00000000-0000-0000-0000-000000000000", { system: "test" }, new Date()))).toBe(null);
  });
});

describe("CSV export of the participants list", () => {
  it("staff only; filtered by event and payment status; formula-like text is defused", async () => {
    const event = await makeEvent("csv-night");
    await register(registrationBody(event.slug, { email: "csv@example.rw", organization: '=HYPERLINK("http://x")', dietRequirements: "Halal, no nuts" }));
    expect((await exportCsv(apiRequest(`/account/events/participant/export?event=${event.id}`), undefined)).status).toBe(401);
    const res = await exportCsv(apiRequest(`/account/events/participant/export?event=${event.id}&payment=FREE`, { token: staff }), undefined);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    const lines = (await res.text()).trim().split("\r\n");
    expect(lines[0]).toMatch(/^Registered,Event,Title,Family name,First name/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(lines[1]).toContain('"Halal, no nuts"');
    // Payment status, test payment, refunded (USD), checked in, consent.
    expect(lines[0]).toContain(",Payment status,Test payment,Refunded (USD),Checked in,Data protection consent,");
    expect(lines[1]).toContain(",FREE,,0,,yes,");
    const paidOnly = await exportCsv(apiRequest(`/account/events/participant/export?event=${event.id}&payment=PAID`, { token: staff }), undefined);
    expect((await paidOnly.text()).trim().split("\r\n")).toHaveLength(1);
  });
});
