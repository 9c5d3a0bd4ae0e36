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
  /**
   * The one-time link (lib/auth/tokens.ts `issueLink`) whose token goes where the text and HTML say
   * LINK_TOKEN: minted at each send, never stored, so the outbox shows the link without a usable token.
   */
  linkTokenId?: string;
};

/** Where a link's token goes in a stored message; what administrators see in its place. */
export const LINK_TOKEN = "TOKEN-HIDDEN";

/**
 * Puts a message in the outbox. Call it inside the transaction that stores what the mail is about,
 * so nothing is lost if sending fails. Delivery happens afterwards (lib/mail/deliver.ts): call
 * `deliverSoon()` once the transaction has committed, or leave it to the worker's next round.
 */
export async function queueMail(db: Db, mail: OutgoingMail): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers ?? {}, attachments: mail.attachments ?? [], linkTokenId: mail.linkTokenId })
    .returning({ id: mailOutbox.id });
  console.info(`[mail] queued "${mail.subject}" to ${mail.to}`);
  return row.id;
}
