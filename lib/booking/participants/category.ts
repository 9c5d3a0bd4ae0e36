import "server-only";
import { and, eq, gt, inArray, isNull, or } from "drizzle-orm";
import { z } from "zod";
import { recordAudit } from "@/lib/access/audit/service";
import { assertAdmin, type Actor } from "@/lib/access/auth/guards";
import { getDb, type Db } from "@/lib/platform/db/client";
import { events, orderItems, orders, participants, paymentAttempts, PARTICIPANT_CATEGORIES } from "@/lib/platform/db/schema";
import { ConflictError, NotFoundError, ValidationError } from "@/lib/platform/errors";
import { formatUsd } from "@/lib/platform/format";
import { priceEventSeat } from "@/lib/booking/orders/pricing";
import { isPaidLike, isUnpaid } from "@/lib/booking/orders/status";
import { CATEGORY_LABELS, isPaidEvent } from "@/lib/booking/terms/fees";
import { priceNotAllowed } from "./schema";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** PUT /api/participant/category/{id}: the category staff choose by hand. */
export const categoryChangeSchema = z.object({
  category: z.enum(PARTICIPANT_CATEGORIES, { error: "Please choose a category: rwandan, african or international." }),
});

/**
 * An administrator moves a registration to another fee category (a Rwandan living abroad, a
 * partner's delegate …): the country decides it at registration, this is the one way around it.
 * The fee is the event's for the new category in the column that applied when the person
 * registered; an unpaid order and its line follow. Money already received, a payment under way
 * (a card session still open, a bank transfer chosen) or a cancelled order keep their amount, so
 * the change is refused then. Audited in the transaction that makes it.
 */
export async function changeParticipantCategory(actor: Actor | null, id: string, body: unknown, now = new Date()): Promise<{ message: string }> {
  assertAdmin(actor);
  const { category } = categoryChangeSchema.parse(body);
  if (!UUID.test(id)) throw new NotFoundError("Participant not found.");
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ participant: participants, event: events, order: orders })
      .from(participants)
      .leftJoin(events, eq(events.id, participants.eventId))
      .leftJoin(orders, eq(orders.id, participants.orderId))
      .where(eq(participants.id, id))
      .limit(1)
      .for("update", { of: participants });
    if (!row) throw new NotFoundError("Participant not found.");
    const { participant: p, event, order } = row;
    const who = `${p.firstName} ${p.familyName}`;
    if (p.category === category) return { message: `${who} is already in the ${CATEGORY_LABELS[category]} category.` };
    if (!event) throw new ConflictError("The event of this registration no longer exists: its fee can no longer be worked out.");
    if (order && isPaidLike(order.status)) throw new ConflictError(`This registration is paid (${order.status}): its category and fee can no longer change.`);
    if (order && !isUnpaid(order.status)) throw new ConflictError(`This registration's order is ${order.status}: its category and fee can no longer change.`);
    if (order && (order.status === "AWAITING_TRANSFER" || (await paymentUnderWay(tx, order.id, now)))) {
      throw new ConflictError("A payment of this registration is under way: change its category once that payment has ended.");
    }

    const amount = priceEventSeat(event, category, p.createdAt).unitAmount;
    if (order && amount <= 0 && isPaidEvent(event)) throw new ValidationError([priceNotAllowed(amount)]);
    if (!order && amount > 0)
      throw new ConflictError(
        `This registration is free: the ${CATEGORY_LABELS[category]} fee (${formatUsd(amount)}) needs a new registration, which can be paid.`,
      );

    const before = Number(p.amount);
    await tx.update(participants).set({ category, amount }).where(eq(participants.id, p.id));
    if (order) {
      await tx.update(orders).set({ amount }).where(eq(orders.id, order.id));
      await tx
        .update(orderItems)
        .set({ unitAmount: amount })
        .where(and(eq(orderItems.orderId, order.id), eq(orderItems.itemId, event.id)));
    }
    await recordAudit(tx, actor, {
      action: "participant.category",
      entityType: "participant",
      entityId: p.id,
      summary: `Changed the category of ${who} (${event.title}) from ${CATEGORY_LABELS[p.category]} to ${CATEGORY_LABELS[category]}`,
      details: { from: p.category, to: category, amountBefore: before, amountAfter: amount, orderId: order?.id ?? null, country: p.country },
    });
    const fee = before === amount ? `the fee stays ${formatUsd(amount)}` : `the fee is ${formatUsd(amount)} (was ${formatUsd(before)})`;
    return { message: `${who} is now in the ${CATEGORY_LABELS[category]} category: ${fee}.` };
  });
}

/** A card session still open (the gateway would capture the old amount) for this order. */
async function paymentUnderWay(tx: Db, orderId: string, now: Date): Promise<boolean> {
  const open = await tx
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.orderId, orderId),
        inArray(paymentAttempts.status, ["CREATED", "PENDING"]),
        or(isNull(paymentAttempts.expiresAt), gt(paymentAttempts.expiresAt, now)),
      ),
    )
    .limit(1);
  return open.length > 0;
}
