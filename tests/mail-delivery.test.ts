import { afterAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { POST as createUser } from "@/app/api/users/create/route";
import { getDb } from "@/lib/platform/db/client";
import { mailOutbox } from "@/lib/platform/db/schema";
import { backoffMs, deliverDueMail, deliverSoon, MAX_ATTEMPTS } from "@/lib/platform/mail/deliver";
import { queueMail } from "@/lib/platform/mail/outbox";
import { apiRequest, makeUser, params } from "./helpers/factories";
import { mimeParts, startSmtp } from "./helpers/smtp";

// A real SMTP listener on a random loopback port (SMTP_URL): nodemailer reaches it as it would a relay.
const smtp = await startSmtp();
const received = smtp.received;
afterAll(() => smtp.close());

async function outboxRow(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

const sample = (to: string) => ({ to, subject: "Outbox test", text: "Plain part", html: "<p>HTML part</p>" });

describe("mail delivery over SMTP", () => {
  it("an invitation created through the API reaches the SMTP server with a text and an HTML part and the right link", async () => {
    const { token } = await makeUser("admin");
    const email = "smtp.invitee@ikaze.test";
    const res = await createUser(
      apiRequest("/api/users/create", {
        token,
        body: { firstName: "Smtp", lastName: "Invitee", email, phoneNumber: "+250788000111", organization: "Ikaze", role: "user" },
      }),
      params({}),
    );
    expect(res.status).toBe(201);
    // The API queued and triggered delivery in the background; wait for that run to finish.
    await deliverSoon();

    const msg = received.find((m) => m.to.includes(email));
    expect(msg).toBeDefined();
    expect(msg!.from).toBe("no-reply@ikaze.rw");
    expect(msg!.raw).toMatch(/^Subject: Your Ikaze staff account$/m);
    expect(msg!.raw).toMatch(/^Content-Type: multipart\/alternative/m);
    const parts = mimeParts(msg!.raw);
    const link = /http:\/\/ikaze\.test\/auth\/set-new-password\/[A-Za-z0-9_-]{43}/.exec(parts["text/plain"])?.[0];
    expect(link).toBeDefined();
    expect(parts["text/html"]).toContain(`href="${link}"`);
    for (const part of [parts["text/plain"], parts["text/html"]]) {
      expect(part).toContain("Ikaze Travel &");
      expect(part).toContain("+250 788 300 400");
      expect(part).toContain("info@ikaze.rw");
    }

    const db = await getDb();
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it("a refusing server: the message stays pending, attempts grow with backoff, and it goes out once the server accepts", async () => {
    const db = await getDb();
    const id = await queueMail(db, sample("retry@ikaze.test"));
    // The test's clock starts just after the message became due on the database's clock, which
    // counts microseconds: a JavaScript Date taken in the same millisecond could be before it.
    const t0 = new Date((await outboxRow(id)).nextAttemptAt.getTime() + 1);
    smtp.state.refusing = true;
    try {
      expect(await deliverDueMail({ now: t0 })).toMatchObject({ sent: 0, retrying: 1 });
      let row = await outboxRow(id);
      expect(row).toMatchObject({ status: "pending", attempts: 1 });
      expect(row.lastError).toContain("Mailbox temporarily unavailable");
      expect(row.nextAttemptAt.getTime()).toBe(t0.getTime() + 60_000);

      // Not due yet: nothing is tried.
      expect(await deliverDueMail({ now: new Date(t0.getTime() + 30_000) })).toMatchObject({ sent: 0, retrying: 0 });

      const t1 = new Date(t0.getTime() + 61_000);
      await deliverDueMail({ now: t1 });
      row = await outboxRow(id);
      expect(row).toMatchObject({ status: "pending", attempts: 2 });
      expect(row.nextAttemptAt.getTime()).toBe(t1.getTime() + 2 * 60_000);
    } finally {
      smtp.state.refusing = false;
    }
    expect(received.some((m) => m.to.includes("retry@ikaze.test"))).toBe(false);

    expect(await deliverDueMail({ now: new Date(t0.getTime() + 10 * 60_000) })).toMatchObject({ sent: 1 });
    expect(await outboxRow(id)).toMatchObject({ status: "sent", attempts: 3, lastError: null });
    expect(received.filter((m) => m.to.includes("retry@ikaze.test"))).toHaveLength(1);
  });

  it("gives up as 'failed' after the last attempt but keeps the message in the outbox", async () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    const db = await getDb();
    const id = await queueMail(db, sample("gives-up@ikaze.test"));
    await db
      .update(mailOutbox)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(mailOutbox.id, id));
    smtp.state.refusing = true;
    try {
      expect(await deliverDueMail()).toMatchObject({ failed: 1 });
    } finally {
      smtp.state.refusing = false;
    }
    const row = await outboxRow(id);
    expect(row).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS, subject: "Outbox test", text: "Plain part" });
    // A failed message is not retried by later runs.
    await deliverDueMail({ now: new Date(Date.now() + 24 * 3_600_000) });
    expect((await outboxRow(id)).status).toBe("failed");
  });

  it("deliverers running at the same time send each message exactly once", async () => {
    const db = await getDb();
    const to = Array.from({ length: 6 }, (_, i) => `once-${i}@ikaze.test`);
    for (const t of to) await queueMail(db, sample(t));
    await Promise.all([deliverDueMail(), deliverDueMail(), deliverDueMail(), deliverSoon()]);
    for (const t of to) expect(received.filter((m) => m.to.includes(t))).toHaveLength(1);
  });
});
