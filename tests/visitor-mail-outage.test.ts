import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, type AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { desc, eq } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { mailOutbox, subscribers, visitorMessages } from "@/lib/platform/db/schema";
import { POST as contact } from "@/app/api/contact/route";
import { POST as subscribe } from "@/app/api/maillist/subscribe/route";
import { POST as confirm } from "@/app/api/maillist/confirm/[token]/route";
import { deliverDueMail, deliverSoon } from "@/lib/platform/mail/deliver";
import { apiRequest, params } from "./helpers/factories";

/**
 * SMTP_URL names a port where nothing listens (an outage), then a real SMTP listener comes up on
 * that port: visitors' messages must be stored at once and their e-mails sent once SMTP is back.
 */
type Received = { to: string[]; raw: string };
const received: Received[] = [];
let port: number;
let server: SMTPServer | undefined;

beforeAll(async () => {
  // Take a free port and release it, so connections to it are refused until the server starts.
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  port = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  // Migrate the fresh database here, under the hook's longer time limit.
  await getDb();
});

afterAll(async () => {
  if (server) await new Promise<void>((resolve) => server!.close(() => resolve()));
});

async function startSmtp() {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString("utf8") });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server!.listen(port, "127.0.0.1", resolve));
}

async function outboxFor(to: string) {
  const db = await getDb();
  return db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt));
}

describe("visitor messages while SMTP is down", () => {
  it("the contact message is stored and answered at once, and its e-mail goes out once SMTP returns", async () => {
    const res = await contact(
      apiRequest("/api/contact", {
        body: { names: "Outage Visitor", email: "outage@example.com", message: "Sent while the mail server was down.", startedAt: Date.now() - 5000 },
        headers: { "x-forwarded-for": "192.0.2.10" },
      }),
      params({}),
    );
    expect(res.status).toBe(200);
    // The request started a delivery run in the background; let it fail against the closed port.
    await deliverSoon();

    const db = await getDb();
    const [stored] = await db.select().from(visitorMessages).where(eq(visitorMessages.email, "outage@example.com"));
    expect(stored.message).toBe("Sent while the mail server was down.");
    const [queued] = await outboxFor("info@ikaze.rw");
    expect(queued).toMatchObject({ status: "pending", attempts: 1 });
    expect(queued.lastError).toMatch(/ECONNREFUSED|connect/i);

    // A subscription made during the outage waits in the outbox too.
    const sub = await subscribe(
      apiRequest("/api/maillist/subscribe", { body: { email: "outage-reader@example.com" }, headers: { "x-forwarded-for": "192.0.2.11" } }),
      params({}),
    );
    expect(sub.status).toBe(200);
    await deliverSoon();

    await startSmtp();
    // The next retry is due 1 minute later; the worker's run at that time sends everything waiting.
    const report = await deliverDueMail({ now: new Date(Date.now() + 5 * 60_000) });
    expect(report.sent).toBeGreaterThanOrEqual(2);
    expect((await outboxFor("info@ikaze.rw"))[0]).toMatchObject({ id: queued.id, status: "sent", attempts: 2 });
    const company = received.filter((m) => m.to.includes("info@ikaze.rw"));
    expect(company).toHaveLength(1);
    expect(company[0].raw).toMatch(/^Reply-To: outage@example\.com$/m);
    expect(company[0].raw).toContain("Sent while the mail server was down.");

    // The confirmed subscriber's first list e-mail carries the one-click unsubscribe headers.
    const confirmation = received.find((m) => m.to.includes("outage-reader@example.com"));
    const token = /\/maillist\/confirm\/([0-9a-f-]{36})/.exec(confirmation!.raw)?.[1];
    expect(token).toBeDefined();
    expect((await confirm(apiRequest(`/api/maillist/confirm/${token}`, { method: "POST" }), params({ token: token! }))).status).toBe(200);
    await deliverSoon();
    const [{ id }] = await db.select({ id: subscribers.id }).from(subscribers).where(eq(subscribers.email, "outage-reader@example.com"));
    // Long header lines are folded on the wire (RFC 5322); unfold them to read each header whole.
    const welcome = received
      .filter((m) => m.to.includes("outage-reader@example.com"))
      .at(-1)!
      .raw.replace(/\r\n[ \t]+/g, " ");
    expect(welcome).toMatch(new RegExp(`^List-Unsubscribe: <http://ikaze\\.test/api/maillist/unsubcribe/${id}>$`, "m"));
    expect(welcome).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  });
});
