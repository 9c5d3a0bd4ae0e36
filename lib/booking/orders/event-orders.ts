import "server-only";
import { and, asc, count, desc, eq, gt, inArray, lte, notExists, sql } from "drizzle-orm";
import { getDb, type Db } from "@/lib/platform/db/client";
import { queueMail } from "@/lib/platform/mail/outbox";
import { mailWords } from "@/lib/platform/mail/words";
import { orderItems, orders, participants, paymentAttempts } from "@/lib/platform/db/schema";
import { ConflictError } from "@/lib/platform/errors";
import type { PricedLine } from "./pricing";
import { orderConfirmationMail } from "./mails";
import { isUnpaid, UNPAID_STATUSES } from "./status";
import { mailOrder } from "./mail-order";

export const PAYMENT_ALREADY_STARTED = "A payment for your event order has already started at another amount. Please finish or cancel it, then register again.";

/**
 * The old client sends an event order (POST /api/order) and then the
 * registration. The registration joins that order when it is for the same event and e-mail, no
 * registration has joined it yet, and it still holds its seat: one registration, one order, one
 * seat. The order is priced again from the registration's category (the order only knew a
 * location), unless a payment at the old amount has already started. Returns the order's id, or
 * null when there is none to join (the registration then makes its own).
 */
export async function joinEventOrder(tx: Db, eventId: string, email: string, fee: PricedLine, now: Date): Promise<string | null> {
  const [order] = await tx
    .select({ id: orders.id, amount: orders.amount })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(orders.itemType, "event"),
        eq(orderItems.itemId, eventId),
        eq(sql`lower(${orders.clientEmail})`, email.toLowerCase()),
        inArray(orders.status, UNPAID_STATUSES),
        gt(orders.holdUntil, now),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(participants)
            .where(eq(participants.orderId, orders.id)),
        ),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1)
    .for("update", { of: orders });
  if (!order) return null;
  if (Math.round(Number(order.amount) * 100) !== Math.round(fee.unitAmount * 100)) {
    const [{ n }] = await tx.select({ n: count() }).from(paymentAttempts).where(eq(paymentAttempts.orderId, order.id));
    if (n > 0) throw new ConflictError(PAYMENT_ALREADY_STARTED);
    await tx.update(orders).set({ amount: fee.unitAmount, updatedAt: now }).where(eq(orders.id, order.id));
    await tx.update(orderItems).set({ unitAmount: fee.unitAmount }).where(eq(orderItems.orderId, order.id));
  }
  // The registration's mail is the order's one confirmation, at this final price.
  await tx.update(orders).set({ confirmationDue: false }).where(eq(orders.id, order.id));
  return order.id;
}

/**
 * The other way round: the registration arrived first and made its own order, which still holds
 * its seat unpaid. An event order for the same event, e-mail, name and telephone is that order
 * (its id), not a second one with a second price and mail; null when there is none. The name and
 * telephone must match too: an address alone is anyone's to type, and the order's id opens the
 * registrant's details.
 */
export async function registrationOrder(tx: Db, eventId: string, who: { email: string; names: string; phone: string }, now: Date): Promise<string | null> {
  const rows = await tx
    .select({ id: orders.id, firstName: participants.firstName, familyName: participants.familyName, phone: participants.phone })
    .from(participants)
    .innerJoin(orders, eq(orders.id, participants.orderId))
    .where(
      and(
        eq(participants.eventId, eventId),
        eq(sql`lower(${participants.email})`, who.email.toLowerCase()),
        inArray(orders.status, UNPAID_STATUSES),
        gt(orders.holdUntil, now),
      ),
    )
    .orderBy(desc(participants.createdAt))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const sameName = squash(`${row.firstName} ${row.familyName}`) === squash(who.names);
  return sameName && samePhone(row.phone, who.phone) ? row.id : null;
}

const squash = (s: string) => s.toLowerCase().replace(/\s+/g, " ").trim();
/** The national number's last nine digits: one number written with or without its country code. */
const samePhone = (a: string, b: string) => {
  const tail = (s: string) => s.replace(/\D/g, "").slice(-9);
  return tail(a).length >= 6 && tail(a) === tail(b);
};

const BATCH = 50;

/**
 * An event order no registration joined within its hold keeps the price its location gave: it is
 * final now, so its one confirmation goes out. Claimed like the reminders (lib/booking/reminders): locked
 * with SKIP LOCKED, marked and queued in one transaction, so each is mailed once. Only an unpaid
 * one is mailed (one cancelled meanwhile needs none). Returns how many were mailed.
 */
export async function confirmUnjoinedEventOrders(now = new Date()): Promise<number> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.itemType, "event"), eq(orders.confirmationDue, true), lte(orders.holdUntil, now)))
      .orderBy(asc(orders.holdUntil))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    let sent = 0;
    for (const order of due) {
      await tx.update(orders).set({ confirmationDue: false }).where(eq(orders.id, order.id));
      if (!isUnpaid(order.status)) continue;
      await queueMail(tx, orderConfirmationMail(await mailOrder(tx, order), ["eventOrderUnjoined"]));
      sent++;
    }
    return sent;
  });
}

/** Said in the confirmation of an event order nobody registered for: paying needs the registration. */
export const EVENT_ORDER_UNJOINED = mailWords("en")("order.eventOrderUnjoined");
