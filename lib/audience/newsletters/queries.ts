import "server-only";
import { and, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { mailOutbox, newsletterRecipients, newsletters, subscribers, type Newsletter } from "@/lib/platform/db/schema";
import type { Locale } from "@/lib/platform/db/enums";
import { readPage, type PageQuery } from "@/lib/platform/pagination";
import { isUuid } from "@/lib/platform/slug";
import { AUDIENCE, slotMs } from "./dispatch";

/** How a newsletter's messages stand: read from its recipients and their outbox messages. */
export type NewsletterCounts = { sent: number; failed: number; queued: number; skipped: number; unsubscribes: number };
const NONE: NewsletterCounts = { sent: 0, failed: 0, queued: 0, skipped: 0, unsubscribes: 0 };

const n = (filter: ReturnType<typeof sql>) => sql<number>`(count(*) filter (where ${filter}))::int`;

async function countsFor(ids: string[]): Promise<Map<string, NewsletterCounts>> {
  if (ids.length === 0) return new Map();
  const db = await getDb();
  const rows = await db
    .select({
      id: newsletterRecipients.newsletterId,
      sent: n(sql`${mailOutbox.status} = 'sent'`),
      failed: n(sql`${mailOutbox.status} = 'failed'`),
      queued: n(sql`${mailOutbox.status} = 'pending'`),
      skipped: n(sql`${newsletterRecipients.skipped} is not null`),
      unsubscribes: n(sql`${newsletterRecipients.unsubscribedAt} is not null`),
    })
    .from(newsletterRecipients)
    .leftJoin(mailOutbox, eq(mailOutbox.id, newsletterRecipients.outboxId))
    .where(inArray(newsletterRecipients.newsletterId, ids))
    .groupBy(newsletterRecipients.newsletterId);
  return new Map(rows.map(({ id, ...c }) => [id, c]));
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** A newsletter as the API answers it and the dashboard shows it. */
export function serializeNewsletter(row: Newsletter, c: NewsletterCounts = NONE) {
  const remaining = Math.max(0, row.total - c.sent - c.failed - c.skipped);
  return {
    id: row.id,
    slug: row.slug,
    subject: row.subject,
    preheader: row.preheader,
    body: row.body,
    image: row.image,
    includeTours: row.includeTours,
    includeNews: row.includeNews,
    inArchive: row.inArchive,
    status: row.status,
    scheduledAt: iso(row.scheduledAt),
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
    total: row.total,
    sent: c.sent,
    failed: c.failed,
    skipped: c.skipped,
    remaining,
    unsubscribes: c.unsubscribes,
    /** At the configured rate, while sending: how long the rest will take. */
    secondsLeft: row.status === "sending" ? Math.ceil((remaining * slotMs()) / 1000) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type NewsletterJson = ReturnType<typeof serializeNewsletter>;

/** Newsletters newest first, with their counts. */
export async function listNewsletters(query: PageQuery) {
  const db = await getDb();
  const { rows, total } = await readPage(
    query,
    db.select().from(newsletters).orderBy(desc(newsletters.createdAt), desc(newsletters.id)).$dynamic(),
    db.$count(newsletters),
  );
  const counts = await countsFor(rows.map((r) => r.id));
  return { rows: rows.map((r) => serializeNewsletter(r, counts.get(r.id))), total };
}

export async function findNewsletterRow(id: string): Promise<Newsletter | null> {
  if (!isUuid(id)) return null;
  const db = await getDb();
  const [row] = await db.select().from(newsletters).where(eq(newsletters.id, id)).limit(1);
  return row ?? null;
}

export async function getNewsletter(id: string): Promise<NewsletterJson | null> {
  const row = await findNewsletterRow(id);
  if (!row) return null;
  return serializeNewsletter(row, (await countsFor([row.id])).get(row.id));
}

/** The recipients whose message failed, with the mail server's reason. */
export async function listNewsletterFailures(id: string, query: PageQuery) {
  const db = await getDb();
  const where = and(eq(newsletterRecipients.newsletterId, id), eq(mailOutbox.status, "failed"));
  const select = db
    .select({ email: newsletterRecipients.email, reason: mailOutbox.lastError, at: mailOutbox.createdAt })
    .from(newsletterRecipients)
    .innerJoin(mailOutbox, eq(mailOutbox.id, newsletterRecipients.outboxId))
    .where(where)
    .orderBy(newsletterRecipients.email)
    .$dynamic();
  const total = db
    .select({ n: sql<number>`count(*)::int` })
    .from(newsletterRecipients)
    .innerJoin(mailOutbox, eq(mailOutbox.id, newsletterRecipients.outboxId))
    .where(where);
  return readPage(
    query,
    select,
    total.then(([r]) => r.n),
  );
}

/** The addresses that unsubscribed with this newsletter's link, newest first. */
export async function listNewsletterUnsubscribes(id: string, limit = 50) {
  const db = await getDb();
  return db
    .select({ email: newsletterRecipients.email, at: newsletterRecipients.unsubscribedAt })
    .from(newsletterRecipients)
    .where(and(eq(newsletterRecipients.newsletterId, id), isNotNull(newsletterRecipients.unsubscribedAt)))
    .orderBy(desc(newsletterRecipients.unsubscribedAt))
    .limit(limit);
}

/** How many a newsletter sent now would go to. */
export async function countAudience(): Promise<number> {
  const db = await getDb();
  return db.$count(subscribers, AUDIENCE);
}

/**
 * How many get the newsletter in each language (the frame's): once sending started, its recipients
 * (fixed then); before, the confirmed subscribers it would go to now.
 */
export async function countAudienceByLanguage(n: { id: string; startedAt: Date | string | null }): Promise<Partial<Record<Locale, number>>> {
  const db = await getDb();
  const rows = n.startedAt
    ? await db
        .select({ locale: subscribers.locale, n: sql<number>`count(*)::int` })
        .from(newsletterRecipients)
        .innerJoin(subscribers, eq(subscribers.id, newsletterRecipients.subscriberId))
        .where(eq(newsletterRecipients.newsletterId, n.id))
        .groupBy(subscribers.locale)
    : await db
        .select({ locale: subscribers.locale, n: sql<number>`count(*)::int` })
        .from(subscribers)
        .where(AUDIENCE)
        .groupBy(subscribers.locale);
  return Object.fromEntries(rows.map((r) => [r.locale, r.n]));
}
