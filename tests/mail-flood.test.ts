import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/platform/db/client";
import { events } from "@/lib/platform/db/schema";
import { POST as subscribe } from "@/app/api/maillist/subscribe/route";
import { POST as sendHtml } from "@/app/api/maillist/sendhtml/route";
import { POST as register } from "@/app/api/participant/create/route";
import { POST as confirmRegistration } from "@/app/api/participant/confirm/[token]/route";
import { deliverSoon } from "@/lib/platform/mail/deliver";
import { RECIPIENT_DAILY_LIMIT } from "@/lib/platform/mail/outbox";
import { apiRequest, params } from "./helpers/factories";
import { read } from "./helpers/content";
import { makeTour, orderBody, postOrder } from "./helpers/orders";
import { registrationBody } from "./helpers/participants";
import { startSmtp } from "./helpers/smtp";

/**
 * Our forms must not carry a flood into a stranger's inbox. Whoever asks, and from
 * however many addresses, one address gets at most RECIPIENT_DAILY_LIMIT mails of each kind a day;
 * the requests beyond are answered exactly as before (nothing tells the sender) and mail nothing.
 */
const smtp = await startSmtp();
afterAll(() => smtp.close());

const started = () => Date.now() - 10_000;
/** Three senders, taking turns, so the per-address form limits are not what stops them. */
const senders = ["198.51.100.10", "198.51.100.11", "198.51.100.12"];
let turn = 0;
const from = () => ({ "x-forwarded-for": senders[turn++ % senders.length] });

async function deliveredTo(email: string, subject: RegExp) {
  await deliverSoon();
  return smtp.to(email).filter((m) => subject.test(m.subject));
}

beforeAll(() => getDb());

/** An approved free event a month ahead. */
async function freeEvent(slug: string) {
  const db = await getDb();
  const [event] = await db
    .insert(events)
    .values({
      slug,
      title: `Event ${slug}`,
      startDate: new Date(Date.now() + 30 * 86_400_000),
      endDate: new Date(Date.now() + 31 * 86_400_000),
      place: "Kigali",
      isApproved: true,
    })
    .returning();
  return event;
}

describe("no mail flood through our forms", () => {
  it("30 subscriptions of a stranger's address from 3 senders: 3 confirmation mails, 30 identical answers", async () => {
    const stranger = "stranger.one@example.org";
    const answers = [];
    for (let i = 0; i < 30; i++)
      answers.push(
        await read(await subscribe(apiRequest("/api/maillist/subscribe", { body: { email: stranger, startedAt: started() }, headers: from() }), params({}))),
      );
    expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(new Set([JSON.stringify(answers[0])]));
    expect(answers[0].status).toBe(200);
    expect(await deliveredTo(stranger, /confirm/i)).toHaveLength(RECIPIENT_DAILY_LIMIT);
  });

  it("12 simultaneous requests from 12 senders still mail the address 3 times", async () => {
    // Air-ticket inquiries: each request writes a row of its own, so only the limit orders them.
    const stranger = "stranger.five@example.org";
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        sendHtml(
          apiRequest("/api/maillist/sendhtml", {
            body: { sendTo: stranger, subject: "Air Ticket Inquiry", html: `<p>Trip ${i}</p>` },
            headers: { "x-forwarded-for": `203.0.113.${i + 1}` },
          }),
          params({}),
        ),
      ),
    );
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
    expect(await deliveredTo(stranger, /.*/)).toHaveLength(RECIPIENT_DAILY_LIMIT);
  });

  it("air-ticket acknowledgements to one address: at most 3, every request still answered and stored", async () => {
    const stranger = "stranger.two@example.org";
    const statuses = [];
    for (let i = 0; i < 8; i++)
      statuses.push(
        (
          await sendHtml(
            apiRequest("/api/maillist/sendhtml", { body: { sendTo: stranger, subject: "Air Ticket Inquiry", html: `<p>Trip ${i}</p>` }, headers: from() }),
            params({}),
          )
        ).status,
      );
    expect(new Set(statuses)).toEqual(new Set([200]));
    expect(await deliveredTo(stranger, /.*/)).toHaveLength(RECIPIENT_DAILY_LIMIT);
  });

  it("bookings in a stranger's name: every order placed, 3 confirmation mails; other kinds of mail still go out", async () => {
    const stranger = "stranger.three@example.org";
    const tour = await makeTour();
    for (let i = 0; i < 6; i++) {
      const res = await postOrder(orderBody(tour.id, 2, { email: stranger, names: `Guest ${i}` }));
      expect(res.status).toBe(200);
      expect(res.body.order.id).toBeTruthy();
    }
    const confirmations = await deliveredTo(stranger, /booking|order/i);
    expect(confirmations).toHaveLength(RECIPIENT_DAILY_LIMIT);
    // The limit is per kind of mail: a subscription confirmation still reaches the address.
    const res = await subscribe(
      apiRequest("/api/maillist/subscribe", { body: { email: stranger, startedAt: started() }, headers: { "x-forwarded-for": "198.51.100.99" } }),
      params({}),
    );
    expect(res.status).toBe(200);
    expect(await deliveredTo(stranger, /confirm your subscription/i)).toHaveLength(1);
  });

  it("registrations for many events with a stranger's address: 3 mails", async () => {
    const stranger = "stranger.four@example.org";
    for (let i = 0; i < 5; i++) {
      const event = await freeEvent(`flood-${i}`);
      const res = await register(
        apiRequest("/api/participant/create", { body: registrationBody(event.slug, { email: stranger }), headers: from() }),
        undefined,
      );
      expect(res.status).toBe(201);
    }
    expect(await deliveredTo(stranger, /.*/)).toHaveLength(RECIPIENT_DAILY_LIMIT);
  });

  it("a real participant of three free events gets each confirmation link and, once confirmed, each seat's mail", async () => {
    const person = "busy.participant@example.org";
    for (let i = 0; i < 3; i++) {
      const event = await freeEvent(`busy-${i}`);
      expect(
        (await register(apiRequest("/api/participant/create", { body: registrationBody(event.slug, { email: person }), headers: from() }), undefined)).status,
      ).toBe(201);
    }
    const links = await deliveredTo(person, /confirm your registration/i);
    expect(links).toHaveLength(3);
    for (const mail of links) {
      const token = /\/participant\/confirm\/([A-Za-z0-9_-]+)/.exec(mail.text)![1];
      expect((await confirmRegistration(apiRequest(`/api/participant/confirm/${token}`, { method: "POST" }), params({ token }))).status).toBe(200);
    }
    // The seats' confirmations answer the owner's clicks: the daily limit of the form's mails does not hold them back.
    expect(await deliveredTo(person, /registration confirmed/i)).toHaveLength(3);
  });
});
