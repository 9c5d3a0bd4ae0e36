import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { startSmtp, type ReceivedMail } from "./helpers/smtp";
import { apiRequest, makeUser, params } from "./helpers/factories";
import { auditFor, read, rowCount, storedUpload } from "./helpers/content";

// Before the first env(): every message goes to this listener, 600 a minute (a slot every 100 ms).
const smtp = await startSmtp();
process.env.NEWSLETTER_RATE = "600";

const { getDb } = await import("@/lib/platform/db/client");
const { mailOutbox, newsletterRecipients, newsletters, subscribers } = await import("@/lib/platform/db/schema");
const { seedDemo } = await import("@/lib/office/setup/seed");
const { deliverDueMail: deliverNow, deliverSoon, HANDOFF_CUT } = await import("@/lib/platform/mail/deliver");
/** Services start a delivery run in the background: let it finish, then work what is left. */
const deliverDueMail = async () => {
  await deliverSoon();
  await deliverNow();
};
const { dispatchNewsletters } = await import("@/lib/audience/newsletters/dispatch");
const { listNewsletterFailures } = await import("@/lib/audience/newsletters/queries");
const collection = await import("@/app/api/newsletters/route");
const one = await import("@/app/api/newsletters/[id]/route");
const send = await import("@/app/api/newsletters/[id]/send/route");
const pause = await import("@/app/api/newsletters/[id]/pause/route");
const resume = await import("@/app/api/newsletters/[id]/resume/route");
const cancel = await import("@/app/api/newsletters/[id]/cancel/route");
const testSend = await import("@/app/api/newsletters/[id]/test/route");
const { POST: subscribe } = await import("@/app/api/maillist/subscribe/route");
const { POST: confirm } = await import("@/app/api/maillist/confirm/[token]/route");
const { POST: unsubscribe } = await import("@/app/api/maillist/unsubcribe/[id]/route");

let admin: string;
let staff: { token: string; email: string };
let ip = 0;

afterAll(() => smtp.close());
beforeAll(async () => {
  admin = (await makeUser("admin")).token;
  const s = await makeUser("user");
  staff = { token: s.token, email: s.user.email };
});

const draft = {
  subject: "Gorilla season opens",
  preheader: "Permits for June are on sale",
  body: '<p>Hello from <strong>Kigali</strong>.</p><p><a href="https://ikaze.test/tours">See the tours</a></p>',
};

/** `token` null: an anonymous caller. */
const create = async (body: unknown = draft, token: string | null = staff.token) =>
  read(await collection.POST(apiRequest("/api/newsletters", { body, token: token ?? undefined }), params({})));
const get = async (id: string, token = staff.token) => read(await one.GET(apiRequest(`/api/newsletters/${id}`, { token }), params({ id })));
const post = async (route: { POST: (...a: never[]) => Promise<Response> }, id: string, token: string | undefined, body?: unknown) =>
  read(await route.POST(apiRequest(`/api/newsletters/${id}/x`, { method: "POST", body, token }) as never, params({ id }) as never));

async function subscribeAndConfirm(emails: string[], confirmed: string[]) {
  for (const email of emails) {
    const res = await subscribe(
      apiRequest("/api/maillist/subscribe", { body: { email, startedAt: Date.now() - 5000 }, headers: { "x-forwarded-for": `198.51.100.${++ip}` } }),
      params({}),
    );
    expect(res.status).toBe(200);
  }
  const db = await getDb();
  for (const email of confirmed) {
    const [row] = await db.select().from(subscribers).where(eq(subscribers.email, email));
    expect((await confirm(apiRequest(`/api/maillist/confirm/${row.confirmToken}`, { method: "POST" }), params({ token: row.confirmToken }))).status).toBe(200);
  }
  await deliverDueMail(); // the confirmations and welcomes, out of the way
}

/**
 * What a running server does on its own: dispatch rounds and outbox runs, until the newsletter is no
 * longer being sent. `aheadMs`: the rounds' clock runs that far ahead (a newsletter started in the future).
 */
async function runUntilDone(id: string, aheadMs = 0) {
  for (let i = 0; i < 400; i++) {
    await dispatchNewsletters(new Date(Date.now() + aheadMs));
    await deliverDueMail();
    const { body } = await get(id);
    if (body.data.status !== "sending") return body.data;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error("the newsletter did not finish");
}

const newsletterMails = (subject: string) => smtp.received.filter((m) => m.subject === subject);
/** A header's value, unfolded (long ones are folded onto several lines). */
const header = (m: ReceivedMail, name: string) => new RegExp(`^${name}: (.*)$`, "mi").exec(m.raw.replace(/\r\n[ \t]+/g, " "))?.[1];

describe("the newsletters API", () => {
  it("staff write drafts; anonymous callers are refused; bad bodies are 400", async () => {
    expect((await create(draft, null)).status).toBe(401);
    const bad = await create({ subject: " ", body: "" });
    expect(bad.status).toBe(400);
    expect(bad.body.Errors).toEqual(expect.arrayContaining(["Subject is required.", "Body is required."]));

    const created = await create();
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ subject: draft.subject, status: "draft", total: 0, sent: 0, failed: 0, startedAt: null, finishedAt: null });
    expect(await auditFor(created.body.data.id)).toEqual([expect.objectContaining({ action: "newsletter.create" })]);

    const list = await read(await collection.GET(apiRequest("/api/newsletters", { token: staff.token }), params({})));
    expect(list.status).toBe(200);
    expect(list.body.data.map((n: { id: string }) => n.id)).toContain(created.body.data.id);
    expect((await read(await collection.GET(apiRequest("/api/newsletters"), params({})))).status).toBe(401);

    const fetched = await get(created.body.data.id);
    expect(fetched.body.data).toMatchObject({ id: created.body.data.id, subject: draft.subject, status: "draft" });
    expect((await get("00000000-0000-4000-8000-000000000000")).status).toBe(404);

    const changed = await read(
      await one.PUT(
        apiRequest(`/api/newsletters/${created.body.data.id}`, { method: "PUT", body: { ...draft, subject: "Gorilla season opens soon" }, token: staff.token }),
        params({ id: created.body.data.id }),
      ),
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data.subject).toBe("Gorilla season opens soon");
  });

  it("only an administrator sends; with nobody confirmed there is nothing to send (409)", async () => {
    const { body } = await create();
    const id = body.data.id;
    expect((await post(send, id, undefined, {})).status).toBe(401);
    expect((await post(send, id, staff.token, {})).status).toBe(403);
    const empty = await post(send, id, admin, {});
    expect(empty.status).toBe(409);
    expect(empty.body.error).toMatch(/no one to send it to/);
    expect((await post(send, id, admin, { at: "2027-02-30T09:00" })).status).toBe(400);
    expect((await get(id)).body.data.status).toBe("draft");
  });

  it("'Send me a test' mails the newsletter, as subscribers will see it, to the signed-in staff member only", async () => {
    const { body } = await create();
    const before = smtp.received.length;
    const res = await post(testSend, body.data.id, staff.token);
    expect(res.status).toBe(202);
    expect(res.body.message).toBe(`A test was sent to ${staff.email}.`);
    await deliverDueMail();
    const got = smtp.received.slice(before);
    expect(got.map((m) => m.to)).toEqual([[staff.email]]);
    expect(got[0].subject).toBe(`[Test] ${draft.subject}`);
    expect(got[0].text).toContain("Hello from Kigali.");
    expect(got[0].text).toContain("See the tours (https://ikaze.test/tours)");
    expect(got[0].html).toContain('<p style="margin:0 0 16px;line-height:1.6">Hello from <strong>Kigali</strong>.</p>');
    expect(got[0].html).toContain("Permits for June are on sale");
  });
});

describe("the newsletter's picture is one of our uploads", () => {
  const notOurs = "The picture must be one of our uploads: upload it here rather than linking to another site.";
  const tracker = "https://tracker.example/open.gif?u=42";

  it("an outside address (a tracking pixel), another Cloudinary account or a path outside /uploads/ is refused at create and update (400); our upload is kept", async () => {
    const before = await rowCount(newsletters);
    for (const image of [tracker, "https://res.cloudinary.com/someone-else/image/upload/v1/open.gif", "/demo/../uploads/x.jpg", "/api/track.gif"]) {
      const res = await create({ ...draft, image });
      expect(res, image).toEqual({ status: 400, body: { Errors: [notOurs] } });
    }
    expect(await rowCount(newsletters)).toBe(before);

    const picture = storedUpload("/uploads/Newsletters/3f2a9c1e5b7d4e6f8a0b1c2d3e4f5a6b.jpg");
    const created = await create({ ...draft, image: picture });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id;
    const put = await read(
      await one.PUT(apiRequest(`/api/newsletters/${id}`, { method: "PUT", body: { ...draft, image: tracker }, token: staff.token }), params({ id })),
    );
    expect(put.status).toBe(400);
    expect(JSON.stringify(put.body)).toContain(notOurs);
    const [row] = await (await getDb()).select().from(newsletters).where(eq(newsletters.id, id));
    expect(row.image).toBe(picture);
    expect((await auditFor(id)).map((a: { action: string }) => a.action)).toEqual(["newsletter.create"]);
  });

  it("a newsletter saved earlier with an outside picture is refused at send and at 'Send me a test' (409, saying why); nothing is queued", async () => {
    const { body } = await create();
    const id = body.data.id;
    await (await getDb()).update(newsletters).set({ image: tracker }).where(eq(newsletters.id, id));
    const mailsBefore = await rowCount(mailOutbox);
    const refused = await post(send, id, admin, {});
    const message = `This newsletter's picture (${tracker}) is not one of our uploads, and it would be loaded from that site by every subscriber's mail program: upload the picture and save the newsletter, then send it.`;
    expect(refused).toEqual({ status: 409, body: { error: message } });
    // Nor can it be scheduled.
    expect(await post(send, id, admin, { at: new Date(Date.now() + 30 * 86_400_000).toISOString() })).toEqual({ status: 409, body: { error: message } });
    expect((await get(id)).body.data.status).toBe("draft");
    expect(await post(testSend, id, staff.token)).toEqual({ status: 409, body: { error: message } });
    expect(await rowCount(mailOutbox)).toBe(mailsBefore);
    expect(await (await getDb()).select().from(newsletterRecipients).where(eq(newsletterRecipients.newsletterId, id))).toEqual([]);
    expect((await auditFor(id)).map((a: { action: string }) => a.action)).toEqual(["newsletter.create"]);
  });
});

describe("sending: each confirmed subscriber exactly once", () => {
  it("three subscribe, two confirm: the send reaches exactly those two, one message each, with their own unsubscribe link and headers; a second send is 409", async () => {
    await subscribeAndConfirm(["ana@example.com", "bo@example.com", "cy@example.com"], ["ana@example.com", "cy@example.com"]);
    const { body } = await create({ ...draft, subject: "June news" });
    const id = body.data.id;

    const started = await post(send, id, admin, {});
    expect(started.status).toBe(202);
    expect(started.body.data).toMatchObject({ status: "sending", total: 2 });
    expect((await post(send, id, admin, {})).status).toBe(409);
    expect(await auditFor(id)).toEqual(expect.arrayContaining([expect.objectContaining({ action: "newsletter.send" })]));

    const done = await runUntilDone(id);
    expect(done).toMatchObject({ status: "sent", total: 2, sent: 2, failed: 0 });
    expect(done.startedAt).not.toBeNull();
    expect(done.finishedAt).not.toBeNull();

    const mails = newsletterMails("June news");
    expect(mails.map((m) => m.to).sort()).toEqual([["ana@example.com"], ["cy@example.com"]]);
    const db = await getDb();
    for (const m of mails) {
      const [s] = await db.select().from(subscribers).where(eq(subscribers.email, m.to[0]));
      const page = `http://ikaze.test/maillist/unsubcribe/${s.id}?newsletter=${id}`;
      expect(header(m, "List-Unsubscribe")).toBe(`<http://ikaze.test/api/maillist/unsubcribe/${s.id}?newsletter=${id}>`);
      expect(header(m, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
      expect(m.text).toContain(`unsubscribe here: ${page}`);
      expect(m.html).toContain(`href="${page}"`);
      expect(m.text).toContain("Hello from Kigali.");
      // Never a list in the headers: one recipient per message.
      expect(m.to).toHaveLength(1);
    }
    expect((await post(send, id, admin, {})).status).toBe(409);

    // The one-click unsubscribe of Ana's message is counted in the newsletter's report.
    const [ana] = await db.select().from(subscribers).where(eq(subscribers.email, "ana@example.com"));
    const url = `/api/maillist/unsubcribe/${ana.id}?newsletter=${id}`;
    expect((await unsubscribe(apiRequest(url, { method: "POST" }), params({ id: ana.id }))).status).toBe(200);
    expect((await get(id)).body.data.unsubscribes).toBe(1);
  });

  it("pause stops queueing, resume goes on, cancel ends it; each only from the right state", async () => {
    await subscribeAndConfirm(["dee@example.com", "eve@example.com"], ["dee@example.com", "eve@example.com"]);
    const { body } = await create({ ...draft, subject: "Paused news" });
    const id = body.data.id;
    expect((await post(pause, id, admin)).status).toBe(409); // a draft is not being sent
    expect((await post(send, id, admin, {})).status).toBe(202);
    expect((await post(pause, id, staff.token)).status).toBe(403);
    const paused = await post(pause, id, admin);
    expect(paused.status).toBe(200);
    expect(paused.body.data.status).toBe("paused");
    expect((await post(send, id, admin, {})).status).toBe(409);
    await dispatchNewsletters();
    const db = await getDb();
    const queued = await db.select().from(newsletterRecipients).where(eq(newsletterRecipients.newsletterId, id));
    expect(queued.filter((r) => r.outboxId)).toEqual([]);

    expect((await post(resume, id, admin)).body.data.status).toBe("sending");
    await dispatchNewsletters();
    const cancelled = await post(cancel, id, admin);
    expect(cancelled.body.data.status).toBe("cancelled");
    await deliverDueMail();
    await dispatchNewsletters();
    // One message had been queued before the cancel; nothing more goes.
    expect(newsletterMails("Paused news")).toHaveLength(1);
    expect((await post(resume, id, admin)).status).toBe(409);
  });

  it("a scheduled newsletter starts at its time, with the audience of that moment", async () => {
    const { body } = await create({ ...draft, subject: "Scheduled news" });
    const id = body.data.id;
    const at = new Date(Date.now() + 3_600_000);
    const scheduled = await post(send, id, admin, { at: at.toISOString() });
    expect(scheduled.status).toBe(202);
    expect(scheduled.body.data).toMatchObject({ status: "scheduled", scheduledAt: at.toISOString(), total: 0 });
    await dispatchNewsletters();
    expect((await get(id)).body.data.status).toBe("scheduled");
    await dispatchNewsletters(new Date(at.getTime() + 1000));
    const started = (await get(id)).body.data;
    expect(started.status).toBe("sending");
    // Confirmed and still subscribed at that moment: cy, dee, eve (ana left with her one click).
    expect(started.total).toBe(3);
    expect(await runUntilDone(id, at.getTime() + 1000 - Date.now())).toMatchObject({ status: "sent", sent: 3 });
  });
});

describe("failures and bounces", () => {
  it("a permanent refusal (550) fails that recipient with the server's reason; three in a row across newsletters mark the address bounced, and it is mailed no more; newsletters are not held back by the per-recipient daily limit", async () => {
    smtp.state.unknown.add("eve@example.com");
    const ids: string[] = [];
    for (const n of [1, 2, 3]) {
      const { body } = await create({ ...draft, subject: `Bounce round ${n}` });
      ids.push(body.data.id);
      expect((await post(send, body.data.id, admin, {})).status).toBe(202);
      expect(await runUntilDone(body.data.id)).toMatchObject({ status: "sent", total: 3, sent: 2, failed: 1 });
    }
    const failures = await listNewsletterFailures(ids[0], { page: 1, limit: 10 });
    expect(failures.rows).toEqual([expect.objectContaining({ email: "eve@example.com", reason: expect.stringMatching(/^550 .*User unknown/) })]);
    const db = await getDb();
    const [eve] = await db.select().from(subscribers).where(eq(subscribers.email, "eve@example.com"));
    expect(eve.bounces).toBe(3);
    expect(eve.bouncedAt).not.toBeNull();

    const { body } = await create({ ...draft, subject: "After the bounces" });
    const started = await post(send, body.data.id, admin, {});
    expect(started.body.data.total).toBe(2);
    await runUntilDone(body.data.id);
    // Four newsletters in a day, each delivered once: over RECIPIENT_DAILY_LIMIT, which is for visitor forms.
    for (const subject of ["Bounce round 1", "Bounce round 2", "Bounce round 3", "After the bounces"]) {
      expect(newsletterMails(subject).filter((m) => m.to.includes("dee@example.com"))).toHaveLength(1);
    }
    expect(
      newsletterMails("After the bounces")
        .map((m) => m.to[0])
        .sort(),
    ).toEqual(["cy@example.com", "dee@example.com"]);
  });

  it("a newsletter message whose hand-off to SMTP was cut off (a crash) is not sent again; another kind of message is", async () => {
    const db = await getDb();
    // As a server killed between marking the hand-off and hearing the SMTP server's answer leaves them.
    const cut = { to: "cy@example.com", text: "t", html: "<p>t</p>", handoffAt: new Date() };
    const [newsletter] = await db
      .insert(mailOutbox)
      .values({ ...cut, subject: "Cut off", purpose: "newsletter" })
      .returning();
    const [reset] = await db
      .insert(mailOutbox)
      .values({ ...cut, subject: "Cut off reset" })
      .returning();
    await deliverDueMail();
    const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.to, "cy@example.com"));
    expect(rows.find((r) => r.id === newsletter.id)).toMatchObject({ status: "failed", lastError: HANDOFF_CUT });
    expect(rows.find((r) => r.id === reset.id)).toMatchObject({ status: "sent" });
    expect(newsletterMails("Cut off")).toEqual([]);
    expect(newsletterMails("Cut off reset")).toHaveLength(1);
  });
});

describe("the featured block", () => {
  it("the featured tours / latest news block is read from published content when sending starts (now, or at its time) and kept", async () => {
    await seedDemo(await getDb());
    await subscribeAndConfirm(["gus@example.com"], ["gus@example.com"]);
    const withBlock = { ...draft, includeTours: true, includeNews: true };
    const now = (await create({ ...withBlock, subject: "Block now" })).body.data.id;
    const started = await post(send, now, admin, {});
    expect(started.status).toBe(202);
    const at = new Date(Date.now() + 3_600_000);
    const later = (await create({ ...withBlock, subject: "Block later" })).body.data.id;
    expect((await post(send, later, admin, { at: at.toISOString() })).status).toBe(202);
    await dispatchNewsletters(new Date(at.getTime() + 1000));
    for (const id of [now, later]) {
      const [row] = await (await getDb()).select().from(newsletters).where(eq(newsletters.id, id));
      expect(row.status).toBe("sending");
      expect(row.blockItems?.filter((i) => i.kind === "tour")).toHaveLength(3);
      expect(row.blockItems?.filter((i) => i.kind === "news")).toHaveLength(3);
    }
    await runUntilDone(later, at.getTime() + 1000 - Date.now());
    expect((await runUntilDone(now)).status).toBe("sent");
    const [mail] = newsletterMails("Block now");
    expect(mail.text).toContain("FEATURED TOURS");
    expect(mail.text).toMatch(/http:\/\/ikaze\.test\/tour\/\S+/);
  });
});
