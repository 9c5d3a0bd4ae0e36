import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { SMTPServer } from "smtp-server";
import { OwnServer, pgliteControlState, withDatabase } from "./helpers/own-server";

/**
 * A clean stop: SIGTERM while requests are in flight and the outbox is in the
 * middle of sending a message. Every request already sent gets its whole answer, no new
 * connection is accepted, the message being sent is finished and marked sent, the database is
 * closed cleanly (PGlite's control file says "shut down"), and the process exits 0.
 * Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
test.describe.configure({ mode: "serial" });

const PORT = Number(process.env.E2E_PORT ?? 3100) + 200;
const SMTP_HOLD_MS = 3000;

let smtp: SMTPServer;
const delivered: { to: string[]; at: number }[] = [];
let sending: () => void;
const firstSending = new Promise<void>((resolve) => (sending = resolve));
let server: OwnServer;

test.beforeAll(async () => {
  // A production server starting on a loaded machine (CI's two lanes) can take over a minute.
  test.setTimeout(180_000);
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // Holds each message a while before accepting it: SIGTERM arrives while one is being sent.
    onData(stream, session, callback) {
      sending();
      stream.on("data", () => {});
      stream.on("end", () =>
        setTimeout(() => {
          delivered.push({ to: session.envelope.rcptTo.map((r) => r.address), at: Date.now() });
          callback();
        }, SMTP_HOLD_MS),
      );
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const { port } = smtp.server.address() as AddressInfo;
  server = await new OwnServer({ port: PORT, seed: false, env: { SMTP_URL: `smtp://127.0.0.1:${port}`, COMPANY_INBOX: "inbox@shutdown.test" } }).prepare();
  await server.start();
});

test.afterAll(async () => {
  await server?.dispose();
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
});

/**
 * A POST on a connection of its own, sent the way a slow upload is: headers first with
 * `Expect: 100-continue`, so `accepted` resolves once the server has parsed them (it answers
 * "100 Continue") and the request is in flight; the body follows when `finish()` is called.
 */
function inFlight(path: string, body: unknown, ip: string) {
  const data = JSON.stringify(body);
  let accepted!: () => void;
  const started = new Promise<void>((r) => (accepted = r));
  const req = http.request(`${server.url}${path}`, {
    method: "POST",
    agent: false,
    headers: { "content-type": "application/json", "content-length": Buffer.byteLength(data), "x-forwarded-for": ip, expect: "100-continue" },
  });
  const answer = new Promise<{ status: number; body: string } | { error: string }>((resolve) => {
    req.on("response", (res) => {
      let text = "";
      res.on("data", (c) => (text += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.on("error", (e) => resolve({ error: e.message }));
    });
    req.on("error", (e) => resolve({ error: (e as NodeJS.ErrnoException).code ?? e.message }));
  });
  req.on("continue", () => accepted());
  req.flushHeaders();
  return { started, answer, finish: () => req.end(data) };
}

test("SIGTERM: requests in flight finish, the message being sent is sent, the database closes, exit 0", async () => {
  test.setTimeout(120_000);
  // A first message: the outbox starts sending it, and the SMTP server holds it.
  const first = await fetch(`${server.url}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "10.200.0.1" },
    body: JSON.stringify({
      names: "First Sender",
      email: "first@shutdown.test",
      subject: "Before the stop",
      phone: "0788 123 456",
      message: "Sent before SIGTERM.",
    }),
  });
  expect(first.status).toBe(200);
  await firstSending;

  // Forty contact messages in flight: the server has their headers, their bodies are on the way.
  const requests = Array.from({ length: 40 }, (_, i) =>
    inFlight(
      "/api/contact",
      {
        names: `Sender ${i}`,
        email: `sender-${i}@shutdown.test`,
        subject: `In flight ${i}`,
        phone: "0788 123 456",
        message: `Message ${i}, sent as the server stops.`,
      },
      `10.201.0.${i + 1}`,
    ),
  );
  await Promise.all(requests.map((r) => r.started));
  const sigtermAt = Date.now();
  const stopping = server.stop("SIGTERM");

  // No new connection is accepted while the server finishes.
  await expect
    .poll(
      async () =>
        fetch(`${server.url}/api/health`).then(
          (r) => `answered ${r.status}`,
          (e: Error & { cause?: { code?: string } }) => e.cause?.code ?? e.message,
        ),
      { timeout: 5000, intervals: [50] },
    )
    .toBe("ECONNREFUSED");

  for (const r of requests) r.finish();
  const answers = await Promise.all(requests.map((r) => r.answer));
  const { code, ms } = await stopping;
  expect(answers.filter((a) => !("status" in a && a.status === 200))).toEqual([]);
  expect(code).toBe(0);
  expect(ms).toBeLessThan(20_000);
  // The message on the wire when SIGTERM came was accepted by the SMTP server before the exit.
  expect(delivered.filter((d) => d.at > sigtermAt).length).toBeGreaterThanOrEqual(1);
  expect(server.log).toContain("[shutdown] database closed");

  if (server.kind === "pglite") expect(pgliteControlState(server)).toBe("shut down");
  await withDatabase(server, async (query) => {
    const stored = await query(`select count(*)::int as n from visitor_messages where email like '%@shutdown.test'`);
    expect(stored[0].n).toBe(41);
    const mail = await query(`select status, count(*)::int as n, max(next_attempt_at) <= now() as due from mail_outbox group by status order by status`);
    const byStatus = Object.fromEntries(mail.map((r) => [r.status, r]));
    // Exactly what the SMTP server accepted is marked sent; the rest waits, due at once, for the next start.
    // Two mails per message: the company's copy and the visitor's acknowledgement.
    expect(byStatus.sent?.n).toBe(delivered.length);
    expect((byStatus.sent?.n as number) + ((byStatus.pending?.n as number) ?? 0)).toBe(82);
    if (byStatus.pending) expect(byStatus.pending.due).toBe(true);
  });
});
