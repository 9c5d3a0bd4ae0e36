import { beforeAll, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { getDb } from "@/lib/platform/db/client";
import { mailOutbox, orders, participants, subscribers, visitorMessages } from "@/lib/platform/db/schema";
import { POST as contact } from "@/app/api/contact/route";
import { POST as airTicket } from "@/app/api/airticket/route";
import { POST as eventForm } from "@/app/api/eventform/route";
import { POST as sendHtml } from "@/app/api/maillist/sendhtml/route";
import { POST as subscribe } from "@/app/api/maillist/subscribe/route";
import { POST as confirm } from "@/app/api/maillist/confirm/[token]/route";
import { POST as unsubscribe } from "@/app/api/maillist/unsubcribe/[id]/route";
import { POST as createNewsletter } from "@/app/api/newsletters/route";
import { POST as sendNewsletter } from "@/app/api/newsletters/[id]/send/route";
import { PUT as putOrder } from "@/app/api/order/[id]/route";
import { GET as voucher } from "@/app/api/order/[id]/voucher/route";
import { POST as cancel } from "@/app/api/order/[id]/cancel/route";
import { POST as register } from "@/app/api/participant/create/route";
import { dispatchNewsletters } from "@/lib/audience/newsletters/dispatch";
import { maillistPageWords } from "@/lib/audience/mailing-list/page-words";
import { cancelAnswers, seatGoneAnswers } from "@/components/site/order/order-refusals";
import { seatGone } from "@/lib/booking/orders/payment-hold";
import { apiRequest, makeUser, params } from "./helpers/factories";
import { read, rowCount } from "./helpers/content";
import { freshIp, makeTour, orderBody, postOrder } from "./helpers/orders";
import { registrationBody, insertEvent } from "./helpers/participants";
import { pdfText } from "./helpers/pdf";

/**
 * Inquiries and subscriptions keep the language they were made in (`lang`), and what is sent to
 * their person speaks it: the acknowledgement, the subscription mails, a newsletter's frame. The
 * voucher PDF and the .ics file follow the booking's language, and /myorder's and /pay's maps of
 * the API's English answers hold the API's exact words.
 */
let admin: string;
let staff: string;
let tour: Awaited<ReturnType<typeof makeTour>>;

beforeAll(async () => {
  admin = (await makeUser("admin")).token;
  staff = (await makeUser("user")).token;
  tour = await makeTour([100, 180, 240.5, 300, 350]);
});

const db = async () => getDb();
const started = () => Date.now() - 10_000;
type Handler = (req: never, ctx: never) => Promise<Response>;
const post = async (handler: Handler, path: string, body: unknown) =>
  read(await handler(apiRequest(path, { body, headers: freshIp() }) as never, params({}) as never));

async function mailsTo(to: string) {
  return (await db()).select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt));
}

async function subscriber(email: string) {
  const [row] = await (await db()).select().from(subscribers).where(eq(subscribers.email, email));
  return row;
}

const contactBody = (extra: Record<string, unknown> = {}) => ({
  names: "Camille Martin",
  email: "camille.contact@example.fr",
  message: "Bonjour, nous sommes quatre.",
  startedAt: started(),
  ...extra,
});

describe("an inquiry", () => {
  it("sent in French is stored as French and acknowledged in French, with French words only", async () => {
    const sendTo = "camille.billet@example.fr";
    const res = await post(sendHtml, "/api/maillist/sendhtml", { sendTo, subject: "Billet", html: "<p>Kigali – Paris</p>", lang: "fr" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // The API's answer stays English.
    expect(res.body.message).toBe("Air Ticket sent successfully!");
    const [row] = await (await db()).select().from(visitorMessages).where(eq(visitorMessages.email, sendTo));
    expect(row.locale).toBe("fr");
    const [ack] = await mailsTo(sendTo);
    expect(ack.subject).toBe("Nous avons bien reçu votre demande de billet d’avion");
    expect(ack.text).toMatch(/^Merci pour votre demande\n\nNous avons bien reçu votre demande de billet d’avion\./);
    expect(ack.text).toContain("Si vous n’avez pas envoyé de demande à Ikaze, vous pouvez ignorer cet e-mail.");
    expect(ack.text).toContain("Téléphone : ");
    expect(ack.html).toContain('<html lang="fr">');
    expect(ack.text).not.toMatch(/Thank you|We received|Phone:/);
    // The company's copy stays English.
    const [company] = await mailsTo("info@ikaze.rw");
    expect(company.text).toContain("An air-ticket inquiry (sent by an older client)");
  });

  it("without lang is English, word for word as before", async () => {
    const sendTo = "plain.ticket@example.com";
    expect((await post(sendHtml, "/api/maillist/sendhtml", { sendTo, subject: "Ticket", html: "<p>Kigali</p>" })).status).toBe(200);
    const [row] = await (await db()).select().from(visitorMessages).where(eq(visitorMessages.email, sendTo));
    expect(row.locale).toBe("en");
    const [ack] = await mailsTo(sendTo);
    expect(ack.subject).toBe("We received your air-ticket inquiry");
    expect(ack.text).toBe(
      [
        "Thank you for your inquiry",
        "",
        "We received your air-ticket inquiry. Our travel desk will reply with fares and options, usually the same working day.",
        "",
        "If you did not send an inquiry to Ikaze, you can ignore this e-mail.",
        "",
        "--",
      ].join("\n") + ack.text.slice(ack.text.indexOf("--") + 2),
    );
    expect(ack.text).toContain("\nPhone: ");
    expect(ack.html).toContain('<html lang="en">');
  });

  it("the contact, air-ticket and event forms store their language (Kinyarwanda here; English without lang)", async () => {
    expect((await post(contact, "/api/contact", contactBody({ lang: "rw", email: "rw.contact@example.rw" }))).status).toBe(200);
    expect((await post(contact, "/api/contact", contactBody({ email: "en.contact@example.com" }))).status).toBe(200);
    const air = {
      fullName: "Jean Mugisha",
      email: "rw.air@example.rw",
      phone: "0788123456",
      departureCity: "Kigali",
      destinationCity: "Nairobi",
      departureDate: "2027-03-10",
      returnDate: "2027-03-17",
      lang: "rw",
    };
    expect((await post(airTicket, "/api/airticket", air)).status).toBe(200);
    const support = {
      organization: "Rwanda Green Network",
      names: "Claire Ingabire",
      email: "fr.event@example.fr",
      phone: "+250788000222",
      eventType: "Conférence",
      startDate: "2027-06-10",
      endDate: "2027-06-11",
      attendees: "120",
      message: "Bonjour.",
      lang: "fr",
    };
    expect((await post(eventForm, "/api/eventform", support)).status).toBe(200);
    const rows = await (await db()).select({ email: visitorMessages.email, locale: visitorMessages.locale }).from(visitorMessages);
    expect(rows).toEqual(
      expect.arrayContaining([
        { email: "rw.contact@example.rw", locale: "rw" },
        { email: "en.contact@example.com", locale: "en" },
        { email: "rw.air@example.rw", locale: "rw" },
        { email: "fr.event@example.fr", locale: "fr" },
      ]),
    );
  });

  it("a lang that is not en, fr or rw is a 400 with a clear message on every form, and writes nothing", async () => {
    const before = [await rowCount(visitorMessages), await rowCount(subscribers)];
    for (const lang of ["de", "FR", "", 1, null]) {
      const c = await post(contact, "/api/contact", contactBody({ lang }));
      expect(c.status, String(lang)).toBe(400);
      expect(c.body.error).toContain("lang must be en, fr or rw.");
      const s = await post(sendHtml, "/api/maillist/sendhtml", { sendTo: "x@example.com", html: "<p>x</p>", lang });
      expect(s.status, String(lang)).toBe(400);
      const sub = await post(subscribe, "/api/maillist/subscribe", { email: "bad.lang@example.com", lang });
      expect(sub.status, String(lang)).toBe(400);
      expect(sub.body.error).toContain("lang must be en, fr or rw.");
    }
    expect([await rowCount(visitorMessages), await rowCount(subscribers)]).toEqual(before);
  });
});

describe("a Kinyarwanda subscriber", () => {
  it("gets the confirmation and the welcome in Kinyarwanda with /rw links, and a newsletter framed in Kinyarwanda", async () => {
    const email = "umusomyi@example.rw";
    const res = await post(subscribe, "/api/maillist/subscribe", { email, lang: "rw", startedAt: started() });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Thank you. Please check your inbox and confirm your subscription with the link we sent you.");
    const row = await subscriber(email);
    expect(row.locale).toBe("rw");

    const [confirmation] = await mailsTo(email);
    expect(confirmation.subject).toBe("Emeza kwiyandikisha kuri Ikaze");
    expect(confirmation.text).toContain("Turagusaba kwemeza kwiyandikisha kwawe");
    expect(confirmation.text).toContain(`Emeza kwiyandikisha kwanjye:\nhttp://ikaze.test/rw/maillist/confirm/${row.confirmToken}\n`);
    expect(confirmation.text).toContain("Telefoni: ");
    expect(confirmation.html).toContain('<html lang="rw">');
    expect(confirmation.text).not.toMatch(/Please confirm|Confirm my subscription|Phone:/);

    const token = row.confirmToken;
    expect((await read(await confirm(apiRequest(`/api/maillist/confirm/${token}`, { method: "POST" }), params({ token })))).status).toBe(200);
    const [welcome] = await mailsTo(email);
    expect(welcome.subject).toBe("Murakaza neza ku rutonde rw’amakuru rwa Ikaze");
    expect(welcome.text).toContain("Wiyandikishije");
    expect(welcome.text).toContain(`Sura Ikaze:\nhttp://ikaze.test/rw\n`);
    expect(welcome.text).toContain(
      `Ubonye iyi imeri kubera ko ${email} iri ku rutonde rw’abohererezwa amakuru ya Ikaze. Niba udashaka kongera kubona izi imeri, iyandukuze hano: http://ikaze.test/rw/maillist/unsubcribe/${row.id}`,
    );
    expect(welcome.headers).toEqual({
      "List-Unsubscribe": `<http://ikaze.test/api/maillist/unsubcribe/${row.id}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });

    // An English subscriber beside it, to see both frames of one newsletter.
    const other = "reader@example.com";
    expect((await post(subscribe, "/api/maillist/subscribe", { email: other, startedAt: started() })).status).toBe(200);
    const otherToken = (await subscriber(other)).confirmToken;
    await confirm(apiRequest(`/api/maillist/confirm/${otherToken}`, { method: "POST" }), params({ token: otherToken }));
    expect((await subscriber(other)).locale).toBe("en");

    const created = await read(
      await createNewsletter(
        apiRequest("/api/newsletters", { body: { subject: "Amakuru ya Kamena", body: "<p>Hello from Kigali.</p>" }, token: staff }),
        params({}),
      ),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id as string;
    const sent = await read(await sendNewsletter(apiRequest(`/api/newsletters/${id}/send`, { method: "POST", body: {}, token: admin }), params({ id })));
    expect(sent.status).toBe(202);
    const framed = async (to: string) => (await mailsTo(to)).find((m) => m.subject === "Amakuru ya Kamena");
    for (let i = 0; i < 200 && !((await framed(email)) && (await framed(other))); i++) {
      await dispatchNewsletters(new Date(Date.now() + i * 60_000));
    }
    const news = (await framed(email))!;
    expect(news, "the newsletter to the Kinyarwanda subscriber").toBeTruthy();
    // The body as staff wrote it; the frame in the subscriber's language.
    expect(news.text).toContain("Hello from Kigali.");
    expect(news.text).toContain(`Ubonye iyi imeri kubera ko ${email} iri ku rutonde`);
    expect(news.text).toContain(`iyandukuze hano: http://ikaze.test/rw/maillist/unsubcribe/${row.id}?newsletter=${id}`);
    expect(news.html).toContain(`>Kwiyandukuza</a>`);
    expect(news.html).toContain('<html lang="rw">');
    expect(news.text).not.toContain("You receive this because");
    const english = (await framed(other))!;
    expect(english.text).toContain(
      `You receive this because ${other} is on the Ikaze mailing list. To stop these e-mails, unsubscribe here: http://ikaze.test/maillist/unsubcribe/`,
    );
    expect(english.html).toContain('<html lang="en">');

    // The unsubscribe page's answer, mapped from the API's English words.
    const out = await read(await unsubscribe(apiRequest(`/api/maillist/unsubcribe/${row.id}`, { method: "POST" }), params({ id: row.id })));
    expect(out.status).toBe(200);
    expect(maillistPageWords("rw").answers[out.body.message]).toBe("Wiyandukuje. Nta yindi imeri uzabona iturutse ku rutonde rwacu rw’amakuru.");
    const unknown = await read(
      await unsubscribe(apiRequest(`/api/maillist/unsubcribe/${crypto.randomUUID()}`, { method: "POST" }), params({ id: crypto.randomUUID() })),
    );
    expect(unknown.status).toBe(404);
    expect(maillistPageWords("fr").answers[unknown.body.error]).toMatch(/^Nous n’avons pas trouvé cet abonnement\./);
    expect(maillistPageWords("en").answers).toEqual({});
  });

  it("a second request in another language before confirming moves the pending subscription to it; without lang it is English", async () => {
    const email = "deux.langues@example.fr";
    expect((await post(subscribe, "/api/maillist/subscribe", { email, startedAt: started() })).status).toBe(200);
    expect((await subscriber(email)).locale).toBe("en");
    const [english] = await mailsTo(email);
    expect(english.subject).toBe("Confirm your subscription to Ikaze");
    expect(english.text).toContain(`Confirm my subscription:\nhttp://ikaze.test/maillist/confirm/`);
    expect((await post(subscribe, "/api/maillist/subscribe", { email, lang: "fr", startedAt: started() })).status).toBe(200);
    expect((await subscriber(email)).locale).toBe("fr");
    const [french] = await mailsTo(email);
    expect(french.subject).toBe("Confirmez votre abonnement à Ikaze");
    expect(french.text).toContain(`http://ikaze.test/fr/maillist/confirm/${(await subscriber(email)).confirmToken}`);
  });
});

const makePaidEvent = (slug: string) => insertEvent(slug, { place: "Kigali Convention Centre", price1: 150 });

const markPaid = (id: string) => putOrder(apiRequest(`/api/order/${id}`, { method: "PUT", body: { status: "PAID" }, token: admin }), params({ id }));
const voucherText = async (id: string) => {
  const res = await voucher(apiRequest(`/api/order/${id}/voucher`), params({ id }));
  expect(res.status).toBe(200);
  return pdfText(Buffer.from(await res.arrayBuffer()));
};

describe("the voucher and the calendar file", () => {
  it("a French booking's voucher is French: labels, dates, money in the currency paid, the /fr link", async () => {
    const res = await postOrder(orderBody(tour.id, 3, { email: "voucher.fr@example.fr", names: "Camille Martin", lang: "fr" }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = res.body.order.id as string;
    expect((await markPaid(id)).status).toBe(200);
    const text = await voucherText(id);
    for (const words of ["Bon de voyage", `Référence IKZ-${id.slice(0, 8).toUpperCase()}`, "VOYAGEUR", "CIRCUIT", "DATE DU CIRCUIT", "NOMBRE DE PERSONNES"]) {
      expect(text).toContain(words);
    }
    expect(text).toContain("3 personnes");
    expect(text).toMatch(/MONTANT PAYÉ\s+240,50\s\$US/);
    expect(text).toContain("CODE D’ENREGISTREMENT");
    expect(text).toContain(`Voir ou annuler votre réservation : http://ikaze.test/fr/myorder/${id}`);
    expect(text).not.toMatch(/Travel voucher|Amount paid|Party size/);

    // Paid by mobile money: the francs first, then the dollars.
    await (await db()).update(orders).set({ payCurrency: "RWF", payAmount: 336_700 }).where(eq(orders.id, id));
    expect(await voucherText(id)).toMatch(/336\s700\sRWF \(240,50\s\$US\) par mobile money/);
  });

  it("an English booking's voucher keeps its English words", async () => {
    const res = await postOrder(orderBody(tour.id, 1, { email: "voucher.en@example.com" }));
    const id = res.body.order.id as string;
    expect((await markPaid(id)).status).toBe(200);
    const text = await voucherText(id);
    for (const words of ["Travel voucher", "TRAVELLER", "TOUR DATE", "PARTY SIZE", "1 person", "AMOUNT PAID", "$100", "CHECK-IN CODE"])
      expect(text).toContain(words);
    expect(text).toContain(`See or cancel your booking: http://ikaze.test/myorder/${id}`);
  });

  it("a French registration's ticket and .ics are French", async () => {
    const event = await makePaidEvent(`forum-${Date.now()}`);
    const body = registrationBody(event.slug, { lang: "fr", email: "inscrite@example.fr" });
    const res = await read(await register(apiRequest("/api/participant/create", { body, headers: freshIp() }), undefined as never));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [p] = await (await db()).select().from(participants).where(eq(participants.email, body.email));
    expect((await markPaid(p.orderId!)).status).toBe(200);
    // The receipt carries the calendar file.
    const ics = (await mailsTo(body.email)).flatMap((m) => m.attachments).find((a) => a.filename.endsWith(".ics"));
    expect(ics, "the calendar file").toBeTruthy();
    const parsed = new ICAL.Event(new ICAL.Component(ICAL.parse(ics!.content)).getFirstSubcomponent("vevent")!);
    expect(parsed.description).toBe(`Votre inscription à ${event.title}. Détails : http://ikaze.test/fr/event/${event.slug}`);
    expect(parsed.summary).toBe(event.title);

    // Lines wrapped by the layout read as one.
    const text = (await voucherText(p.orderId!)).replace(/\s+/g, " ");
    expect(text).toMatch(/DATE \S+ \d+ – \S+ \d+ \S+ \d{4}, \d{2}:\d{2} – \d{2}:\d{2} \(heure de Kigali\)/);
    for (const words of ["Billet d’événement", "PARTICIPANT", "ÉVÉNEMENT", "LIEU", "heure de Kigali", "Présentez ce billet"]) expect(text).toContain(words);
  });
});

describe("the order pages' maps of the API's English answers", () => {
  it("hold the cancel API's exact words and the seat-gone refusal's", async () => {
    const res = await postOrder(orderBody(tour.id, 2, { email: "annule@example.fr", lang: "fr" }));
    const id = res.body.order.id as string;
    const cancelled = await read(await cancel(apiRequest(`/api/order/${id}/cancel`, { method: "POST", headers: freshIp() }), params({ id })));
    expect(cancelled.status).toBe(200);
    expect(cancelAnswers("fr", 0)[cancelled.body.message]).toBe("Votre réservation est annulée.");
    const again = await read(await cancel(apiRequest(`/api/order/${id}/cancel`, { method: "POST", headers: freshIp() }), params({ id })));
    expect(cancelAnswers("rw", 0)[again.body.message]).toBe("Iyi komande yahagaritswe.");
    expect(cancelAnswers("en", 0)).toEqual({});

    const event = seatGoneAnswers("fr", { kind: "event", title: "Kigali Forum", slug: null, startDate: null, endDate: null, place: "", people: [] });
    expect(event[seatGone("Kigali Forum")]).toMatch(/^Désolés, la dernière place de Kigali Forum a été prise/);
  });
});
