import "server-only";
import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { tags, invalidate } from "@/lib/platform/cache-tags";
import { getDb, type Db } from "@/lib/platform/db/client";
import { mailOutbox, newsletterRecipients, newsletters, subscribers, type Newsletter, type NewsletterBlockItem } from "@/lib/platform/db/schema";
import { env } from "@/lib/platform/env";
import { deliverSoon, isPermanentFailure } from "@/lib/platform/mail/deliver";
import { queueMail } from "@/lib/platform/mail/outbox";
import { blockFor, readWholeBlock } from "./block";
import { newsletterMail } from "./mail";

/**
 * Sending a newsletter, through the one mail pipeline (the outbox and its worker):
 *  - when sending starts, the audience is fixed: one `newsletter_recipients` row per confirmed
 *    subscriber (its primary key makes a second impossible);
 *  - then one message per slot of the rate (NEWSLETTER_RATE a minute): the recipient's message is
 *    put in the outbox and its row marked with it in one transaction, so a recipient is queued once;
 *  - the outbox marks the message before handing it to SMTP and after; a newsletter message whose
 *    hand-off was cut off by a crash is not sent again (lib/platform/mail/deliver.ts), so nobody gets it twice.
 * One instance dispatches at a time (a transaction-scoped advisory lock), and newsletters go one
 * after another, so the rate holds for the mail server whatever the number of instances.
 */

/** Milliseconds between two messages. */
export const slotMs = () => 60_000 / env().NEWSLETTER_RATE;
/** While the last messages are with the outbox, look again this often. */
const SETTLE_POLL_MS = 5_000;
/** With nothing to send, look for scheduled newsletters this often (a send or resume wakes it at once). */
const IDLE_POLL_MS = 30_000;
/** Addresses that left the list are passed over without using a slot; at most this many per round. */
const SKIPS_PER_ROUND = 200;

/** Who a newsletter goes to: confirmed subscribers who have not left the list or bounced. */
export const AUDIENCE = sql`${subscribers.confirmedAt} is not null and ${subscribers.unsubscribedAt} is null and ${subscribers.bouncedAt} is null`;

/**
 * Sending starts: the audience (confirmed subscribers, not bounced) and the featured block are fixed,
 * the status becomes "sending", or "sent" at once when nobody is on the list. Call inside the
 * transaction that holds the newsletter's row, with the block read before it (readWholeBlock).
 */
export async function beginSending(tx: Db, n: Newsletter, now: Date, block: NewsletterBlockItem[]): Promise<{ total: number }> {
  const blockItems = blockFor(block, n);
  await tx.execute(sql`insert into ${newsletterRecipients} (newsletter_id, subscriber_id, email)
    select ${n.id}, ${subscribers.id}, ${subscribers.email} from ${subscribers} where ${AUDIENCE}
    on conflict do nothing`);
  const total = await tx.$count(newsletterRecipients, eq(newsletterRecipients.newsletterId, n.id));
  await tx
    .update(newsletters)
    .set({
      status: total > 0 ? "sending" : "sent",
      startedAt: now,
      finishedAt: total > 0 ? null : now,
      scheduledAt: n.scheduledAt ?? now,
      total,
      blockItems,
      nextSlotAt: now,
    })
    .where(eq(newsletters.id, n.id));
  return { total };
}

const dueNow = (now: Date) => and(eq(newsletters.status, "scheduled"), lte(newsletters.scheduledAt, now));

/**
 * Scheduled newsletters whose time has come start now (with `block`, read before the transaction;
 * one that came due since waits for the next round); returns when the next scheduled one is due.
 */
async function startDue(tx: Db, now: Date, block: NewsletterBlockItem[] | null): Promise<Date | null> {
  const due = block ? await tx.select().from(newsletters).where(dueNow(now)).orderBy(asc(newsletters.scheduledAt)).for("update") : [];
  for (const n of due) await beginSending(tx, n, now, block!);
  const [next] = await tx
    .select({ at: newsletters.scheduledAt })
    .from(newsletters)
    .where(eq(newsletters.status, "scheduled"))
    .orderBy(asc(newsletters.scheduledAt))
    .limit(1);
  return next?.at ?? null;
}

/**
 * Counts each finished message in its subscriber's bounces: a permanent refusal (SMTP 5xx) adds one
 * and the third in a row marks the address bounced; a delivered message starts the count again.
 */
async function settleOutcomes(tx: Db, newsletterId: string, now: Date): Promise<void> {
  const done = await tx
    .select({ subscriberId: newsletterRecipients.subscriberId, status: mailOutbox.status, lastError: mailOutbox.lastError })
    .from(newsletterRecipients)
    .innerJoin(mailOutbox, eq(mailOutbox.id, newsletterRecipients.outboxId))
    .where(and(eq(newsletterRecipients.newsletterId, newsletterId), isNull(newsletterRecipients.settledAt), inArray(mailOutbox.status, ["sent", "failed"])));
  for (const r of done) {
    if (r.status === "sent") {
      await tx.update(subscribers).set({ bounces: 0 }).where(eq(subscribers.id, r.subscriberId));
    } else if (isPermanentFailure(r.lastError)) {
      await tx
        .update(subscribers)
        .set({
          bounces: sql`${subscribers.bounces} + 1`,
          bouncedAt: sql`case when ${subscribers.bounces} + 1 >= ${BOUNCE_LIMIT} then coalesce(${subscribers.bouncedAt}, ${now.toISOString()}) else ${subscribers.bouncedAt} end`,
        })
        .where(eq(subscribers.id, r.subscriberId));
    }
  }
  if (done.length > 0) {
    await tx
      .update(newsletterRecipients)
      .set({ settledAt: now })
      .where(
        and(
          eq(newsletterRecipients.newsletterId, newsletterId),
          inArray(
            newsletterRecipients.subscriberId,
            done.map((r) => r.subscriberId),
          ),
        ),
      );
  }
}

/** Permanent refusals in a row (across newsletters) after which an address is no longer mailed. */
export const BOUNCE_LIMIT = 3;

type Fed = { next: Date | null; queued: boolean; finished?: string };

/** The oldest newsletter being sent: its next message when the slot has come, or its end once the outbox is done with it. */
async function feed(tx: Db, now: Date): Promise<Fed> {
  const [n] = await tx
    .select()
    .from(newsletters)
    .where(eq(newsletters.status, "sending"))
    .orderBy(asc(newsletters.startedAt), asc(newsletters.id))
    .limit(1)
    .for("update");
  if (!n) return { next: null, queued: false };
  await settleOutcomes(tx, n.id, now);
  if (n.nextSlotAt && n.nextSlotAt > now) return { next: n.nextSlotAt, queued: false };

  for (let skips = 0; skips < SKIPS_PER_ROUND; skips++) {
    const [r] = await tx
      .select({
        subscriberId: newsletterRecipients.subscriberId,
        email: newsletterRecipients.email,
        locale: subscribers.locale,
        unsubscribedAt: subscribers.unsubscribedAt,
        bouncedAt: subscribers.bouncedAt,
      })
      .from(newsletterRecipients)
      .innerJoin(subscribers, eq(subscribers.id, newsletterRecipients.subscriberId))
      .where(and(eq(newsletterRecipients.newsletterId, n.id), isNull(newsletterRecipients.outboxId), isNull(newsletterRecipients.skipped)))
      .orderBy(asc(newsletterRecipients.createdAt), asc(newsletterRecipients.subscriberId))
      .limit(1);
    if (!r) break;
    const mine = and(eq(newsletterRecipients.newsletterId, n.id), eq(newsletterRecipients.subscriberId, r.subscriberId));
    // The audience was fixed at the start, but an address that left the list since is not mailed.
    if (r.unsubscribedAt || r.bouncedAt) {
      await tx
        .update(newsletterRecipients)
        .set({ skipped: r.unsubscribedAt ? "Unsubscribed before its turn." : "Bounced before its turn." })
        .where(mine);
      continue;
    }
    const outboxId = await queueMail(tx, newsletterMail({ ...n, blockItems: n.blockItems ?? [] }, { id: r.subscriberId, email: r.email, locale: r.locale }));
    await tx.update(newsletterRecipients).set({ outboxId }).where(mine);
    const next = new Date(now.getTime() + slotMs());
    await tx.update(newsletters).set({ nextSlotAt: next }).where(eq(newsletters.id, n.id));
    return { next, queued: true };
  }

  // Nothing left to queue: finished once the outbox has given every message its outcome.
  const [{ open }] = await tx
    .select({ open: sql<number>`count(*)::int` })
    .from(newsletterRecipients)
    .innerJoin(mailOutbox, eq(mailOutbox.id, newsletterRecipients.outboxId))
    .where(and(eq(newsletterRecipients.newsletterId, n.id), eq(mailOutbox.status, "pending")));
  if (open > 0) return { next: new Date(now.getTime() + SETTLE_POLL_MS), queued: false };
  await settleOutcomes(tx, n.id, now);
  await tx.update(newsletters).set({ status: "sent", finishedAt: now, nextSlotAt: null }).where(eq(newsletters.id, n.id));
  return { next: now, queued: false, finished: n.slug };
}

/**
 * One round: starts what is due and queues the next message if its slot has come. Returns when to
 * run again. Safe on every instance at once: a round that finds another instance's lock does nothing.
 */
export async function dispatchNewsletters(now = new Date()): Promise<{ next: Date; queued: boolean }> {
  const db = await getDb();
  const idle = new Date(now.getTime() + IDLE_POLL_MS);
  // The featured block only when a scheduled newsletter is due (the block reads outside the transaction).
  const block = (await db.$count(newsletters, dueNow(now))) > 0 ? await readWholeBlock() : null;
  const result = await db.transaction(async (tx) => {
    const res = (await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext('newsletter-dispatch')) as locked`)) as unknown as {
      rows?: { locked: boolean }[];
    } & { locked: boolean }[];
    if (!(res.rows ?? res)[0].locked) return { next: idle, queued: false };
    const scheduled = await startDue(tx, now, block);
    const fed = await feed(tx, now);
    const next = [fed.next, scheduled, idle].filter((d): d is Date => d !== null).reduce((a, b) => (a < b ? a : b));
    return { next, queued: fed.queued, finished: fed.finished };
  });
  if (result.queued) void deliverSoon();
  if ("finished" in result && result.finished) invalidate(tags.newsletters, tags.newsletter(result.finished));
  return result;
}

/** Per process, on globalThis (instrumentation and the route bundles hold separate module copies). */
type Worker = { timer?: ReturnType<typeof setTimeout>; running: Promise<void> | null; again: boolean; stopping: boolean; started: boolean };
const worker = () =>
  ((globalThis as unknown as { __ikazeNewsletters?: Worker }).__ikazeNewsletters ??= { running: null, again: false, stopping: false, started: false });

/** Runs a round now (a send or resume calls it), then again when the round says; rounds never overlap. */
export function dispatchSoon(): void {
  const w = worker();
  // Only a server dispatches (instrumentation starts the worker); tests and scripts run rounds themselves.
  if (w.stopping || !w.started) return;
  if (w.running) {
    w.again = true;
    return;
  }
  clearTimeout(w.timer);
  w.running = (async () => {
    let next = new Date(Date.now() + IDLE_POLL_MS);
    do {
      w.again = false;
      try {
        next = (await dispatchNewsletters()).next;
      } catch (err) {
        console.error("[newsletters] dispatch round failed", err);
      }
    } while ((w.again || next.getTime() <= Date.now()) && !w.stopping);
    if (!w.stopping) {
      w.timer = setTimeout(dispatchSoon, Math.max(0, next.getTime() - Date.now()));
      w.timer.unref?.();
    }
  })().finally(() => {
    w.running = null;
  });
}

/** From instrumentation.ts: resumes any newsletter being sent (after a restart too) and starts scheduled ones on time. */
export function startNewsletterWorker(): void {
  const w = worker();
  if (w.started) return;
  w.started = true;
  dispatchSoon();
}

/** For a clean stop: no new rounds; the round under way (one message queued at most) finishes. */
export async function stopNewsletterWorker(): Promise<void> {
  const w = worker();
  w.stopping = true;
  clearTimeout(w.timer);
  await w.running;
}
