import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { simpleParser, type ParsedMail } from "mailparser";
import { startSmtp } from "./helpers/smtp";
import { getDb } from "@/lib/platform/db/client";
import { events } from "@/lib/platform/db/schema";
import { deliverSoon } from "@/lib/platform/mail/deliver";
import { POST as checkIn } from "@/app/api/check-in/route";
import { POST as undo } from "@/app/api/check-in/undo/route";
import { POST as cancel } from "@/app/api/order/[id]/cancel/route";
import { GET as voucher } from "@/app/api/order/[id]/voucher/route";
import { POST as newCode } from "@/app/api/order/[id]/check-in-code/route";
import { POST as register } from "@/app/api/participant/create/route";
import { GET as exportManifest } from "@/app/account/departures/[id]/export/route";
import { readManifest } from "@/lib/booking/departures/queries";
import { manifestTotals } from "@/lib/booking/departures/manifest";
import { departureOrderBody, makeDeparture } from "./helpers/departures";
import { apiRequest, makeUser, params } from "./helpers/factories";
import { read } from "./helpers/content";
import { freshIp, makeTour, orderBody, postOrder } from "./helpers/orders";
import { payWithTestGateway } from "./helpers/payments";
import { payLinkOrderOf, registrationBody } from "./helpers/participants";
import { pdfQrCodes, pdfText } from "./helpers/pdf";
import { addDays } from "date-fns";
import { and, eq } from "drizzle-orm";
import { kigaliDay } from "./helpers/days";
import { auditFor } from "./helpers/content";
import { orders, tickets, tourDepartures } from "@/lib/platform/db/schema";
import { formatDay, parseKigaliDateTime } from "@/lib/platform/dates";
import { GET as cancelPreview } from "@/app/api/order/[id]/cancel/route";

/**
 * The voucher: the PAID mail, as an SMTP server receives it, carries a PDF whose text
 * (PDF.js) holds the booking's facts and whose QR code (painted, read by ZXing) is a check-in code
 * that staff's check-in accepts once, then answers with when and by whom.
 */
const smtp = await startSmtp();
let staff: Awaited<ReturnType<typeof makeUser>>;
let tour: Awaited<ReturnType<typeof makeTour>>;
beforeAll(async () => {
  staff = await makeUser("user");
  tour = await makeTour([300, 520, 700, 860, 990]);
});
afterAll(() => smtp.close());

async function receivedMail(to: string, subject: string): Promise<ParsedMail> {
  // Waits for a delivery run already under way (the payment started one) and then makes one more.
  await deliverSoon();
  const raw = smtp.to(to).find((m) => m.subject.includes(subject))?.raw;
  expect(raw, `a mail "${subject}" to ${to}`).toBeTruthy();
  return simpleParser(raw!);
}
const pdfOf = (mail: ParsedMail) => {
  const pdfs = mail.attachments.filter((a) => a.contentType === "application/pdf");
  expect(pdfs).toHaveLength(1);
  return pdfs[0];
};
const onDay = (n: number, time = "") => kigaliDay(addDays(new Date(), n)) + time;
const postCheckIn = async (body: unknown, token?: string) => read(await checkIn(apiRequest("/api/check-in", { body, token }), undefined));

describe("voucher and check-in", () => {
  it("the paid mail's PDF has the booking's facts as text and a QR code that checks the party in once", async () => {
    // For tomorrow: its code is accepted from the start of today (Kigali time).
    const placed = await postOrder(
      orderBody(tour.id, 2, {
        email: "voucher@example.com",
        names: "Aline Uwera",
        location: "Hôtel des Mille Collines",
        needDate: onDay(1),
        deadline: onDay(1, "T08:30"),
      }),
    );
    const id = placed.body.order.id as string;
    const reference = `IKZ-${id.slice(0, 8).toUpperCase()}`;
    await payWithTestGateway(id);

    const mail = await receivedMail("voucher@example.com", "Payment received");
    expect(mail.text).toContain(reference);
    expect(mail.text).toContain(`http://ikaze.test/myorder/${id}`);
    const pdf = pdfOf(mail);
    expect(pdf.filename).toBe(`${reference}-voucher.pdf`);
    const text = await pdfText(pdf.content);
    for (const fact of [
      reference,
      "Travel voucher",
      "Aline Uwera",
      tour.title,
      "2 people",
      "$520 (TEST: no money moved)",
      "Hôtel des Mille Collines",
      "+250 788 300 400",
    ])
      expect(text).toContain(fact);

    const [code] = await pdfQrCodes(pdf.content);
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(code.replaceAll("-", "").toLowerCase()).not.toContain(id.slice(0, 8));
    expect(text).toContain(code);

    // The same voucher from /myorder's download.
    const download = await voucher(apiRequest(`/api/order/${id}/voucher`), params({ id }));
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(await pdfQrCodes(Buffer.from(await download.arrayBuffer()))).toEqual([code]);

    expect((await postCheckIn({ code })).status).toBe(401);
    expect((await postCheckIn({ code: "not a code" }, staff.token)).status).toBe(400);
    expect((await postCheckIn({ code: "0000-0000-0000" }, staff.token)).status).toBe(404);
    const first = await postCheckIn({ code: code.toLowerCase().replaceAll("-", " ") }, staff.token);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ reference, traveller: "Aline Uwera", partySize: 2, title: tour.title, kind: "tour", checkedInBy: staff.user.email });
    const second = await postCheckIn({ code }, staff.token);
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ checkedInAt: first.body.checkedInAt, checkedInBy: staff.user.email });
    expect(second.body.error).toMatch(/^Already checked in on .+ \(Kigali time\) by /);
  });

  it("a replaced code stops working; a cancelled booking's code is refused and it has no voucher", async () => {
    const admin = await makeUser("admin");
    const far = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
    const placed = await postOrder(orderBody(tour.id, 1, { email: "revoked@example.com", needDate: far, deadline: `${far}T07:00` }));
    const id = placed.body.order.id as string;
    expect((await read(await voucher(apiRequest(`/api/order/${id}/voucher`), params({ id })))).status).toBe(409);
    await payWithTestGateway(id);
    const [old] = await pdfQrCodes(pdfOf(await receivedMail("revoked@example.com", "Payment received")).content);
    expect((await read(await newCode(apiRequest(`/api/order/${id}/check-in-code`, { method: "POST", token: staff.token }), params({ id })))).status).toBe(403);
    expect((await read(await newCode(apiRequest(`/api/order/${id}/check-in-code`, { method: "POST", token: admin.token }), params({ id })))).status).toBe(200);
    expect((await postCheckIn({ code: old }, staff.token)).status).toBe(404);
    const [fresh] = await pdfQrCodes(Buffer.from(await (await voucher(apiRequest(`/api/order/${id}/voucher`), params({ id }))).arrayBuffer()));
    expect(fresh).not.toBe(old);

    expect((await read(await cancel(apiRequest(`/api/order/${id}/cancel`, { method: "POST", headers: freshIp() }), params({ id })))).body.status).toBe(
      "REFUNDED",
    );
    const refused = await postCheckIn({ code: fresh }, staff.token);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe("This booking was cancelled or refunded: its voucher is no longer valid.");
    expect((await read(await voucher(apiRequest(`/api/order/${id}/voucher`), params({ id })))).status).toBe(409);
  });

  it("a paid event registration's mail carries the participant's ticket", async () => {
    const [event] = await (
      await getDb()
    )
      .insert(events)
      .values({
        slug: "ticket-forum",
        title: "Ticket Forum",
        startDate: parseKigaliDateTime(onDay(1, "T09:00")),
        endDate: parseKigaliDateTime(onDay(2, "T17:00")),
        place: "Kigali Convention Centre",
        price: 80,
        isApproved: true,
      })
      .returning();
    const res = await read(
      await register(
        apiRequest("/api/participant/create", {
          body: registrationBody(event.slug, { email: "ticket@example.rw", startedAt: Date.now() - 10_000 }),
          headers: freshIp(),
        }),
        undefined,
      ),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    await payWithTestGateway(await payLinkOrderOf("ticket@example.rw"));
    const mail = await receivedMail("ticket@example.rw", "Payment received");
    // A ticket, named as one: an event is not travel.
    expect(pdfOf(mail).filename).toMatch(/^IKZ-[0-9A-Z]+-ticket\.pdf$/);
    const text = await pdfText(pdfOf(mail).content);
    for (const fact of ["Event ticket", "Dr Aline Uwase", "Ticket Forum", "Kigali Convention Centre", "1 person"]) expect(text).toContain(fact);
    const [code] = await pdfQrCodes(pdfOf(mail).content);
    expect((await postCheckIn({ code }, staff.token)).body).toMatchObject({ traveller: "Dr Aline Uwase", partySize: 1, kind: "event", title: "Ticket Forum" });
  });

  it("the departure's manifest shows who has checked in, with a count, on the page's data and in its CSV", async () => {
    const dep = await makeDeparture(tour.id, 12, 20);
    const ids: string[] = [];
    for (const [names, email, people] of [
      ["Eric Mugisha", "manifest-in@example.com", 3],
      ["Diane Ingabire", "manifest-out@example.com", 2],
    ] as const) {
      const placed = await postOrder(departureOrderBody(tour.id, dep.id, people, { names, email }));
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      ids.push(placed.body.order.id);
      await payWithTestGateway(placed.body.order.id);
    }
    const [code] = await pdfQrCodes(pdfOf(await receivedMail("manifest-in@example.com", "Payment received")).content);
    const admitted = await postCheckIn({ code }, staff.token);
    expect(admitted.status).toBe(200);

    const travellers = await readManifest(dep.id);
    expect(travellers.map((t) => [t.names, t.checkedInAt?.toISOString() ?? null])).toEqual([
      ["Eric Mugisha", admitted.body.checkedInAt],
      ["Diane Ingabire", null],
    ]);
    expect(manifestTotals(travellers)).toMatchObject({ people: 5, paidPeople: 5, checkedInPeople: 3 });
    const csv = (await (await exportManifest(apiRequest(`/account/departures/${dep.id}/export`, { token: staff.token }), params({ id: dep.id }))).text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(csv[0]).toBe("Reference,Name,People,Phone,Email,Pick-up,Payment,Amount (USD),Booked at,Checked in");
    expect(csv[1]).toMatch(/^IKZ-[0-9A-F]{8},Eric Mugisha,3,.*,\d{4}-\d{2}-\d{2} \d{2}:\d{2},\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(csv[2]).toMatch(/,Diane Ingabire,2,.*,\d{4}-\d{2}-\d{2} \d{2}:\d{2},$/);
  });
});

describe("check-in on the booking's days, and no cancelling after it", () => {
  /** A paid booking of 2 on a departure starting at `startsAt`, and its live check-in code. */
  async function paidOnDeparture(startsAt: Date, email: string) {
    const db = await getDb();
    const [dep] = await db.insert(tourDepartures).values({ tourId: tour.id, seats: 8, startsAt }).returning();
    const placed = await postOrder(departureOrderBody(tour.id, dep.id, 2, { email, names: "Jean Bosco" }));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const id = placed.body.order.id as string;
    await payWithTestGateway(id);
    const [code] = await pdfQrCodes(Buffer.from(await (await voucher(apiRequest(`/api/order/${id}/voucher`), params({ id }))).arrayBuffer()));
    return { id, dep, code };
  }
  const checkIns = async (id: string) => (await auditFor(id)).filter((a: { action: string }) => a.action === "ticket.check-in");

  it("a code for a later day is refused with the day it is for (409); nothing is recorded; an administrator may check it in with a reason, audited", async () => {
    const admin = await makeUser("admin");
    const startsAt = parseKigaliDateTime(onDay(12, "T07:00"));
    const { id, code } = await paidOnDeparture(startsAt, "early@example.com");
    const early = await postCheckIn({ code }, staff.token);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({
      error: `Not today: this code is for ${tour.title} on ${formatDay(startsAt)}. Check-in for it opens on ${formatDay(parseKigaliDateTime(onDay(11)))}.`,
      notToday: { opens: parseKigaliDateTime(onDay(11)).toISOString(), closes: parseKigaliDateTime(onDay(13)).toISOString() },
      traveller: "Jean Bosco",
      partySize: 2,
    });
    expect(early.body.checkedInAt).toBeUndefined();
    const db = await getDb();
    expect((await db.select().from(tickets).where(eq(tickets.orderId, id)))[0].checkedInAt).toBeNull();
    expect(await checkIns(id)).toEqual([]);

    // A reason from a user-role account does not open the door.
    const notAdmin = await postCheckIn({ code, overrideReason: "The guide said so" }, staff.token);
    expect(notAdmin).toEqual({
      status: 403,
      body: {
        error: "Only an administrator may check a party in on another day than its own.",
        errors: { auth: "Only an administrator may check a party in on another day than its own." },
      },
    });
    const anyway = await postCheckIn({ code, overrideReason: "Joined the earlier group at the office's request" }, admin.token);
    expect(anyway.status, JSON.stringify(anyway.body)).toBe(200);
    expect(anyway.body).toMatchObject({ first: true, checkedInBy: admin.user.email });
    const [audit] = await checkIns(id);
    expect(audit.details).toMatchObject({ override: true, reason: "Joined the earlier group at the office's request" });
    expect(audit.summary).toContain("outside its days");
  });

  it("the day before and on the day a code is accepted; after the last day it is refused as passed", async () => {
    const dayBefore = await paidOnDeparture(parseKigaliDateTime(onDay(1, "T23:30")), "day-before@example.com");
    expect((await postCheckIn({ code: dayBefore.code }, staff.token)).status).toBe(200);
    const twoDays = await paidOnDeparture(parseKigaliDateTime(onDay(2, "T00:30")), "two-days@example.com");
    expect((await postCheckIn({ code: twoDays.code }, staff.token)).body.notToday).toBeDefined();

    const gone = await paidOnDeparture(parseKigaliDateTime(onDay(3, "T07:00")), "gone@example.com");
    // The departure left two days ago.
    const leftAt = parseKigaliDateTime(onDay(-2, "T07:00"));
    await (await getDb()).update(tourDepartures).set({ startsAt: leftAt }).where(eq(tourDepartures.id, gone.dep.id));
    const late = await postCheckIn({ code: gone.code }, staff.token);
    expect(late.status).toBe(409);
    expect(late.body.error).toBe(`Not today: this code was for ${tour.title} on ${formatDay(leftAt)}, which has passed.`);
  });

  it("after check-in the traveller can no longer cancel (409, a clear message); the booking stays paid, nothing is refunded", async () => {
    const { id, code } = await paidOnDeparture(parseKigaliDateTime(onDay(1, "T07:00")), "checked-in@example.com");
    expect((await postCheckIn({ code }, staff.token)).status).toBe(200);
    const reason = "This booking has been checked in, so it can no longer be cancelled. To discuss it, call us on +250 788 300 400.";
    expect((await read(await cancelPreview(apiRequest(`/api/order/${id}/cancel`), params({ id })))).body).toMatchObject({ canCancel: false, reason });
    expect(await read(await cancel(apiRequest(`/api/order/${id}/cancel`, { method: "POST", headers: freshIp() }), params({ id })))).toEqual({
      status: 409,
      body: { error: reason },
    });
    const [row] = await (
      await getDb()
    )
      .select()
      .from(orders)
      .where(and(eq(orders.id, id)));
    expect(row).toMatchObject({ status: "PAID", refundedAmount: 0 });
  });

  it("an administrator undoes a check-in with a reason (audited): the code works again and the traveller may cancel again; others may not (403)", async () => {
    const admin = await makeUser("admin");
    const { id, code } = await paidOnDeparture(parseKigaliDateTime(onDay(1, "T09:00")), "undone@example.com");
    const undoAs = async (body: unknown, token: string) => read(await undo(apiRequest("/api/check-in/undo", { body, token }), undefined));
    expect(await undoAs({ code, reason: "Nothing to undo yet" }, admin.token)).toEqual({
      status: 409,
      body: { error: "This code has not been checked in: there is nothing to undo." },
    });
    const first = await postCheckIn({ code }, staff.token);
    expect(first.status).toBe(200);

    expect((await undoAs({ code, reason: "Wrong party" }, staff.token)).status).toBe(403);
    expect(await undoAs({ code }, admin.token)).toEqual({ status: 400, body: { error: "Please say why the check-in is undone." } });
    expect(await undoAs({ code, reason: "Scanned the wrong party's voucher" }, admin.token)).toEqual({
      status: 200,
      body: { message: "Check-in undone for Jean Bosco: the code can be checked in again." },
    });
    const db = await getDb();
    expect((await db.select().from(tickets).where(eq(tickets.orderId, id)))[0]).toMatchObject({ checkedInAt: null, checkedInBy: null });
    const [audit] = (await auditFor(id)).filter((a: { action: string }) => a.action === "ticket.undo-check-in");
    expect(audit.details).toMatchObject({ reason: "Scanned the wrong party's voucher", checkedInAt: first.body.checkedInAt, checkedInBy: staff.user.email });
    expect((await read(await cancelPreview(apiRequest(`/api/order/${id}/cancel`), params({ id })))).body.reason).not.toMatch(/checked in/);
    expect((await postCheckIn({ code }, staff.token)).status).toBe(200);
  });
});
