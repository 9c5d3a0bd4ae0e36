import "server-only";
import { getDb, type Db } from "@/lib/platform/db/client";
import { deliverSoon } from "./deliver";
import { queueMail, type OutgoingMail } from "./outbox";

/** Queues a message into the transaction `storeThenMail` opened (null: over its recipient's daily limit). */
export type QueueMail = (mail: OutgoingMail) => Promise<string | null>;

/**
 * The one way a service stores something and mails about it: `work` writes its rows and queues its
 * messages with `mail` in one transaction, so a record is never kept without its mail nor a mail
 * sent about a record that was rolled back. Delivery starts once the transaction has committed
 * (SMTP is never called inside it); what it does not send now, the outbox worker retries.
 * Code already inside a transaction (the order status machine) queues with `queueMail(tx, …)`
 * directly and leaves delivery to the storeThenMail call that opened it.
 */
export async function storeThenMail<T>(work: (tx: Db, mail: QueueMail) => Promise<T>): Promise<T> {
  const db = await getDb();
  const result = await db.transaction((tx) => work(tx, (m) => queueMail(tx, m)));
  void deliverSoon();
  return result;
}
