import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { desc, eq } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { mailOutbox, subscribers, visitorMessages } from "@/lib/platform/db/schema";
import { POST as contact } from "@/app/api/contact/route";
import { POST as airTicket } from "@/app/api/airticket/route";
import { POST as ticket } from "@/app/api/ticket/route";
import { POST as eventForm } from "@/app/api/eventform/route";
import { POST as subscribe } from "@/app/api/maillist/subscribe/route";
import { POST as confirm } from "@/app/api/maillist/confirm/[token]/route";
import { GET as unsubscribeGet, POST as unsubscribe } from "@/app/api/maillist/unsubcribe/[id]/route";
import { POST as createNewsletter } from "@/app/api/newsletters/route";
import { listInbox } from "@/lib/audience/inquiries/queries";
import { countAudienceByLanguage } from "@/lib/audience/newsletters/queries";
import { sampleNewsletter } from "@/lib/audience/newsletters/mail";
import { InboxTable } from "@/components/account/inbox/inbox-table";
import { apiRequest, makeUser, params } from "./helpers/factories";
import { read, rowCount } from "./helpers/content";

/**
 * Every inquiry form acknowledges its visitor once, in the inquiry's language, with our own words;
 * a refused form mails nobody and the API's answers stay as they were. Leaving the mailing list is
 * confirmed once, in the subscriber's language. Staff see each inquiry's and subscriber's language.
 */
let ipCounter = 0;
const fresh = () => ({ "x-forwarded-for": `198.51.100.${++ipCounter}` });
const started = () => Date.now() - 10_000;
type Handler = (req: never, ctx: never) => Promise<Response>;
const post = async (handler: Handler, path: string, body: unknown, headers: Record<string, string> = fresh()) =>
  read(await handler(apiRequest(path, { body, headers }) as never, params({}) as never));

async function mailsTo(to: string) {
  return (await getDb()).select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt));
}
async function messageFrom(email: string) {
  const [row] = await (await getDb()).select().from(visitorMessages).where(eq(visitorMessages.email, email));
  return row;
}

const contactBody = (email: string, extra: Record<string, unknown> = {}) => ({
  names: "Camille Martin",
  email,
  subject: "Trek en mars",
  message: "Bonjour, nous sommes quatre. SECRET-VISITOR-TEXT",
  startedAt: started(),
  ...extra,
});
const ticketBody = (email: string, extra: Record<string, unknown> = {}) => ({
  fullName: "Eric Nkusi",
  email,
  departure: "Kigali",
  destination: "Dubai SECRET-VISITOR-TEXT",
  departureDate: "2027-05-01",
  arrivalDate: "2027-05-09",
  ...extra,
});
const airBody = (email: string, extra: Record<string, unknown> = {}) => ({
  fullName: "Jean Mugisha",
  email,
  phone: "0788123456",
  departureCity: "Kigali",
  destinationCity: "Nairobi",
  departureDate: "2027-03-10",
  returnDate: "2027-03-17",
  ...extra,
});
const eventBody = (email: string, extra: Record<string, unknown> = {}) => ({
  organization: "Rwanda Green Network",
  names: "Claire Ingabire",
  email,
  phone: "+250788000222",
  eventType: "Conférence SECRET-VISITOR-TEXT",
  startDate: "2027-06-10",
  endDate: "2027-06-11",
  attendees: "120",
  message: "Bonjour.",
  ...extra,
});

const FORMS = [
  {
    name: "contact",
    handler: contact as Handler,
    path: "/api/contact",
    body: contactBody,
    answer: "Thank you. Your message has been sent. We will reply within one working day.",
  },
  { name: "ticket", handler: ticket as Handler, path: "/api/ticket", body: ticketBody, answer: "Air Ticket sent successfully!" },
  { name: "air ticket", handler: airTicket as Handler, path: "/api/airticket", body: airBody, answer: "Air Ticket sent successfully!" },
  {
    name: "event support",
    handler: eventForm as Handler,
    path: "/api/eventform",
    body: eventBody,
    answer: "Thank you. Your request has been sent. Our events team will contact you within one working day.",
  },
];

describe("an inquiry's acknowledgement", () => {
  it("a French contact message: one French acknowledgement in our words, the answer and the company's copy as before", async () => {
    const email = "camille.contact@example.fr";
    const res = await post(contact, "/api/contact", contactBody(email, { lang: "fr" }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ message: "Thank you. Your message has been sent. We will reply within one working day." });
    expect((await messageFrom(email)).locale).toBe("fr");
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    const [ack] = mails;
    expect(ack.purpose).toBe("inquiry-copy");
    expect(ack.subject).toBe("Nous avons bien reçu votre message");
    expect(ack.text).toMatch(/^Merci pour votre message\n\nNous avons bien reçu votre message\. Nous vous répondrons sous un jour ouvré\.\n\n/);
    expect(ack.text).toContain("Si vous n’avez pas envoyé de demande à Ikaze, vous pouvez ignorer cet e-mail.");
    expect(ack.text).toContain("Téléphone : ");
    expect(ack.html).toContain('<html lang="fr">');
    // Never the visitor's own words, nor a Reply-To to them.
    expect(ack.text + ack.html + ack.subject).not.toMatch(/SECRET-VISITOR-TEXT|Trek en mars|Camille/);
    expect(ack.headers).toEqual({});
    const [company] = (await mailsTo("info@ikaze.rw")).filter((m) => m.subject === "Contact: Trek en mars");
    expect(company.text).toContain("A message from the website's contact form");
    expect(company.html).toContain('<html lang="en">');
  });

  it("a Kinyarwanda ticket request and a French event-support request are acknowledged in their language", async () => {
    const rw = "eric.ticket@example.rw";
    expect((await post(ticket, "/api/ticket", ticketBody(rw, { lang: "rw" }))).body).toEqual({ message: "Air Ticket sent successfully!" });
    expect((await messageFrom(rw)).locale).toBe("rw");
    const [rwAck, ...more] = await mailsTo(rw);
    expect(more).toEqual([]);
    expect(rwAck.subject).toBe("Twakiriye ubusabe bwawe bw’itike y’indege");
    expect(rwAck.text).toContain("Ishami ryacu ry’ingendo rizagusubiza");
    expect(rwAck.text).toContain("Telefoni: ");
    expect(rwAck.html).toContain('<html lang="rw">');
    expect(rwAck.text).not.toMatch(/SECRET-VISITOR-TEXT|We received|Phone:/);

    const fr = "claire.event@example.fr";
    const res = await post(eventForm, "/api/eventform", eventBody(fr, { lang: "fr" }));
    expect(res.body).toEqual({ message: "Thank you. Your request has been sent. Our events team will contact you within one working day." });
    const [frAck, ...others] = await mailsTo(fr);
    expect(others).toEqual([]);
    expect(frAck.subject).toBe("Nous avons bien reçu votre demande d’appui pour un événement");
    expect(frAck.text).toContain("Notre équipe événements vous contactera sous un jour ouvré.");
    expect(frAck.text).not.toMatch(/SECRET-VISITOR-TEXT|Conférence/);
  });

  it("without lang every form acknowledges in English", async () => {
    const expected: Record<string, [string, string]> = {
      contact: ["We received your message", "We received your message. We will reply within one working day."],
      ticket: [
        "We received your air-ticket inquiry",
        "We received your air-ticket inquiry. Our travel desk will reply with fares and options, usually the same working day.",
      ],
      "air ticket": [
        "We received your air-ticket inquiry",
        "We received your air-ticket inquiry. Our travel desk will reply with fares and options, usually the same working day.",
      ],
      "event support": [
        "We received your event support request",
        "We received your event-management support request. Our events team will contact you within one working day.",
      ],
    };
    for (const form of FORMS) {
      const email = `english.${form.path.slice(5)}@example.com`;
      const res = await post(form.handler, form.path, form.body(email));
      expect(res.status, form.name).toBe(200);
      expect(res.body, form.name).toEqual({ message: form.answer });
      expect((await messageFrom(email)).locale).toBe("en");
      const mails = await mailsTo(email);
      expect(mails, form.name).toHaveLength(1);
      const [subject, received] = expected[form.name];
      expect(mails[0].subject).toBe(subject);
      expect(mails[0].text.split("\n--\n")[0]).toBe(
        [
          form.name === "contact" ? "Thank you for your message" : form.name === "event support" ? "Thank you for your request" : "Thank you for your inquiry",
          "",
          received,
          "",
          "If you did not send an inquiry to Ikaze, you can ignore this e-mail.",
          "",
        ].join("\n"),
      );
      expect(mails[0].html).toContain('<html lang="en">');
    }
  });

  it("a refused form mails nobody and stores nothing: bad lang (400), honeypot, bad field, too many (429)", async () => {
    const before = [await rowCount(visitorMessages), await rowCount(mailOutbox)];
    for (const form of FORMS) {
      const email = `refused.${form.path.slice(5)}@example.com`;
      for (const lang of ["de", "FR", "", 1, null]) {
        const res = await post(form.handler, form.path, form.body(email, { lang }));
        expect(res.status, `${form.name} ${String(lang)}`).toBe(400);
        expect(res.body.error).toContain("lang must be en, fr or rw.");
      }
      expect((await post(form.handler, form.path, form.body(email, { website: "http://spam.example" }))).status).toBe(400);
      expect((await post(form.handler, form.path, form.body(email, { fullName: "", names: "" }))).status).toBe(400);
      expect(await mailsTo(email)).toEqual([]);
    }
    expect([await rowCount(visitorMessages), await rowCount(mailOutbox)]).toEqual(before);

    // The form's own limit per address (10 in 10 minutes): the eleventh is refused and mails nobody.
    const ip = { "x-forwarded-for": "198.51.100.250" };
    for (let i = 0; i < 10; i++) expect((await post(ticket, "/api/ticket", ticketBody(`burst${i}@example.com`), ip)).status).toBe(200);
    const over = await post(ticket, "/api/ticket", ticketBody("burst.over@example.com", { lang: "fr" }), ip);
    expect(over.status).toBe(429);
    expect(await mailsTo("burst.over@example.com")).toEqual([]);
    expect(await messageFrom("burst.over@example.com")).toBeUndefined();
  });

  it("one address gets at most three acknowledgements a day, whoever sends the forms; the inquiries are all stored", async () => {
    const email = "target@example.com";
    for (let i = 0; i < 5; i++) expect((await post(contact, "/api/contact", contactBody(email, { lang: "fr" }))).status).toBe(200);
    expect(await mailsTo(email)).toHaveLength(3);
    expect(await (await getDb()).$count(visitorMessages, eq(visitorMessages.email, email))).toBe(5);
  });
});

describe("staff see the language", () => {
  it("the inbox lists each inquiry's language", async () => {
    const { rows } = await listInbox({ page: 1, limit: 100 });
    const mine = rows.filter((r) => ["camille.contact@example.fr", "eric.ticket@example.rw", "english.contact@example.com"].includes(r.email));
    expect(mine.map((r) => [r.email, r.locale]).sort()).toEqual([
      ["camille.contact@example.fr", "fr"],
      ["english.contact@example.com", "en"],
      ["eric.ticket@example.rw", "rw"],
    ]);
    const html = renderToStaticMarkup(InboxTable({ rows: mine, filtered: false }));
    expect(html).toContain("<th");
    expect(html).toMatch(/>Language</);
    for (const [email, language] of [
      ["camille.contact@example.fr", "French"],
      ["eric.ticket@example.rw", "Kinyarwanda"],
      ["english.contact@example.com", "English"],
    ]) {
      const row = html.split("<tr").find((r) => r.includes(email))!;
      expect(row, email).toContain(`>${language}<`);
    }
  });
});

async function confirmedSubscriber(email: string, lang?: string) {
  expect((await post(subscribe, "/api/maillist/subscribe", { email, lang, startedAt: started() })).status).toBe(200);
  const [row] = await (await getDb()).select().from(subscribers).where(eq(subscribers.email, email));
  const token = row.confirmToken;
  expect((await read(await confirm(apiRequest(`/api/maillist/confirm/${token}`, { method: "POST" }), params({ token })))).status).toBe(200);
  return row;
}

describe("leaving the mailing list", () => {
  const out = async (id: string, method: "POST" | "GET" = "POST") =>
    read(await (method === "POST" ? unsubscribe : unsubscribeGet)(apiRequest(`/api/maillist/unsubcribe/${id}`, { method }), params({ id })));
  const goodbyes = async (email: string) => (await mailsTo(email)).filter((m) => m.purpose === "unsubscribe");

  it("a French subscriber gets one French confirmation with the way back; repeating changes nothing", async () => {
    const email = "lecteur@example.fr";
    const row = await confirmedSubscriber(email, "fr");
    const res = await out(row.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "You have been unsubscribed. You will receive no more e-mails from our mailing list." });
    expect((await out(row.id)).status).toBe(200);
    expect((await out(row.id, "GET")).status).toBe(200);
    const mails = await goodbyes(email);
    expect(mails).toHaveLength(1);
    const [bye] = mails;
    expect(bye.subject).toBe("Vous avez quitté la liste de diffusion de Ikaze");
    expect(bye.text).toContain(`${email} ne recevra plus d’e-mails de la liste de diffusion de Ikaze.`);
    expect(bye.text).toContain("Me réabonner :\nhttp://ikaze.test/fr\n");
    expect(bye.html).toContain('<html lang="fr">');
    // Off the list: no list headers, no unsubscribe link.
    expect(bye.headers).toEqual({});
    expect(bye.text).not.toContain("/maillist/unsubcribe/");
    expect(bye.text).not.toMatch(/You have left|Subscribe again/);
  });

  it("in English by the old GET too, word for word; an address never confirmed gets nothing", async () => {
    const email = "leaver@example.com";
    const row = await confirmedSubscriber(email);
    expect((await out(row.id, "GET")).status).toBe(200);
    const [bye, ...more] = await goodbyes(email);
    expect(more).toEqual([]);
    expect(bye.subject).toBe("You have left the Ikaze mailing list");
    expect(bye.text.split("\n--\n")[0]).toBe(
      [
        "You are unsubscribed",
        "",
        `${email} will receive no more e-mails from the Ikaze mailing list. This is the last one.`,
        "",
        "Changed your mind? The subscribe form is at the foot of every page of our website.",
        "",
        "Subscribe again:",
        "http://ikaze.test",
        "",
        "If you did not ask to leave the list, your mail program may have done it for you: subscribe again with the link above.",
        "",
      ].join("\n"),
    );

    const pending = "never.confirmed@example.rw";
    expect((await post(subscribe, "/api/maillist/subscribe", { email: pending, lang: "rw", startedAt: started() })).status).toBe(200);
    const [p] = await (await getDb()).select().from(subscribers).where(eq(subscribers.email, pending));
    expect((await out(p.id)).status).toBe(200);
    expect(await goodbyes(pending)).toEqual([]);
  });
});

describe("a newsletter for staff", () => {
  it("counts its audience by language and previews its frame in each", async () => {
    await confirmedSubscriber("umusomyi.news@example.rw", "rw");
    const before = await countAudienceByLanguage({ id: crypto.randomUUID(), startedAt: null });
    await confirmedSubscriber("second.news@example.rw", "rw");
    const after = await countAudienceByLanguage({ id: crypto.randomUUID(), startedAt: null });
    expect(after.rw).toBe((before.rw ?? 0) + 1);
    expect(after.en ?? 0).toBe(before.en ?? 0);

    const staff = (await makeUser("user")).token;
    const created = await read(
      await createNewsletter(apiRequest("/api/newsletters", { body: { subject: "Amakuru", body: "<p>Hello from Kigali.</p>" }, token: staff }), params({})),
    );
    expect(created.status).toBe(201);
    const n = { id: created.body.data.id as string, subject: "Amakuru", preheader: "", body: "<p>Hello from Kigali.</p>", image: "", blockItems: [] };
    const english = sampleNewsletter(n);
    expect(english.text).toContain("You receive this because (the subscriber's address) is on the Ikaze mailing list.");
    expect(english.text).toContain(`http://ikaze.test/maillist/unsubcribe/SUBSCRIBER-LINK?newsletter=${n.id}`);
    const rw = sampleNewsletter(n, "rw");
    expect(rw.text).toContain("Hello from Kigali.");
    expect(rw.text).toContain("Ubonye iyi imeri kubera ko (the subscriber's address) iri ku rutonde");
    expect(rw.text).toContain(`http://ikaze.test/rw/maillist/unsubcribe/SUBSCRIBER-LINK?newsletter=${n.id}`);
    expect(rw.html).toContain('<html lang="rw">');
  });
});
