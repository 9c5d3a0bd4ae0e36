import { beforeAll, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { getDb } from "@/lib/platform/db/client";
import { mailOutbox, visitorMessages } from "@/lib/platform/db/schema";
import { POST as contact } from "@/app/api/contact/route";
import { POST as airTicket } from "@/app/api/airticket/route";
import { POST as ticket } from "@/app/api/ticket/route";
import { POST as eventForm } from "@/app/api/eventform/route";
import { POST as sendHtml } from "@/app/api/maillist/sendhtml/route";
import { PUT as setHandled } from "@/app/api/inbox/[id]/route";
import { countNewMessages, listInbox } from "@/lib/audience/inquiries/queries";
import { apiRequest, makeUser, params } from "./helpers/factories";
import { auditFor, read, rowCount } from "./helpers/content";

let admin: string;
let staff: string;
let ipCounter = 0;
/** Each request from its own address, so one test's submissions never meet another's rate limit. */
const fresh = () => ({ "x-forwarded-for": `203.0.113.${++ipCounter}` });
const started = () => Date.now() - 10_000;

const post = (handler: typeof contact, path: string, body: unknown, headers = fresh()) => handler(apiRequest(path, { body, headers }), params({}));

const contactBody = (extra: Record<string, unknown> = {}) => ({
  names: "Aline Uwase",
  email: "Aline@Example.com",
  subject: "Gorilla trek in March",
  phone: "+250 788 123 456",
  message: "Hello,\n\nWe are four people and would like to trek in March.",
  startedAt: started(),
  ...extra,
});

const airTicketBody = (extra: Record<string, unknown> = {}) => ({
  fullName: "Jean Mugisha",
  email: "jean@example.com",
  phone: "0788123456",
  departureCity: "Kigali",
  destinationCity: "Nairobi",
  departureDate: "2027-03-10",
  returnDate: "2027-03-17",
  numberOfPassengers: "2",
  cabinClass: "business",
  specialRequests: "Window seats, please.",
  ...extra,
});

async function latestMessage() {
  const db = await getDb();
  const [row] = await db.select().from(visitorMessages).orderBy(desc(visitorMessages.createdAt)).limit(1);
  return row;
}

async function mailTo(to: string) {
  const db = await getDb();
  return db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt));
}

beforeAll(async () => {
  admin = (await makeUser("admin")).token;
  staff = (await makeUser("user")).token;
});

describe("POST /api/contact", () => {
  it("stores the message and queues one e-mail to the company inbox that replies to the visitor", async () => {
    const before = (await mailTo("info@ikaze.rw")).length;
    const { status, body } = await read(await post(contact, "/api/contact", contactBody()));
    expect(status).toBe(200);
    expect(body.message).toMatch(/Thank you/);
    const row = await latestMessage();
    expect(row).toMatchObject({
      kind: "contact",
      names: "Aline Uwase",
      email: "aline@example.com",
      subject: "Gorilla trek in March",
      phone: "+250 788 123 456",
      handledAt: null,
    });
    expect(row.message).toContain("four people");
    const mails = await mailTo("info@ikaze.rw");
    expect(mails.length).toBe(before + 1);
    expect(mails[0].subject).toBe("Contact: Gorilla trek in March");
    expect(mails[0].headers).toMatchObject({ "Reply-To": "aline@example.com" });
    expect(mails[0].text).toContain("four people");
    expect(mails[0].text).toContain(`/account/inbox/${row.id}`);
  });

  it("needs only name, email and message; subject and phone are optional", async () => {
    const res = await post(contact, "/api/contact", contactBody({ subject: undefined, phone: "" }));
    expect(res.status).toBe(200);
    expect(await latestMessage()).toMatchObject({ subject: "", phone: "" });
  });

  it("refuses bad input with a 400 { error } in the spec's words and stores nothing", async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ names: "" }, /Full name is required\./],
      [{ email: undefined }, /Email is required\./],
      [{ email: "not-an-email" }, /valid email/],
      [{ message: "   " }, /Message is required\./],
      [{ phone: "call me" }, /phone number using digits/],
      [{ message: "x".repeat(1024 * 1024) }, /Message may be at most 5000 characters/],
      [{ names: "Bad\u0000name" }, /characters that are not allowed/],
    ];
    const count = await rowCount(visitorMessages);
    const mails = await rowCount(mailOutbox);
    for (const [change, message] of cases) {
      const { status, body } = await read(await post(contact, "/api/contact", contactBody(change)));
      expect(status, JSON.stringify(change).slice(0, 60)).toBe(400);
      expect(body.error).toMatch(message);
    }
    const malformed = await contact(apiRequest("/api/contact", { body: "{not json", headers: fresh() }), params({}));
    expect(malformed.status).toBe(400);
    expect(await rowCount(visitorMessages)).toBe(count);
    expect(await rowCount(mailOutbox)).toBe(mails);
  });

  it("posted as a plain form from a French or Kinyarwanda page, it answers with /sent in that language", async () => {
    const form = (referer: string, fields: Record<string, string>) =>
      contact(
        new NextRequest(new URL("/api/contact", "http://ikaze.test"), {
          method: "POST",
          body: new URLSearchParams(fields).toString(),
          headers: { ...fresh(), "content-type": "application/x-www-form-urlencoded", origin: "http://ikaze.test", referer },
        }),
        params({}),
      );
    const filled = { names: "Aline Uwase", email: "aline@example.com", message: "Bonjour", startedAt: String(started()) };
    const sent = await form("http://ikaze.test/fr/contact", filled);
    expect(sent.status).toBe(303);
    const to = new URL(sent.headers.get("location")!);
    expect([to.pathname, to.searchParams.get("form"), to.searchParams.get("back")]).toEqual(["/fr/sent", "contact", "/fr/contact"]);
    expect(await latestMessage()).toMatchObject({ names: "Aline Uwase", message: "Bonjour" });

    const refused = new URL((await form("http://ikaze.test/rw/contact?x=1", { ...filled, names: "" })).headers.get("location")!);
    expect([refused.pathname, refused.searchParams.get("error")]).toEqual(["/rw/sent", "Full name is required."]);
    const english = new URL((await form("http://ikaze.test/contact", filled)).headers.get("location")!);
    expect(english.pathname).toBe("/sent");
  });

  it("refuses a filled honeypot, storing nothing; an autofilled (fast) form is accepted, three per address in 10 minutes", async () => {
    const count = await rowCount(visitorMessages);
    const spam = await read(await post(contact, "/api/contact", contactBody({ website: "http://spam.example" })));
    expect(spam.status).toBe(400);
    expect(spam.body.error).toMatch(/could not be sent/);
    expect(await rowCount(visitorMessages)).toBe(count);
    const headers = fresh();
    for (let i = 0; i < 3; i++) expect((await post(contact, "/api/contact", contactBody({ startedAt: Date.now() }), headers)).status).toBe(200);
    expect(await rowCount(visitorMessages)).toBe(count + 3);
    const fourth = await read(await post(contact, "/api/contact", contactBody({ startedAt: Date.now() }), headers));
    expect(fourth.status).toBe(429);
    expect(fourth.body.error).toMatch(/That was quick/);
    expect(await rowCount(visitorMessages)).toBe(count + 3);
  });

  it("limits one address to 10 forms per 10 minutes (429 with Retry-After and a clear message)", async () => {
    const headers = fresh();
    for (let i = 0; i < 10; i++) expect((await post(contact, "/api/contact", contactBody(), headers)).status).toBe(200);
    const count = await rowCount(visitorMessages);
    const res = await post(contact, "/api/contact", contactBody(), headers);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await res.json()).error).toMatch(/wait a few minutes/);
    expect(await rowCount(visitorMessages)).toBe(count);
    // Another address is not affected.
    expect((await post(contact, "/api/contact", contactBody())).status).toBe(200);
  });
});

describe("air-ticket inquiries", () => {
  it("POST /api/airticket stores every value and mails the company 'Air Ticket Inquiry'", async () => {
    const { status, body } = await read(await post(airTicket, "/api/airticket", airTicketBody({ startedAt: started() })));
    expect(status).toBe(200);
    expect(body.message).toBe("Air Ticket sent successfully!");
    const row = await latestMessage();
    expect(row).toMatchObject({ kind: "air_ticket", names: "Jean Mugisha", email: "jean@example.com", phone: "0788123456", message: "Window seats, please." });
    expect(row.details).toMatchObject({
      departureCity: "Kigali",
      destinationCity: "Nairobi",
      departureDate: "2027-03-10",
      returnDate: "2027-03-17",
      numberOfPassengers: 2,
      cabinClass: "business",
    });
    const [mail] = await mailTo("info@ikaze.rw");
    expect(mail.subject).toBe("Air Ticket Inquiry");
    for (const value of [
      "Jean Mugisha",
      "jean@example.com",
      "0788123456",
      "Kigali",
      "Nairobi",
      "Wed 10 Mar 2027",
      "Wed 17 Mar 2027",
      "Number of passengers: 2",
      "Business",
      "Window seats",
    ]) {
      expect(mail.text).toContain(value);
    }
    expect(mail.text).toContain("+250 788 300 400");
  });

  it("a one-way inquiry needs no return date (one sent anyway is dropped); a return trip still needs one", async () => {
    const oneWay = await read(await post(airTicket, "/api/airticket", airTicketBody({ tripType: "one-way", returnDate: undefined })));
    expect(oneWay.status).toBe(200);
    const row = await latestMessage();
    expect(row.details).toMatchObject({ tripType: "one-way", departureDate: "2027-03-10" });
    expect(row.details).not.toHaveProperty("returnDate");
    const [mail] = await mailTo("info@ikaze.rw");
    expect(mail.text).toContain("Trip: One-way");
    expect(mail.text).not.toContain("Return date");

    await post(airTicket, "/api/airticket", airTicketBody({ tripType: "one-way", returnDate: "2027-03-01" }));
    expect((await latestMessage()).details).not.toHaveProperty("returnDate");

    const count = await rowCount(visitorMessages);
    const missing = await read(await post(airTicket, "/api/airticket", airTicketBody({ tripType: "return", returnDate: "" })));
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatch(/Return date is required/);
    const odd = await read(await post(airTicket, "/api/airticket", airTicketBody({ tripType: "both" })));
    expect(odd.status).toBe(400);
    expect(odd.body.error).toMatch(/Trip type must be one-way or return/);
    expect(await rowCount(visitorMessages)).toBe(count);
  });

  it("defaults to one passenger in economy; special requests are optional", async () => {
    const res = await post(airTicket, "/api/airticket", airTicketBody({ numberOfPassengers: undefined, cabinClass: undefined, specialRequests: undefined }));
    expect(res.status).toBe(200);
    expect((await latestMessage()).details).toMatchObject({ numberOfPassengers: 1, cabinClass: "economy" });
  });

  it("refuses missing fields, zero passengers, an unknown cabin class and a return before departure", async () => {
    const count = await rowCount(visitorMessages);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ departureCity: "" }, /Departure city is required/],
      [{ destinationCity: undefined }, /Destination city is required/],
      [{ phone: "" }, /Phone number is required/],
      [{ departureDate: "2027-02-30" }, /Departure date is required/],
      [{ numberOfPassengers: 0 }, /Number of passengers/],
      [{ cabinClass: "cargo" }, /Cabin class/],
      [{ returnDate: "2027-03-09" }, /return date cannot be before the departure date/],
      [{ email: "jean@" }, /valid email/],
    ];
    for (const [change, message] of cases) {
      const { status, body } = await read(await post(airTicket, "/api/airticket", airTicketBody(change)));
      expect(status, JSON.stringify(change)).toBe(400);
      expect(body.error).toMatch(message);
    }
    expect(await rowCount(visitorMessages)).toBe(count);
  });

  it("POST /api/ticket (the /ticket form) stores an air-ticket inquiry", async () => {
    const body = {
      fullName: "Eric Nkusi",
      email: "eric@example.com",
      departure: "Kigali",
      destination: "Dubai",
      departureDate: "2027-05-01",
      arrivalDate: "2027-05-09",
    };
    expect((await post(ticket, "/api/ticket", body)).status).toBe(200);
    const row = await latestMessage();
    expect(row).toMatchObject({ kind: "air_ticket", names: "Eric Nkusi", email: "eric@example.com" });
    expect(row.details).toMatchObject({ departureCity: "Kigali", destinationCity: "Dubai", source: "ticket" });
    const bad = await read(await post(ticket, "/api/ticket", { ...body, destination: "" }));
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/Destination is required/);
  });

  it("the old POST /api/maillist/sendhtml stores an inquiry, notifies the company with our template and never relays the caller's HTML", async () => {
    const html = `<h1>Air ticket</h1><p>From Kigali to Lagos, 2 passengers</p><a href="http://phish.example">click</a><script>alert(1)</script>`;
    const { status, body } = await read(await post(sendHtml, "/api/maillist/sendhtml", { sendTo: "visitor@example.com", subject: "Air Ticket Inquiry", html }));
    expect(status).toBe(200);
    expect(body.message).toBe("Air Ticket sent successfully!");
    const row = await latestMessage();
    expect(row).toMatchObject({ kind: "air_ticket", email: "visitor@example.com" });
    expect(row.message).toContain("From Kigali to Lagos");
    const [company] = await mailTo("info@ikaze.rw");
    expect(company.text).toContain("From Kigali to Lagos");
    expect(company.html).not.toContain("<script>");
    expect(company.html).not.toContain("phish.example");
    const [ack] = await mailTo("visitor@example.com");
    expect(ack.subject).toBe("We received your air-ticket inquiry");
    expect(ack.html).not.toContain("Lagos");
    expect(ack.html).not.toContain("phish.example");
    const bad = await read(await post(sendHtml, "/api/maillist/sendhtml", { sendTo: "nobody", html }));
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/sendTo must be a valid email/);
  });
});

describe("POST /api/eventform", () => {
  const body = (extra: Record<string, unknown> = {}) => ({
    organization: "Rwanda Green Network",
    names: "Claire Ingabire",
    email: "claire@example.org",
    phone: "+250788000222",
    eventType: "Conference",
    startDate: "2027-06-10",
    endDate: "2027-06-12",
    attendees: "250",
    services: "Venue, interpretation, transport",
    message: "A regional climate conference.",
    ...extra,
  });

  it("stores an event-support request and mails the company", async () => {
    expect((await post(eventForm, "/api/eventform", body())).status).toBe(200);
    const row = await latestMessage();
    expect(row).toMatchObject({ kind: "event_support", names: "Claire Ingabire", subject: "Event support: Conference" });
    expect(row.details).toMatchObject({ organization: "Rwanda Green Network", attendees: 250, endDate: "2027-06-12" });
    const [mail] = await mailTo("info@ikaze.rw");
    expect(mail.subject).toBe("Event support request: Conference");
    expect(mail.text).toContain("Expected attendees: 250");
    expect(mail.text).toContain("Dates: Thu 10 Jun 2027 to Sat 12 Jun 2027");
  });

  it("refuses an end before the start and missing fields", async () => {
    const count = await rowCount(visitorMessages);
    for (const [change, message] of [
      [{ endDate: "2027-06-09" }, /end date cannot be before/],
      [{ organization: "" }, /Organization is required/],
      [{ attendees: "lots" }, /Expected attendees/],
    ] as const) {
      const { status, body: b } = await read(await post(eventForm, "/api/eventform", body(change)));
      expect(status).toBe(400);
      expect(b.error).toMatch(message);
    }
    expect(await rowCount(visitorMessages)).toBe(count);
  });
});

describe("the staff inbox", () => {
  it("lists every kind, filters by kind and status, and counts new messages", async () => {
    const all = await listInbox({ page: 1, limit: 100 });
    expect(new Set(all.rows.map((r) => r.kind))).toEqual(new Set(["contact", "air_ticket", "event_support"]));
    const tickets = await listInbox({ page: 1, limit: 100, kind: "air_ticket" });
    expect(tickets.rows.every((r) => r.kind === "air_ticket")).toBe(true);
    expect(tickets.total).toBeGreaterThan(0);
    expect(await countNewMessages()).toBe(all.total);
  });

  it("PUT /api/inbox/{id}: staff mark handled and new again (audited); anonymous 401; unknown 404; bad body 400", async () => {
    const row = await latestMessage();
    const newBefore = await countNewMessages();
    const anon = await setHandled(apiRequest(`/api/inbox/${row.id}`, { method: "PUT", body: { handled: true } }), params({ id: row.id }));
    expect(anon.status).toBe(401);

    const done = await read(
      await setHandled(apiRequest(`/api/inbox/${row.id}`, { method: "PUT", body: { handled: "true" }, token: staff }), params({ id: row.id })),
    );
    expect(done).toEqual({ status: 200, body: { message: "Message marked as handled." } });
    expect(await countNewMessages()).toBe(newBefore - 1);
    const handled = await listInbox({ page: 1, limit: 100, status: "handled" });
    expect(handled.rows.map((r) => r.id)).toEqual([row.id]);
    expect((await auditFor(row.id))[0].action).toBe("message.handled");

    const reopened = await setHandled(apiRequest(`/api/inbox/${row.id}`, { method: "PUT", body: { handled: false }, token: admin }), params({ id: row.id }));
    expect(reopened.status).toBe(200);
    expect(await countNewMessages()).toBe(newBefore);

    const missing = "00000000-0000-4000-8000-000000000000";
    expect(
      (await setHandled(apiRequest(`/api/inbox/${missing}`, { method: "PUT", body: { handled: true }, token: admin }), params({ id: missing }))).status,
    ).toBe(404);
    expect((await setHandled(apiRequest(`/api/inbox/nope`, { method: "PUT", body: { handled: true }, token: admin }), params({ id: "nope" }))).status).toBe(
      404,
    );
    const bad = await read(
      await setHandled(apiRequest(`/api/inbox/${row.id}`, { method: "PUT", body: { handled: "maybe" }, token: admin }), params({ id: row.id })),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/handled must be true or false/);
  });
});
