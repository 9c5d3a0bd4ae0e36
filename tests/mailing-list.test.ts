import { beforeAll, describe, expect, it } from "vitest";
import { desc, eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { getDb } from "@/lib/platform/db/client";
import { mailOutbox, subscribers } from "@/lib/platform/db/schema";
import { POST as subscribe } from "@/app/api/maillist/subscribe/route";
import { POST as confirm } from "@/app/api/maillist/confirm/[token]/route";
import { GET as unsubscribeGet, POST as unsubscribePost } from "@/app/api/maillist/unsubcribe/[id]/route";
import { GET as listSubscribers } from "@/app/api/maillist/subcribers/route";
import { GET as exportCsv } from "@/app/api/maillist/subcribers/export/route";
import { apiRequest, makeUser, params } from "./helpers/factories";
import { read, rowCount } from "./helpers/content";

let admin: string;
let staff: string;
let ipCounter = 0;
const fresh = () => ({ "x-forwarded-for": `198.51.100.${++ipCounter}` });

const sub = (body: unknown, headers = fresh()) => subscribe(apiRequest("/api/maillist/subscribe", { body, headers }), params({}));

async function mailsTo(to: string) {
  const db = await getDb();
  return db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt));
}

async function subscriber(email: string) {
  const db = await getDb();
  const [row] = await db.select().from(subscribers).where(eq(subscribers.email, email));
  return row;
}

/** The token of the newest confirmation link sent to an address, read from the e-mail as its owner would. */
async function confirmationToken(email: string): Promise<string> {
  const [mail] = await mailsTo(email);
  const token = /\/maillist\/confirm\/([0-9a-f-]{36})/.exec(mail.text)?.[1];
  expect(token).toBeDefined();
  return token!;
}

const confirmWith = (token: string) => confirm(apiRequest(`/api/maillist/confirm/${token}`, { method: "POST" }), params({ token }));
const unsubscribeWith = (id: string, method: "GET" | "POST" = "POST") =>
  (method === "GET" ? unsubscribeGet : unsubscribePost)(apiRequest(`/api/maillist/unsubcribe/${id}`, { method }), params({ id }));

beforeAll(async () => {
  admin = (await makeUser("admin")).token;
  staff = (await makeUser("user")).token;
});

describe("subscribe → confirm → unsubscribe", () => {
  it("works end to end with double opt-in, a personal unsubscribe link and one-click headers", async () => {
    const email = "reader@example.com";
    const first = await read(await sub({ email: "Reader@Example.com", startedAt: Date.now() - 5000 }));
    expect(first.status).toBe(200);
    expect(first.body.message).toMatch(/confirm your subscription/);
    expect(await subscriber(email)).toMatchObject({ confirmedAt: null, unsubscribedAt: null });

    const [confirmation] = await mailsTo(email);
    expect(confirmation.subject).toBe("Confirm your subscription to Ikaze");
    const token = await confirmationToken(email);
    expect(token).not.toBe((await subscriber(email)).id);

    const ok = await read(await confirmWith(token));
    expect(ok).toEqual({ status: 200, body: { message: "Your subscription is confirmed. Welcome to our mailing list." } });
    const row = await subscriber(email);
    expect(row.confirmedAt).toBeInstanceOf(Date);
    // A second click is harmless and sends nothing more.
    expect((await confirmWith(token)).status).toBe(200);

    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual(["Welcome to the Ikaze mailing list", "Confirm your subscription to Ikaze"]);
    const welcome = mails[0];
    expect(welcome.text).toContain(`http://ikaze.test/maillist/unsubcribe/${row.id}`);
    expect(welcome.headers).toEqual({
      "List-Unsubscribe": `<http://ikaze.test/api/maillist/unsubcribe/${row.id}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });

    const staffView = await read(await listSubscribers(apiRequest("/api/maillist/subcribers", { token: staff }), params({})));
    expect(staffView.body.subscribers).toContainEqual(expect.objectContaining({ email, status: "subscribed" }));

    // The one-click POST a mail client sends (form-encoded body, no cookie).
    const gone = await unsubscribePost(
      apiRequest(`/api/maillist/unsubcribe/${row.id}`, {
        method: "POST",
        body: "List-Unsubscribe=One-Click",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
      params({ id: row.id }),
    );
    expect(gone.status).toBe(200);
    expect((await gone.json()).message).toMatch(/You have been unsubscribed/);
    expect((await subscriber(email)).unsubscribedAt).toBeInstanceOf(Date);
    // Again, and by the old GET: still fine.
    expect((await unsubscribeWith(row.id, "GET")).status).toBe(200);
  });

  it("the old GET /api/maillist/unsubcribe/{id} unsubscribes; unknown ids get a clear 404", async () => {
    await sub({ email: "old-client@example.com" });
    const { id } = await subscriber("old-client@example.com");
    const res = await read(await unsubscribeWith(id, "GET"));
    expect(res.status).toBe(200);
    expect((await subscriber("old-client@example.com")).unsubscribedAt).toBeInstanceOf(Date);

    for (const unknown of ["00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      const miss = await read(await unsubscribeWith(unknown));
      expect(miss.status).toBe(404);
      expect(miss.body.error).toMatch(/could not find this subscription/);
    }
    const badConfirm = await read(await confirmWith("00000000-0000-4000-8000-000000000000"));
    expect(badConfirm.status).toBe(404);
    expect(badConfirm.body.error).toMatch(/confirmation link is not valid/);
  });

  it("subscribing twice is harmless and reveals nothing; resubscribing after leaving needs a new confirmation", async () => {
    const email = "twice@example.com";
    const a = await read(await sub({ email }));
    const token = await confirmationToken(email);
    await confirmWith(token);
    const before = (await mailsTo(email)).length;
    const b = await read(await sub({ email }));
    expect(b).toEqual(a);
    expect((await mailsTo(email)).length).toBe(before);
    expect(await rowCount(subscribers)).toBe(
      (await read(await listSubscribers(apiRequest("/api/maillist/subcribers", { token: admin }), params({})))).body.count,
    );

    const { id } = await subscriber(email);
    await unsubscribeWith(id);
    expect((await read(await sub({ email }))).body).toEqual(a.body);
    const again = await subscriber(email);
    expect(again).toMatchObject({ confirmedAt: null, unsubscribedAt: null, id });
    // The old link is dead; the new one works.
    expect((await confirmWith(token)).status).toBe(404);
    const newToken = await confirmationToken(email);
    expect(newToken).not.toBe(token);
    expect((await confirmWith(newToken)).status).toBe(200);
  });
});

describe("the footer's form posted without script (a plain HTML form)", () => {
  const formPost = (body: string) =>
    subscribe(
      new NextRequest(new URL("/api/maillist/subscribe", "http://ikaze.test"), {
        method: "POST",
        body,
        headers: { ...fresh(), "content-type": "application/x-www-form-urlencoded", origin: "http://ikaze.test", referer: "http://ikaze.test/about" },
      }),
      params({}),
    );
  const sentTo = (res: Response) => new URL(res.headers.get("location")!);

  it("subscribes the same way (confirmation mail sent) and answers 303 → /sent, which links back to the page", async () => {
    const email = "plain.form.reader@example.com";
    const res = await formPost(`email=${encodeURIComponent(email)}&website=`);
    expect(res.status).toBe(303);
    const to = sentTo(res);
    expect(to.pathname).toBe("/sent");
    expect(Object.fromEntries(to.searchParams)).toEqual({ form: "subscribe", back: "/about" });
    expect(await subscriber(email)).toMatchObject({ confirmedAt: null, unsubscribedAt: null });
    expect((await mailsTo(email)).map((m) => m.subject)).toEqual(["Confirm your subscription to Ikaze"]);
  });

  it("an empty or bad address is sent back to /sent with the reason, nothing stored or mailed", async () => {
    const count = await rowCount(subscribers);
    const mails = await rowCount(mailOutbox);
    for (const [body, reason] of [
      ["email=", /Email is required\./],
      ["email=not-an-address", /valid email/],
    ] as const) {
      const res = await formPost(body);
      expect(res.status).toBe(303);
      expect(sentTo(res).searchParams.get("form")).toBe("subscribe");
      expect(sentTo(res).searchParams.get("error")).toMatch(reason);
    }
    expect(await rowCount(subscribers)).toBe(count);
    expect(await rowCount(mailOutbox)).toBe(mails);
  });
});

describe("bad input, spam and rate limits", () => {
  it("refuses a missing or bad e-mail, a huge body, a honeypot and a hurried form (400, nothing stored)", async () => {
    const count = await rowCount(subscribers);
    const mails = await rowCount(mailOutbox);
    const cases: [unknown, RegExp][] = [
      [{}, /Email is required\./],
      [{ email: "" }, /Email is required\./],
      [{ email: "not-an-address" }, /valid email/],
      [{ email: `${"a".repeat(1024 * 1024)}@example.com` }, /valid email/],
      [{ email: "bot@example.com", website: "http://spam" }, /could not be sent/],
    ];
    for (const [body, message] of cases) {
      const res = await read(await sub(body));
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(message);
    }
    expect(await rowCount(subscribers)).toBe(count);
    expect(await rowCount(mailOutbox)).toBe(mails);
  });

  it("limits one address to 10 requests per 10 minutes (429)", async () => {
    const headers = fresh();
    for (let i = 0; i < 10; i++) expect((await sub({ email: `burst${i}@example.com` }, headers)).status).toBe(200);
    const res = await sub({ email: "burst-extra@example.com" }, headers);
    expect(res.status).toBe(429);
    expect((await res.json()).error).toMatch(/wait a few minutes/);
    expect(await subscriber("burst-extra@example.com")).toBeUndefined();
  });
});

describe("the subscribers list (staff)", () => {
  it("anonymous 401; staff and admins get { subscribers, count } without link ids", async () => {
    expect((await listSubscribers(apiRequest("/api/maillist/subcribers"), params({}))).status).toBe(401);
    for (const token of [staff, admin]) {
      const { status, body } = await read(await listSubscribers(apiRequest("/api/maillist/subcribers", { token }), params({})));
      expect(status).toBe(200);
      expect(body.count).toBe(body.subscribers.length);
      expect(Object.keys(body.subscribers[0]).sort()).toEqual(["confirmedAt", "createdAt", "email", "status"]);
    }
  });

  it("exports CSV for staff, neutralising formulas; anonymous 401", async () => {
    expect((await exportCsv(apiRequest("/api/maillist/subcribers/export"), params({}))).status).toBe(401);
    const db = await getDb();
    await db.insert(subscribers).values({ email: "=cmd@example.com" });
    const res = await exportCsv(apiRequest("/api/maillist/subcribers/export", { token: staff }), params({}));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/csv/);
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"/);
    const csv = await res.text();
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe("email,status,joined,confirmed");
    expect(lines).toContainEqual(expect.stringMatching(/^reader@example\.com,unsubscribed,\d{4}-/));
    expect(csv).toContain("'=cmd@example.com,pending");
  });
});
