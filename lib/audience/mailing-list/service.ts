import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { assertStaff, type Actor } from "@/lib/access/auth/guards";
import { toCsv, type CsvColumn } from "@/lib/platform/csv";
import { formatCsvDateTime } from "@/lib/platform/dates";
import { getDb } from "@/lib/platform/db/client";
import { newsletterRecipients, subscribers } from "@/lib/platform/db/schema";
import { NotFoundError } from "@/lib/platform/errors";
import { guardPublicForm } from "@/lib/platform/forms/guard";
import { confirmationMail, unsubscribedMail, welcomeMail } from "./mails";
import { listSubscribers, serializeSubscriber, subscriberStatus } from "./queries";
import { subscribeSchema } from "./schema";
import { storeThenMail } from "@/lib/platform/mail/store-then-mail";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One answer for every well-formed request, so the form reveals nothing about who is subscribed. */
export const SUBSCRIBE_ANSWER = "Thank you. Please check your inbox and confirm your subscription with the link we sent you.";
export const CONFIRM_UNKNOWN = "This confirmation link is not valid or has been replaced by a newer one. Please subscribe again.";
export const UNSUBSCRIBE_UNKNOWN = "We could not find this subscription. The link may be incomplete or out of date; nothing was changed.";

/**
 * POST /api/maillist/subscribe (double opt-in). A new address, or one that had unsubscribed, is
 * stored pending and sent a confirmation link; a pending one gets the link again; a confirmed one
 * gets nothing. The answer is the same in every case.
 */
export async function subscribe(ip: string, body: unknown): Promise<{ message: string }> {
  await guardPublicForm("subscribe", ip, body);
  const { email, lang } = subscribeSchema.parse(body);
  await storeThenMail(async (tx, mail) => {
    await tx.insert(subscribers).values({ email, locale: lang }).onConflictDoNothing({ target: subscribers.email });
    const [current] = await tx.select().from(subscribers).where(eq(subscribers.email, email)).for("update");
    const status = subscriberStatus(current);
    if (status === "subscribed") return;
    let token = current.confirmToken;
    if (status === "unsubscribed") {
      // A fresh start: a new confirmation secret, so links from the old subscription stay dead.
      token = randomUUID();
      await tx.update(subscribers).set({ unsubscribedAt: null, confirmedAt: null, confirmToken: token, locale: lang }).where(eq(subscribers.id, current.id));
    } else if (current.locale !== lang) {
      // Not confirmed yet: the list speaks the language of the latest request, as its link does.
      await tx.update(subscribers).set({ locale: lang }).where(eq(subscribers.id, current.id));
    }
    await mail(confirmationMail(email, token, lang));
  });
  return { message: SUBSCRIBE_ANSWER };
}

/** POST /api/maillist/confirm/{token}: the click on the confirmation link's page. */
export async function confirmSubscription(token: string): Promise<{ message: string }> {
  if (!UUID.test(token)) throw new NotFoundError(CONFIRM_UNKNOWN);
  await storeThenMail(async (tx, mail) => {
    const [row] = await tx
      .update(subscribers)
      .set({ confirmedAt: new Date() })
      .where(and(eq(subscribers.confirmToken, token), isNull(subscribers.confirmedAt), isNull(subscribers.unsubscribedAt)))
      .returning();
    if (row) {
      await mail(welcomeMail(row));
      return;
    }
    // A second click on the same link is fine; an unknown or replaced one is not.
    const [existing] = await tx
      .select()
      .from(subscribers)
      .where(and(eq(subscribers.confirmToken, token), isNull(subscribers.unsubscribedAt)));
    if (!existing) throw new NotFoundError(CONFIRM_UNKNOWN);
  });
  return { message: "Your subscription is confirmed. Welcome to our mailing list." };
}

/** Whether an unsubscribe link names a subscription (the page reads it without changing anything). */
export async function findSubscriptionById(id: string) {
  if (!UUID.test(id)) return null;
  const db = await getDb();
  const [row] = await db.select().from(subscribers).where(eq(subscribers.id, id)).limit(1);
  return row ?? null;
}

/**
 * POST (one click, RFC 8058) and the old GET of /api/maillist/unsubcribe/{id}. Repeating it is
 * harmless; an unknown id is a 404 with a clear message. `fromNewsletter`: the newsletter whose link
 * was followed (its report counts the unsubscribes it brought); an id that names none is ignored.
 */
export async function unsubscribe(id: string, fromNewsletter?: string): Promise<{ message: string }> {
  const row = await findSubscriptionById(id);
  if (!row) throw new NotFoundError(UNSUBSCRIBE_UNKNOWN);
  if (!row.unsubscribedAt) {
    await storeThenMail(async (tx, mail) => {
      const now = new Date();
      const [left] = await tx
        .update(subscribers)
        .set({ unsubscribedAt: now })
        .where(and(eq(subscribers.id, row.id), isNull(subscribers.unsubscribedAt)))
        .returning();
      if (left && fromNewsletter && UUID.test(fromNewsletter)) {
        await tx
          .update(newsletterRecipients)
          .set({ unsubscribedAt: now })
          .where(and(eq(newsletterRecipients.newsletterId, fromNewsletter), eq(newsletterRecipients.subscriberId, row.id)));
      }
      // Only the request that ended the subscription mails, and only an address its owner had confirmed.
      if (left?.confirmedAt) await mail(unsubscribedMail(left));
    });
  }
  return { message: "You have been unsubscribed. You will receive no more e-mails from our mailing list." };
}

/** GET /api/maillist/subcribers → { subscribers, count }. Staff only. */
export async function getSubscribers(actor: Actor | null) {
  assertStaff(actor);
  const { rows, total } = await listSubscribers();
  return { subscribers: rows.map(serializeSubscriber), count: total };
}

const subscriberColumns: CsvColumn<ReturnType<typeof serializeSubscriber>>[] = [
  ["email", (s) => s.email],
  ["status", (s) => s.status],
  ["joined", (s) => formatCsvDateTime(s.createdAt)],
  ["confirmed", (s) => (s.confirmedAt ? formatCsvDateTime(s.confirmedAt) : "")],
];

/** GET /api/maillist/subcribers/export: the list as CSV for staff. */
export async function exportSubscribersCsv(actor: Actor | null): Promise<string> {
  assertStaff(actor);
  const { rows } = await listSubscribers();
  return toCsv(subscriberColumns, rows.map(serializeSubscriber));
}
