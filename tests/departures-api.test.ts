import { beforeAll, describe, expect, it } from "vitest";
import { addDays } from "date-fns";
import { kigaliDay } from "./helpers/days";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { orders, tourDepartures } from "@/lib/platform/db/schema";
import { GET as list, POST as add } from "@/app/api/tours/[slug]/departures/route";
import { DELETE as remove, PATCH as change } from "@/app/api/tours/[slug]/departures/[id]/route";
import { PUT as putOrder } from "@/app/api/order/[id]/route";
import { PUT as move } from "@/app/api/order/[id]/departure/route";
import { GET as preview, POST as cancel } from "@/app/api/order/[id]/cancel/route";
import { payWithTestGateway } from "./helpers/payments";
import { apiRequest, makeUser, params } from "./helpers/factories";
import { auditFor, read, rowCount } from "./helpers/content";
import { departureOrderBody, makeDeparture } from "./helpers/departures";
import { freshIp, mailsTo, makeTour, orderBody, postOrder } from "./helpers/orders";

let admin: string;
let staff: string;
beforeAll(async () => {
  admin = (await makeUser("admin")).token;
  staff = (await makeUser("user")).token;
});

const day = (n: number) => kigaliDay(addDays(new Date(), n));
const post = async (slug: string, body: unknown, token?: string) =>
  read(await add(apiRequest(`/api/tours/${slug}/departures`, { body, token }), params({ slug })));
const get = async (slug: string) => read(await list(apiRequest(`/api/tours/${slug}/departures`), params({ slug })));
const patch = async (slug: string, id: string, body: unknown, token = admin) =>
  read(await change(apiRequest("/x", { method: "PATCH", body, token }), params({ slug, id })));
const del = async (slug: string, id: string, token = admin) => read(await remove(apiRequest("/x", { method: "DELETE", token }), params({ slug, id })));
const orderRow = async (id: string) => (await (await getDb()).select().from(orders).where(eq(orders.id, id)))[0];

describe("POST /api/tours/{slug}/departures", () => {
  it("adds one departure (Kigali time) → 201 with the departure, audited", async () => {
    const tour = await makeTour();
    const res = await post(tour.slug, { startsAt: `${day(30)}T07:00`, seats: 8, note: "English-speaking guide" }, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.departure).toEqual({
      id: expect.any(String),
      startsAt: new Date(`${day(30)}T05:00:00Z`).toISOString(),
      seats: 8,
      seatsLeft: 8,
      state: "open",
      note: "English-speaking guide",
    });
    expect(await auditFor(res.body.departure.id)).toMatchObject([{ action: "departure.create" }]);
    // The same moment again is a conflict, not a second departure.
    expect((await post(tour.slug, { startsAt: `${day(30)}T07:00`, seats: 4 }, admin)).status).toBe(409);
  });

  it("refuses the past, 0 seats and more than 500 (400), anonymous callers (401), staff who are not admins (403), unknown tours (404)", async () => {
    const tour = await makeTour();
    const before = await rowCount(tourDepartures);
    for (const [body, message] of [
      [{ startsAt: `${day(-1)}T07:00`, seats: 8 }, "A departure cannot be in the past."],
      [{ startsAt: `${day(10)}T07:00`, seats: 0 }, "Seats must be a whole number from 1 to 500."],
      [{ startsAt: `${day(10)}T07:00`, seats: 501 }, "Seats must be a whole number from 1 to 500."],
      [{ seats: 5 }, "Please choose the departure's date and time."],
    ] as const) {
      expect(await post(tour.slug, body, admin)).toEqual({ status: 400, body: { Errors: [message] } });
    }
    expect((await post(tour.slug, { startsAt: `${day(10)}T07:00`, seats: 8 })).status).toBe(401);
    expect((await post(tour.slug, { startsAt: `${day(10)}T07:00`, seats: 8 }, staff)).status).toBe(403);
    expect((await post("no-such-tour", { startsAt: `${day(10)}T07:00`, seats: 8 }, admin)).status).toBe(404);
    expect(await rowCount(tourDepartures)).toBe(before);
  });

  it("adds a series: every Saturday at 07:00 from a date to a date, skipping dates; adding it again adds nothing", async () => {
    const tour = await makeTour();
    const from = day(7);
    const to = day(7 + 34);
    const saturdays = Array.from({ length: 35 }, (_, i) => day(7 + i)).filter((d) => new Date(`${d}T12:00:00Z`).getUTCDay() === 6);
    const series = { from, to, weekdays: [6], time: "07:00", skip: [saturdays[1]] };
    const res = await post(tour.slug, { series, seats: 12 }, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const expected = saturdays.filter((d) => d !== saturdays[1]).map((d) => new Date(`${d}T05:00:00Z`).toISOString());
    expect(res.body.departures.map((d: { startsAt: string }) => d.startsAt)).toEqual(expected);
    expect(res.body.message).toBe(`${expected.length} departures added.`);
    expect((await post(tour.slug, { series, seats: 12 }, admin)).body).toEqual({ error: "Every departure of this series already exists." });
    // Widened by the skipped day: only that one is new.
    const again = await post(tour.slug, { series: { ...series, skip: [] }, seats: 12 }, admin);
    expect(again.body.message).toBe(`1 departure added; ${expected.length} already existed.`);
    expect((await post(tour.slug, { series: { ...series, weekdays: [] }, seats: 12 }, admin)).body).toEqual({
      Errors: ["Please choose at least one day of the week."],
    });
    expect((await post(tour.slug, { series: { ...series, to: day(6) }, seats: 12 }, admin)).body).toEqual({
      Errors: ["The series must end on or after its first day."],
    });
  });
});

describe("GET /api/tours/{slug}/departures", () => {
  it("lists upcoming departures only, soonest first, with seats left; unknown tours are 404", async () => {
    const tour = await makeTour();
    const later = await makeDeparture(tour.id, 6, 24 * 40);
    const sooner = await makeDeparture(tour.id, 4, 24 * 10, "closed");
    await makeDeparture(tour.id, 4, -24);
    const booked = await postOrder(departureOrderBody(tour.id, later.id, 2));
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const res = await get(tour.slug);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      departures: [
        { id: sooner.id, startsAt: sooner.startsAt.toISOString(), seats: 4, seatsLeft: 0, state: "closed", note: "" },
        { id: later.id, startsAt: later.startsAt.toISOString(), seats: 6, seatsLeft: 4, state: "open", note: "" },
      ],
    });
    expect((await get("no-such-tour")).status).toBe(404);
  });
});

describe("booking a departure (POST /api/order with departureId)", () => {
  it("takes the party's seats; a party larger than the seats left is a 409 with a clear message", async () => {
    const tour = await makeTour();
    const dep = await makeDeparture(tour.id, 5);
    const first = await postOrder(departureOrderBody(tour.id, dep.id, 4));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const row = await orderRow(first.body.order.id);
    expect(row).toMatchObject({ departureId: dep.id, needDate: dep.startsAt, deadline: dep.startsAt, amount: 300 });
    expect(row.holdUntil!.getTime() - row.createdAt.getTime()).toBeCloseTo(30 * 60_000, -3);
    expect(await postOrder(departureOrderBody(tour.id, dep.id, 2))).toEqual({
      status: 409,
      body: { error: "Only 1 seat left on this departure.", Errors: ["Only 1 seat left on this departure."] },
    });
    expect((await postOrder(departureOrderBody(tour.id, dep.id, 1))).status).toBe(200);
    expect(await postOrder(departureOrderBody(tour.id, dep.id, 1))).toEqual({
      status: 409,
      body: { error: "This departure is sold out.", Errors: ["This departure is sold out."] },
    });
    const [mail] = await mailsTo("aline@example.com", `booking IKZ-${first.body.order.id.slice(0, 8).toUpperCase()}`);
    expect(mail.text).toContain("departing");
  });

  it("a closed, cancelled or past departure is a 409; another tour's departure is a 400", async () => {
    const tour = await makeTour();
    const other = await makeTour();
    const closed = await makeDeparture(tour.id, 5, 24 * 5, "closed");
    const cancelled = await makeDeparture(tour.id, 5, 24 * 6, "cancelled");
    const past = await makeDeparture(tour.id, 5, -2);
    await makeDeparture(tour.id, 5, 24 * 7);
    const before = await rowCount(orders);
    expect(await postOrder(departureOrderBody(tour.id, closed.id, 1))).toEqual({
      status: 409,
      body: {
        error: "This departure is closed for booking. Please choose another date.",
        Errors: ["This departure is closed for booking. Please choose another date."],
      },
    });
    expect(await postOrder(departureOrderBody(tour.id, cancelled.id, 1))).toEqual({
      status: 409,
      body: {
        error: "This departure has been cancelled. Please choose another date.",
        Errors: ["This departure has been cancelled. Please choose another date."],
      },
    });
    expect(await postOrder(departureOrderBody(tour.id, past.id, 1))).toEqual({
      status: 409,
      body: { error: "This departure has already left. Please choose another date.", Errors: ["This departure has already left. Please choose another date."] },
    });
    expect(await postOrder(departureOrderBody(other.id, closed.id, 1))).toEqual({
      status: 400,
      body: { error: "The selected departure does not exist.", Errors: ["The selected departure does not exist."] },
    });
    expect(await rowCount(orders)).toBe(before);
  });

  it("an order without a departure goes on the first open departure with room from the requested day; with none, on request for staff; a tour without departures keeps today's flow", async () => {
    const scheduled = await makeTour();
    // The booking box's body asks for the day 30 days ahead (Kigali).
    await makeDeparture(scheduled.id, 9, 24 * 20);
    await makeDeparture(scheduled.id, 1, 24 * 35);
    await makeDeparture(scheduled.id, 9, 24 * 36, "closed");
    const open = await makeDeparture(scheduled.id, 5, 24 * 40);
    const placed = await postOrder(orderBody(scheduled.id, 2, { email: "placed@example.com" }));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(await orderRow(placed.body.order.id)).toMatchObject({
      departureId: open.id,
      needDate: open.startsAt,
      deadline: open.startsAt,
      amount: 180,
      awaitingDeparture: false,
    });
    const [placedMail] = await mailsTo("placed@example.com", "booking IKZ-");
    expect(placedMail.text).toContain("for 2 people, departing");

    // Three seats are left on the only departure with room: a party of four is taken on request.
    const waiting = await postOrder(orderBody(scheduled.id, 4, { email: "waiting@example.com" }));
    expect(waiting.status, JSON.stringify(waiting.body)).toBe(200);
    expect(await orderRow(waiting.body.order.id)).toMatchObject({
      departureId: null,
      holdUntil: null,
      amount: 300,
      awaitingDeparture: true,
      status: "PENDING",
    });
    const [waitingMail] = await mailsTo("waiting@example.com", "booking IKZ-");
    expect(waitingMail.text).toContain(
      "none had room for your party on or after that day. We have taken your booking on request: our team will confirm a date with you by e-mail.",
    );
    const onRequest = await makeTour();
    // Only past departures: back on request.
    await makeDeparture(onRequest.id, 5, -30);
    const res = await postOrder(orderBody(onRequest.id, 2));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await orderRow(res.body.order.id)).toMatchObject({ departureId: null, holdUntil: null });
  });
});

describe("PATCH and DELETE /api/tours/{slug}/departures/{id}", () => {
  it("edits seats, never below those taken (409); closes and reopens; admins only", async () => {
    const tour = await makeTour();
    const dep = await makeDeparture(tour.id, 6);
    expect((await postOrder(departureOrderBody(tour.id, dep.id, 3))).status).toBe(200);
    expect(await patch(tour.slug, dep.id, { seats: 2 })).toEqual({
      status: 409,
      body: { error: "3 seats are already taken on this departure: it cannot have fewer seats than that." },
    });
    const ok = await patch(tour.slug, dep.id, { seats: 3, note: "Bring boots" });
    expect(ok).toEqual({
      status: 200,
      body: { message: "Departure updated.", departure: expect.objectContaining({ seats: 3, seatsLeft: 0, note: "Bring boots", state: "open" }) },
    });
    expect((await patch(tour.slug, dep.id, { state: "closed" })).body.departure.state).toBe("closed");
    expect((await patch(tour.slug, dep.id, { state: "open" })).body.departure.state).toBe("open");
    expect(await patch(tour.slug, dep.id, {})).toEqual({ status: 400, body: { error: "Nothing to change: send seats, note or state." } });
    expect((await patch(tour.slug, dep.id, { seats: 9 }, staff)).status).toBe(403);
    expect((await patch(tour.slug, dep.id, { seats: 9 }, "")).status).toBe(401);
    expect((await patch(tour.slug, "00000000-0000-4000-8000-000000000000", { seats: 9 })).status).toBe(404);
    expect((await del(tour.slug, dep.id, staff)).status).toBe(403);
  });

  it("cancelling a departure with bookings cancels the unpaid ones, marks paid ones REFUND_DUE and mails each booked traveller", async () => {
    const tour = await makeTour();
    const dep = await makeDeparture(tour.id, 10);
    const unpaid = await postOrder(departureOrderBody(tour.id, dep.id, 2, { email: "unpaid.traveller@example.com" }));
    const paid = await postOrder(departureOrderBody(tour.id, dep.id, 3, { email: "paid.traveller@example.com" }));
    expect(
      (await read(await putOrder(apiRequest("/x", { method: "PUT", body: { status: "PAID" }, token: admin }), params({ id: paid.body.order.id })))).status,
    ).toBe(200);
    const res = await del(tour.slug, dep.id);
    expect(res).toEqual({
      status: 200,
      body: {
        message: "Departure cancelled. 2 bookings were cancelled and told by e-mail.",
        departure: expect.objectContaining({ state: "cancelled", seatsLeft: 0 }),
      },
    });
    expect((await orderRow(unpaid.body.order.id)).status).toBe("CANCELLED");
    expect((await orderRow(paid.body.order.id)).status).toBe("REFUND_DUE");
    const [toUnpaid] = await mailsTo("unpaid.traveller@example.com", "Departure cancelled");
    const [toPaid] = await mailsTo("paid.traveller@example.com", "Departure cancelled");
    expect(toUnpaid.text).toContain("nothing is due");
    expect(toPaid.text).toContain("We will refund $240");
    // No other mail for these changes (the refund-due mail would say the seat had gone).
    expect(await mailsTo("paid.traveller@example.com", "Refund on its way")).toEqual([]);
    expect(await patch(tour.slug, dep.id, { state: "open" })).toEqual({
      status: 409,
      body: { error: "A cancelled departure cannot be reopened or given seats: add a new departure instead." },
    });
    // A cancelled departure may be replaced at the same moment.
    expect((await post(tour.slug, { startsAt: dep.startsAt.toISOString(), seats: 4 }, admin)).status).toBe(201);
  });

  it("deleting a departure nobody booked removes it", async () => {
    const tour = await makeTour();
    const dep = await makeDeparture(tour.id, 4);
    expect(await del(tour.slug, dep.id)).toEqual({ status: 200, body: { message: "Departure removed." } });
    const db = await getDb();
    expect(await db.select().from(tourDepartures).where(eq(tourDepartures.id, dep.id))).toEqual([]);
    expect((await del(tour.slug, dep.id)).status).toBe(404);
  });
});

describe("moving a booking (PUT /api/order/{id}/departure, administrators)", () => {
  it("moves a booking to another departure of the same tour when its party fits, and mails the traveller", async () => {
    const tour = await makeTour();
    const from = await makeDeparture(tour.id, 6, 24 * 10);
    const small = await makeDeparture(tour.id, 2, 24 * 17);
    const roomy = await makeDeparture(tour.id, 6, 24 * 24);
    const other = await makeDeparture((await makeTour()).id, 6);
    const order = await postOrder(departureOrderBody(tour.id, from.id, 3, { email: "mover@example.com" }));
    const id = order.body.order.id as string;
    const put = async (body: unknown, token = admin) => read(await move(apiRequest("/x", { method: "PUT", body, token }), params({ id })));
    expect(await put({ departureId: small.id })).toEqual({
      status: 400,
      body: { error: "Only 2 seats left on this departure. The booking cannot move to it." },
    });
    expect(await put({ departureId: other.id })).toEqual({ status: 400, body: { error: "A booking can only move to another departure of its own tour." } });
    expect((await put({ departureId: roomy.id }, "")).status).toBe(401);
    expect(await put({ departureId: roomy.id })).toEqual({
      status: 200,
      body: { message: "The booking has been moved. The traveller has been told by e-mail." },
    });
    // Unpaid: no refund terms to keep.
    expect(await orderRow(id)).toMatchObject({ departureId: roomy.id, needDate: roomy.startsAt, policyStartsAt: null });
    expect(await mailsTo("mover@example.com", "New departure")).toHaveLength(1);
    expect(await auditFor(id)).toEqual(expect.arrayContaining([expect.objectContaining({ action: "order.move" })]));
    // Its seats moved with it.
    const db = await getDb();
    expect(
      await db
        .select()
        .from(orders)
        .where(and(eq(orders.departureId, from.id))),
    ).toEqual([]);
    expect((await get(tour.slug)).body.departures.map((d: { seatsLeft: number }) => d.seatsLeft)).toEqual([6, 2, 3]);
  });

  it("places a booking taken on request on a departure of its tour (administrators): seats claimed, audited, the date mailed once", async () => {
    const tour = await makeTour();
    const full = await makeDeparture(tour.id, 1, 24 * 30);
    const waiting = await postOrder(orderBody(tour.id, 3, { email: "onrequest@example.com" }));
    const id = waiting.body.order.id as string;
    expect(await orderRow(id)).toMatchObject({ departureId: null, awaitingDeparture: true });
    const later = await makeDeparture(tour.id, 4, 24 * 45);
    const other = await makeDeparture((await makeTour()).id, 9, 24 * 45);
    const put = async (body: unknown, token = admin) => read(await move(apiRequest("/x", { method: "PUT", body, token }), params({ id })));
    expect(await put({ departureId: full.id })).toEqual({
      status: 400,
      body: { error: "Only 1 seat left on this departure. The booking cannot be placed on it." },
    });
    expect(await put({ departureId: other.id })).toEqual({ status: 400, body: { error: "A booking can only be placed on a departure of its own tour." } });
    expect((await put({ departureId: later.id }, staff)).status).toBe(403);
    expect(await orderRow(id)).toMatchObject({ departureId: null, awaitingDeparture: true });
    expect(await put({ departureId: later.id })).toEqual({
      status: 200,
      body: { message: "The booking has been placed on the departure. The traveller has been told by e-mail." },
    });
    expect(await orderRow(id)).toMatchObject({ departureId: later.id, awaitingDeparture: false, needDate: later.startsAt, deadline: later.startsAt });
    expect(await auditFor(id)).toEqual(expect.arrayContaining([expect.objectContaining({ action: "order.place" })]));
    const mails = await mailsTo("onrequest@example.com", "Your date is confirmed");
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain("We have placed your booking on the departure of");
    expect((await get(tour.slug)).body.departures.map((d: { seatsLeft: number }) => d.seatsLeft)).toEqual([1, 1]);
    // Placed once: it is now an ordinary booking on a departure.
    expect(await put({ departureId: later.id })).toEqual({ status: 409, body: { error: "The booking is already on this departure." } });
  });

  it("a user-role account may not move a booking (403, the contract's auth error); nothing changes, nothing is mailed", async () => {
    const tour = await makeTour();
    const from = await makeDeparture(tour.id, 6, 24 * 4);
    const later = await makeDeparture(tour.id, 6, 24 * 60);
    const id = (await postOrder(departureOrderBody(tour.id, from.id, 2, { email: "not-moved@example.com" }))).body.order.id as string;
    await payWithTestGateway(id);
    const res = await read(await move(apiRequest("/x", { method: "PUT", body: { departureId: later.id }, token: staff }), params({ id })));
    expect(res).toEqual({ status: 403, body: { error: "Only administrators may do this.", errors: { auth: "Only administrators may do this." } } });
    expect(await orderRow(id)).toMatchObject({ departureId: from.id, policyStartsAt: null });
    expect(await mailsTo("not-moved@example.com", "New departure")).toEqual([]);
    expect((await auditFor(id)).filter((a: { action: string }) => a.action === "order.move")).toEqual([]);
  });

  it("never into a closed, cancelled, full or past departure (400, a clear message); the booking stays", async () => {
    const tour = await makeTour();
    const from = await makeDeparture(tour.id, 6, 24 * 10);
    const id = (await postOrder(departureOrderBody(tour.id, from.id, 2, { email: "stays@example.com" }))).body.order.id as string;
    const put = async (departureId: string) => read(await move(apiRequest("/x", { method: "PUT", body: { departureId }, token: admin }), params({ id })));
    const closed = await makeDeparture(tour.id, 6, 24 * 30, "closed");
    const cancelled = await makeDeparture(tour.id, 6, 24 * 31, "cancelled");
    const full = await makeDeparture(tour.id, 1, 24 * 32);
    const past = await makeDeparture(tour.id, 6, -24);
    expect(await put(closed.id)).toEqual({ status: 400, body: { error: "That departure is closed for booking: reopen it first, or choose another one." } });
    expect(await put(cancelled.id)).toEqual({ status: 400, body: { error: "That departure has been cancelled: a booking cannot move to it." } });
    expect(await put(full.id)).toEqual({ status: 400, body: { error: "Only 1 seat left on this departure. The booking cannot move to it." } });
    expect(await put(past.id)).toEqual({ status: 400, body: { error: "That departure has already left: a booking can only move to an upcoming one." } });
    expect(await orderRow(id)).toMatchObject({ departureId: from.id });
    expect(await mailsTo("stays@example.com", "New departure")).toEqual([]);
  });

  it("a later cancellation is refunded as the booking was paid, unless the administrator chose the new departure's terms (audited)", async () => {
    const tour = await makeTour();
    // 4 days before the start: the default policy gives nothing back.
    const soon = await makeDeparture(tour.id, 6, 24 * 4);
    const january = await makeDeparture(tour.id, 6, 24 * 60);
    const put = async (id: string, body: unknown) => read(await move(apiRequest("/x", { method: "PUT", body, token: admin }), params({ id })));
    const cancelNow = async (id: string) => read(await cancel(apiRequest(`/api/order/${id}/cancel`, { method: "POST", headers: freshIp() }), params({ id })));

    const kept = (await postOrder(departureOrderBody(tour.id, soon.id, 2, { email: "as-paid@example.com" }))).body.order.id as string;
    await payWithTestGateway(kept);
    expect((await put(kept, { departureId: january.id })).status).toBe(200);
    expect(await orderRow(kept)).toMatchObject({ departureId: january.id, policyStartsAt: soon.startsAt, status: "PAID" });
    // The voucher names the departure: the move mail of a paid booking carries the new one.
    const [movedMail] = await mailsTo("as-paid@example.com", "New departure");
    expect(movedMail.attachments).toEqual([expect.objectContaining({ contentType: "application/pdf", render: { voucher: kept } })]);
    const [audit] = (await auditFor(kept)).filter((a: { action: string }) => a.action === "order.move");
    expect(audit.details).toMatchObject({ refundTerms: "as-paid", policyStartsAt: soon.startsAt.toISOString() });
    expect((await read(await preview(apiRequest(`/api/order/${kept}/cancel`), params({ id: kept })))).body).toMatchObject({
      canCancel: false,
      refundAmount: 0,
    });
    expect(await cancelNow(kept)).toEqual({
      status: 409,
      body: { error: expect.stringContaining("Under the cancellation policy nothing would be refunded now.") },
    });
    expect(await orderRow(kept)).toMatchObject({ status: "PAID", refundedAmount: 0 });

    const renewed = (await postOrder(departureOrderBody(tour.id, soon.id, 2, { email: "new-terms@example.com" }))).body.order.id as string;
    await payWithTestGateway(renewed);
    expect((await put(renewed, { departureId: january.id, refundTerms: "new-departure" })).status).toBe(200);
    expect(await orderRow(renewed)).toMatchObject({ departureId: january.id, policyStartsAt: null });
    const [chosen] = (await auditFor(renewed)).filter((a: { action: string }) => a.action === "order.move");
    expect(chosen.details).toMatchObject({ refundTerms: "new-departure", policyStartsAt: null });
    expect(chosen.summary).toContain("a cancellation is refunded by the new departure's date");
    const cancelled = await cancelNow(renewed);
    expect(cancelled.body).toMatchObject({ status: "REFUNDED", refundAmount: 180 });

    expect(await put(renewed, { departureId: soon.id, refundTerms: "later" })).toEqual({
      status: 400,
      body: { error: 'refundTerms must be "as-paid" (a later cancellation is refunded as the booking was paid) or "new-departure".' },
    });
  });
});
