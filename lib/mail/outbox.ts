import "server-only";
import type { Db } from "@/lib/db/client";
import { mailOutbox, type MailAttachment } from "@/lib/db/schema";

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /** Small text files sent with the message (an .ics invitation); stored with it in the outbox. */
  attachments?: MailAttachment[];
};

/**
 * Puts a message in the outbox. Call it inside the transaction that stores what the mail is about,
 * so nothing is lost if sending fails. Delivery happens afterwards (lib/mail/deliver.ts): call
 * `deliverSoon()` once the transaction has committed, or leave it to the worker's next round.
 */
export async function queueMail(db: Db, mail: OutgoingMail): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers ?? {}, attachments: mail.attachments ?? [] })
    .returning({ id: mailOutbox.id });
  console.info(`[mail] queued "${mail.subject}" to ${mail.to}`);
  return row.id;
}
