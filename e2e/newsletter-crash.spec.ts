import { expect, test } from "@playwright/test";
import { startSmtp } from "../tests/helpers/smtp";
import { OwnServer } from "./helpers/own-server";

/**
 * "A send killed halfway and resumed delivers each recipient once": a production server
 * of its own sends a newsletter to 12 confirmed subscribers at NEWSLETTER_RATE=120 (one every
 * 0.5 s) through a real SMTP listener; once a third have arrived the server is killed with
 * SIGKILL, then started again on the same data. Sending resumes on its own, and the listener,
 * counting messages per recipient, has one for every recipient but the one whose message the killed
 * process held (it follows after the outbox's 5-minute claim lease, or is recorded failed if its
 * hand-off had begun: docs/newsletters.md "Newsletters"), and nobody has two. Runs on PGlite, and on PostgreSQL
 * when TEST_DATABASE_URL is set.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 600;
const N = 12;
const SUBJECT = "Killed halfway";

let server: OwnServer | undefined;
let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
test.afterAll(async () => {
  await server?.dispose();
  await smtp?.close();
});

type Newsletter = { id: string; status: string; total: number; sent: number; failed: number; skipped: number };

test("SIGKILL in the middle of a newsletter: after a start it resumes, and no one gets it twice", async () => {
  test.setTimeout(240_000);
  const previous = process.env.SMTP_URL;
  smtp = await startSmtp();
  const smtpUrl = process.env.SMTP_URL!;
  // startSmtp sets it for in-process tests; here only this spec's server is to use it.
  if (previous === undefined) delete process.env.SMTP_URL;
  else process.env.SMTP_URL = previous;

  server = await new OwnServer({ port: PORT, seed: false, env: { SMTP_URL: smtpUrl, NEWSLETTER_RATE: "120" } }).prepare();
  await server.start();
  const { url } = server;
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${url}${path}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });

  // Twelve readers subscribe (each from an address of their own) and confirm from their e-mail.
  const readers = Array.from({ length: N }, (_, i) => `killed-${i}@reader.test`);
  for (const [i, email] of readers.entries()) {
    const res = await post("/api/maillist/subscribe", { email, startedAt: Date.now() - 10_000 }, { "x-forwarded-for": `10.77.0.${i + 1}` });
    expect(res.status, await res.text()).toBe(200);
  }
  const tokens = new Map<string, string>();
  await expect
    .poll(
      () => {
        for (const m of smtp!.received) {
          const token = /\/maillist\/confirm\/([0-9a-f-]{36})/.exec(m.text)?.[1];
          if (token) tokens.set(m.to[0], token);
        }
        return tokens.size;
      },
      { message: "the confirmation e-mails", timeout: 30_000 },
    )
    .toBe(N);
  for (const token of tokens.values()) expect((await post(`/api/maillist/confirm/${token}`, {})).status).toBe(200);

  const admin = await server.token();
  const created = await post("/api/newsletters", { subject: SUBJECT, body: "<p>Sent once, whatever happens to the server.</p>" }, { token: admin });
  const createdText = await created.text();
  expect(created.status, createdText).toBe(201);
  const { id } = (JSON.parse(createdText) as { data: Newsletter }).data;
  const sending = await post(`/api/newsletters/${id}/send`, {}, { token: admin });
  expect(sending.status, await sending.text()).toBe(202);

  const arrived = () => smtp!.received.filter((m) => m.subject === SUBJECT);
  await expect.poll(() => arrived().length, { timeout: 60_000, intervals: [20] }).toBeGreaterThanOrEqual(N / 3);
  await server.stop("SIGKILL");
  const beforeKill = arrived().length;
  expect(beforeKill, "killed halfway, not at the end").toBeLessThan(N);

  // Started again on the same data: the newsletter goes on without anyone touching it. The message
  // the killed process had claimed from the outbox waits out the claim's lease (CLAIM_LEASE_MS, 5
  // minutes: another instance may still be sending it), then is sent, or recorded failed if its
  // hand-off had begun; every other recipient is reached now.
  await server.start();
  let now: Newsletter | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`${url}/api/newsletters/${id}`, { headers: { token: admin } });
        now = ((await res.json()) as { data: Newsletter }).data;
        return now.sent + now.failed + now.skipped;
      },
      { message: "all but the message held by the lease are sent after the restart", timeout: 90_000, intervals: [250] },
    )
    .toBeGreaterThanOrEqual(N - 1);
  // A moment more: nothing further (a second copy) arrives.
  await new Promise((r) => setTimeout(r, 2_000));
  const afterRestart = arrived().length - beforeKill;
  expect(afterRestart, "sending resumed after the start").toBeGreaterThan(0);

  const perReader = new Map(readers.map((r) => [r, 0]));
  for (const m of arrived()) {
    expect(m.to, "one recipient per message").toHaveLength(1);
    perReader.set(m.to[0], (perReader.get(m.to[0]) ?? 0) + 1);
  }
  const twice = [...perReader].filter(([, n]) => n > 1);
  expect(twice, "nobody gets it twice").toEqual([]);
  const reached = [...perReader].filter(([, n]) => n === 1).length;
  const final = now!;
  expect(final.total).toBe(N);
  expect(final.failed).toBe(0);
  expect(reached).toBeGreaterThanOrEqual(final.sent);
  expect(reached).toBeGreaterThanOrEqual(N - 1);
  // Finished, or only the leased message outstanding.
  expect(["sending", "sent"]).toContain(final.status);
  expect(N - final.sent).toBeLessThanOrEqual(1);

  const figures = {
    recipients: N,
    beforeKill,
    afterRestart,
    reached,
    sent: final.sent,
    failed: final.failed,
    status: final.status,
    deliveredTwice: twice.length,
  };
  console.log(`[newsletter crash ${server.kind}] ${JSON.stringify(figures)}`);
  test.info().annotations.push({ type: "newsletter crash", description: JSON.stringify(figures) });
});
