import "server-only";
import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Db } from "@/lib/platform/db/client";
import { mailOutbox, MAIL_PURPOSES, type MailAttachment } from "@/lib/platform/db/schema";

export type MailPurpose = (typeof MAIL_PURPOSES)[number];

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /** Small text files sent with the message (an .ics invitation); stored with it in the outbox. */
  attachments?: MailAttachment[];
  /**
   * The one-time link (lib/access/auth/tokens.ts `issueLink`) whose token goes where the text and HTML say
   * LINK_TOKEN: minted at each send, never stored, so the outbox shows the link without a usable token.
   */
  linkTokenId?: string;
  /**
   * Set on a mail that a visitor's request sends to an address the visitor typed (a subscription's
   * confirmation, an inquiry's copy, a booking's or registration's confirmation): one address gets
   * at most RECIPIENT_DAILY_LIMIT of each purpose a day, whoever asks; the rest are not queued.
   * "newsletter" is not limited: each newsletter goes once to each confirmed subscriber (lib/audience/newsletters).
   */
  purpose?: MailPurpose;
};

/** Per recipient and purpose, in any 24 hours: our forms must not flood a stranger's inbox. */
export const RECIPIENT_DAILY_LIMIT = 3;

/** Where a link's token goes in a stored message; what administrators see in its place. */
export const LINK_TOKEN = "TOKEN-HIDDEN";

/**
 * Puts a message in the outbox. Call it inside the transaction that stores what the mail is about,
 * so nothing is lost if sending fails. Delivery happens afterwards (lib/platform/mail/deliver.ts): call
 * `deliverSoon()` once the transaction has committed, or leave it to the worker's next round.
 * A mail with a `purpose` over its recipient's daily limit is not queued (null): the caller answers
 * its visitor as usual, so the limit tells nobody whether, or how often, the address was mailed.
 */
export async function queueMail(db: Db, mail: OutgoingMail & { purpose: MailPurpose }): Promise<string | null>;
export async function queueMail(db: Db, mail: OutgoingMail): Promise<string>;
export async function queueMail(db: Db, mail: OutgoingMail): Promise<string | null> {
  if (mail.purpose && mail.purpose !== "newsletter" && (await mailedToday(db, mail.to, mail.purpose)) >= RECIPIENT_DAILY_LIMIT) {
    console.info(`[mail] not queued: "${mail.subject}" (${mail.purpose}), ${mail.to} had ${RECIPIENT_DAILY_LIMIT} such mails in the last 24 hours`);
    return null;
  }
  const [row] = await db
    .insert(mailOutbox)
    .values({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers ?? {},
      attachments: mail.attachments ?? [],
      linkTokenId: mail.linkTokenId,
      purpose: mail.purpose,
    })
    .returning({ id: mailOutbox.id });
  console.info(`[mail] queued "${mail.subject}" to ${mail.to}`);
  return row.id;
}

/**
 * The outbox is the count (messages are never deleted). A transaction-scoped advisory lock per
 * recipient and purpose makes simultaneous requests count one after another, on every instance,
 * so that none slips past the limit; it is released when the caller's transaction ends.
 */
async function mailedToday(db: Db, to: string, purpose: MailPurpose): Promise<number> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`mail-limit|${purpose}|${to}`}))`);
  const [{ n }] = await db
    .select({ n: count() })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.purpose, purpose), gt(mailOutbox.createdAt, sql`now() - interval '24 hours'`)));
  return n;
}
