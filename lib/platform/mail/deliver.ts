import nodemailer, { type Transporter } from "nodemailer";
import { and, asc, eq, inArray, isNull, lte, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { mailOutbox } from "@/lib/platform/db/schema";
import { env } from "@/lib/platform/env";
import { mailMaker } from "./makers";
import { LINK_TOKEN } from "./outbox";

/** A message is given up as "failed" after this many failed sends (about 4 hours of retries). */
export const MAX_ATTEMPTS = 8;
/** While one instance sends a message, the others leave it alone for this long. */
export const CLAIM_LEASE_MS = 5 * 60_000;
const BATCH = 20;

export const NO_SMTP_NOTE = "Not sent: SMTP_URL is not configured. Printed to the server log; readable at /account/mail.";
export const LINK_GONE = "Not sent: its link was used, replaced by a newer one or has expired.";
export const HANDOFF_CUT =
  "Not sent again: the server stopped while handing this message to the mail server, which may have taken it. A newsletter reaches nobody twice.";

/**
 * The SMTP server refused for good (a 5xx reply, RFC 5321): no retry. The failure is kept as the
 * server's own reply ("550 5.1.1 …"), which is how `isPermanentFailure` recognises it.
 */
function permanentReply(err: unknown): string | null {
  const { responseCode, response } = (err ?? {}) as { responseCode?: number; response?: string };
  return typeof responseCode === "number" && responseCode >= 500 && responseCode < 600 ? (response || String(responseCode)).slice(0, 1000) : null;
}

/** A failed message's last error is a permanent refusal by the recipient's mail server. */
export const isPermanentFailure = (lastError: string | null) => !!lastError && /^5\d\d\b/.test(lastError);

/** Wait before the next try after `attempts` failures: 1, 2, 4, 8 … minutes. */
export function backoffMs(attempts: number): number {
  return 60_000 * 2 ** Math.max(0, attempts - 1);
}

let cachedTransport: { url: string; transport: Transporter } | undefined;

function transport(url: string): Transporter {
  if (cachedTransport?.url !== url) {
    cachedTransport?.transport.close();
    cachedTransport = {
      url,
      transport: nodemailer.createTransport({ url, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 }),
    };
  }
  return cachedTransport.transport;
}

type Row = typeof mailOutbox.$inferSelect;
export type DeliveryReport = { sent: number; retrying: number; failed: number; logged: number };

/**
 * The text and HTML as they go out: a message carrying a one-time link gets a token minted into it
 * now (each attempt a fresh one; the stored copy keeps LINK_TOKEN). null when the link can no longer
 * be used: the message is then given up rather than sent with a dead link.
 */
async function withLink(m: Row, now: Date): Promise<{ text: string; html: string } | null> {
  if (!m.linkTokenId) return { text: m.text, html: m.html };
  const token = await mailMaker("link")(await getDb(), m.linkTokenId, now);
  if (!token) return null;
  return { text: m.text.replaceAll(LINK_TOKEN, token), html: m.html.replaceAll(LINK_TOKEN, token) };
}

/**
 * The attachments as they go out: a booking's voucher is made now (by lib/booking/vouchers, see ./makers.ts), from the booking
 * as it stands, so the outbox keeps no PDF and a voucher never shows a revoked code. A booking with
 * no voucher any more (cancelled before the mail went) leaves it out.
 */
async function outgoingAttachments(m: Row) {
  const out = [];
  for (const a of m.attachments) {
    if (!a.render) {
      out.push({ filename: a.filename, contentType: a.contentType, content: a.content });
      continue;
    }
    const voucher = await mailMaker("voucher")(await getDb(), a.render.voucher);
    if (voucher) out.push({ filename: voucher.filename, contentType: "application/pdf", content: voucher.pdf });
  }
  return out;
}

async function giveUp(m: Row, lastError: string): Promise<void> {
  const db = await getDb();
  await db.update(mailOutbox).set({ status: "failed", lastError }).where(eq(mailOutbox.id, m.id));
  console.warn(`[mail] ${m.id} to ${m.to} given up: ${lastError}`);
}

/**
 * Claims due messages so that several instances never send the same one: the row lock taken with
 * SKIP LOCKED makes concurrent claims pass each other by, and the claim moves `nextAttemptAt` past
 * a lease, so a crashed sender's message is simply picked up again later.
 */
async function claimDue(dueBy: Date | SQL, set: Partial<Row>, extra?: ReturnType<typeof and>): Promise<Row[]> {
  const db = await getDb();
  const due = and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, dueBy), extra);
  const ids = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(due)
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(BATCH)
    .for("update", { skipLocked: true });
  return db
    .update(mailOutbox)
    .set(set)
    .where(and(inArray(mailOutbox.id, ids), due))
    .returning();
}

/**
 * Sends every due message over SMTP (SMTP_URL), marking each sent, or counting the failure and
 * scheduling the next try with exponential backoff. Without SMTP, each message is printed to the
 * log once and stays pending in the outbox, where administrators read it.
 */
export async function deliverDueMail(opts: { now?: Date } = {}): Promise<DeliveryReport> {
  const now = opts.now ?? new Date();
  // "Due" is judged on the database's clock: nextAttemptAt defaults to its now(), in microseconds,
  // and a JavaScript Date (milliseconds) taken in the same millisecond would find a message that
  // was just queued not yet due.
  const dueBy = opts.now ?? sql`now()`;
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0, logged: 0 };
  const { SMTP_URL, MAIL_FROM } = env();

  if (!SMTP_URL) {
    const rows = await claimDue(dueBy, { lastError: NO_SMTP_NOTE }, isNull(mailOutbox.lastError));
    for (const m of rows) {
      // The log is the embedded default's mailbox (the operator's, not the outbox's readers): a
      // link is printed with a working token, so password resets work without SMTP.
      const body = await withLink(m, now);
      if (!body) {
        await giveUp(m, LINK_GONE);
        report.failed++;
        continue;
      }
      console.info(`[mail] (no SMTP_URL; kept in the outbox) To: ${m.to}\nSubject: ${m.subject}\n\n${body.text}\n[mail] end of message ${m.id}`);
      report.logged++;
    }
    return report;
  }

  const db = await getDb();
  for (;;) {
    if (workerState().stopping) break;
    const rows = await claimDue(dueBy, { nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS) });
    if (rows.length === 0) break;
    for (const [i, m] of rows.entries()) {
      if (workerState().stopping) {
        // Shutting down: the message being sent was finished; the rest of the claim is handed back
        // at once rather than after the lease, for the next start or another instance.
        const rest = rows.slice(i).map((r) => r.id);
        await db
          .update(mailOutbox)
          .set({ nextAttemptAt: sql`now()` })
          .where(inArray(mailOutbox.id, rest));
        return report;
      }
      // Its last hand-off was cut off (a crash): a newsletter is not risked twice; any other message
      // (a password reset, a booking's confirmation) is better received twice than not at all.
      if (m.handoffAt && m.purpose === "newsletter") {
        await giveUp(m, HANDOFF_CUT);
        report.failed++;
        continue;
      }
      try {
        const body = await withLink(m, now);
        if (!body) {
          await giveUp(m, LINK_GONE);
          report.failed++;
          continue;
        }
        await db.update(mailOutbox).set({ handoffAt: new Date() }).where(eq(mailOutbox.id, m.id));
        await transport(SMTP_URL).sendMail({
          from: MAIL_FROM,
          to: m.to,
          subject: m.subject,
          text: body.text,
          html: body.html,
          headers: m.headers,
          attachments: await outgoingAttachments(m),
        });
        await db
          .update(mailOutbox)
          .set({ status: "sent", sentAt: new Date(), attempts: m.attempts + 1, lastError: null })
          .where(eq(mailOutbox.id, m.id));
        report.sent++;
      } catch (err) {
        const attempts = m.attempts + 1;
        const permanent = permanentReply(err);
        const givingUp = permanent !== null || attempts >= MAX_ATTEMPTS;
        const lastError = permanent ?? (err instanceof Error ? err.message : String(err)).slice(0, 1000);
        await db
          .update(mailOutbox)
          .set({ attempts, lastError, handoffAt: null, status: givingUp ? "failed" : "pending", nextAttemptAt: new Date(now.getTime() + backoffMs(attempts)) })
          .where(eq(mailOutbox.id, m.id));
        console.warn(`[mail] sending ${m.id} to ${m.to} failed (attempt ${attempts}${givingUp ? ", giving up" : ""}): ${lastError}`);
        if (givingUp) report.failed++;
        else report.retrying++;
      }
    }
    if (rows.length < BATCH) break;
  }
  return report;
}

/** Per process, on globalThis: instrumentation and the route bundles hold separate module copies. */
type WorkerState = { running: Promise<void> | null; again: boolean; stopping: boolean; timer?: ReturnType<typeof setInterval> };
function workerState(): WorkerState {
  const g = globalThis as unknown as { __ikazeMail?: WorkerState };
  return (g.__ikazeMail ??= { running: null, again: false, stopping: false });
}

/**
 * Starts a delivery run in the background (call it after the transaction that queued mail has
 * committed). Calls during a run are folded into one more run. The returned promise settles when
 * the outbox has been worked through; callers normally do not wait for it.
 */
export function deliverSoon(): Promise<void> {
  const w = workerState();
  if (w.stopping) return w.running ?? Promise.resolve();
  if (w.running) {
    w.again = true;
    return w.running;
  }
  w.running = (async () => {
    do {
      w.again = false;
      try {
        await deliverDueMail();
      } catch (err) {
        console.error("[mail] delivery run failed", err);
      }
    } while (w.again && !w.stopping);
  })().finally(() => {
    w.running = null;
  });
  return w.running;
}

/**
 * From instrumentation.ts: works the outbox now and then every `intervalMs`, once per process.
 * `sweep` runs first on each round: periodic work that queues mail (the 48-hour reminders), which
 * must itself be safe with several instances sweeping at once.
 */
export function startMailWorker(intervalMs = 30_000, sweep?: () => Promise<unknown>): void {
  const w = workerState();
  if (w.timer) return;
  const round = async () => {
    if (sweep && !w.stopping) await sweep().catch((err) => console.error("[mail] sweep failed", err));
    void deliverSoon();
  };
  w.timer = setInterval(() => void round(), intervalMs);
  w.timer.unref?.();
  void round();
}

/**
 * For a clean stop: no new delivery runs; the message being sent is finished (its SMTP exchange and
 * its row), and the messages claimed with it are handed back. Settles when that is done.
 */
/** Settles once no delivery run is under way (a test file closes its database after that). */
export function deliveryIdle(): Promise<void> {
  return workerState().running ?? Promise.resolve();
}

export async function stopMailWorker(): Promise<void> {
  const w = workerState();
  w.stopping = true;
  clearInterval(w.timer);
  w.timer = undefined;
  await w.running;
}
