import "server-only";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { assertAdmin, assertStaff, type Actor } from "@/lib/auth/guards";
import { recordAudit } from "@/lib/audit/service";
import { getDb, type Db } from "@/lib/db/client";
import { auditLog, events, orderItems, orders, tours } from "@/lib/db/schema";
import { ConflictError, NotFoundError, ValidationError } from "@/lib/errors";
import { guardPublicForm } from "@/lib/forms/guard";
import { deliverSoon } from "@/lib/mail/deliver";
import { onEventOrderPaid } from "@/lib/participants/service";
import { queueMail } from "@/lib/mail/outbox";
import { readPageQuery } from "@/lib/pagination";
import { parseKigaliDateTime } from "@/lib/dates";
import { orderConfirmationMail, receiptMail } from "./mails";
import { getOrder, isOrderStatus, listOrders } from "./queries";
import { ORDER_MESSAGES, orderSchema, orderStatusSchema } from "./schema";
import type { ApiOrder } from "./serialize";

export const ORDER_NOT_FOUND = "Order not found.";
export const ORDER_PLACED = "Your booking has been received. We have sent the details to your e-mail.";

type PriceRow = { id: string; title: string; price1: number; price2: number; price3: number; price4: number; price5: number };

/** The bookable items with their stored prices: published tours, approved events. */
async function pricedItems(db: Db, itemType: "tour" | "event", ids: string[]): Promise<PriceRow[]> {
  const t = itemType === "tour" ? tours : events;
  const visible = itemType === "tour" ? eq(tours.isPublished, true) : eq(events.isApproved, true);
  return db
    .select({ id: t.id, title: t.title, price1: t.price1, price2: t.price2, price3: t.price3, price4: t.price4, price5: t.price5 })
    .from(t)
    .where(and(inArray(t.id, ids), visible));
}

const cents = (n: number) => Math.round(Number(n) * 100);

/**
 * POST /api/order: a visitor books a tour (or an event). The amount is computed here from the
 * stored price of each item's party size; a client-sent amount is ignored. The order and its
 * confirmation e-mail are stored in one transaction, before any sending is attempted.
 */
export async function placeOrder(ip: string, body: unknown): Promise<{ message: string; order: { id: string } }> {
  await guardPublicForm("order", ip, body);
  const input = orderSchema.parse(body);
  const db = await getDb();
  const ids = [...new Set(input.itemsArray.map((i) => i.id))];
  const found = await pricedItems(db, input.itemType, ids);
  const lines = input.itemsArray.map((i) => {
    const item = found.find((f) => f.id === i.id);
    if (!item) throw new ValidationError([input.itemType === "tour" ? "The selected tour does not exist." : "The selected event does not exist."]);
    const unit = Number(item[`price${i.itemNumber as 1 | 2 | 3 | 4 | 5}`]) || 0;
    return { itemId: item.id, itemNumber: i.itemNumber, title: item.title, unitAmount: unit };
  });
  const totalCents = lines.reduce((sum, l) => sum + cents(l.unitAmount), 0);
  if (lines.some((l) => cents(l.unitAmount) === 0) || totalCents === 0) throw new ValidationError([ORDER_MESSAGES.zeroPrice]);

  const id = await db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        itemType: input.itemType,
        amount: totalCents / 100,
        currency: "USD",
        needDate: parseKigaliDateTime(input.needDate),
        deadline: parseKigaliDateTime(input.deadline),
        clientNames: input.names,
        clientEmail: input.email,
        clientPhone: input.phoneNumber,
        clientAddress: input.address,
        clientLocation: input.location,
      })
      .returning();
    await tx.insert(orderItems).values(lines.map((l) => ({ ...l, orderId: order.id })));
    await queueMail(tx, orderConfirmationMail(mailOrder(order, lines)));
    return order.id;
  });
  void deliverSoon();
  return { message: ORDER_PLACED, order: { id } };
}

type OrderRow = typeof orders.$inferSelect;
function mailOrder(o: OrderRow, lines: { title: string; itemNumber: number }[]) {
  return {
    id: o.id,
    amount: Number(o.amount),
    clientNames: o.clientNames,
    clientEmail: o.clientEmail,
    needDate: o.needDate,
    title: lines[0]?.title ?? "",
    people: lines[0]?.itemNumber ?? 1,
  };
}

/** GET /api/order/{id}: anyone holding the unguessable id may read the order (spec §6). */
export async function getOrderForApi(id: string): Promise<{ message: string; data: ApiOrder; oneorder: ApiOrder }> {
  const order = await getOrder(id);
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
  return { message: "Order found.", data: order, oneorder: order };
}

/** GET /api/order (staff): every order by default; `?page&limit&q&status&itemType` narrow it. */
export async function listOrdersForApi(actor: Actor | null, params: URLSearchParams) {
  assertStaff(actor);
  const { page, limit, q } = readPageQuery(params, 100_000);
  const status = params.get("status");
  const itemType = params.get("itemType");
  const { rows, total } = await listOrders({
    page,
    limit,
    q,
    status: isOrderStatus(status) ? status : undefined,
    itemType: itemType === "tour" || itemType === "event" ? itemType : undefined,
  });
  return { allorders: rows, total, count: total };
}

/** Who changed an order's status: an administrator, or our own payment confirmation. */
export type PaidBy = { actor: Pick<Actor, "id" | "email"> } | { system: string; details?: Record<string, unknown> };

/**
 * Sets an order PAID exactly once: the conditional UPDATE lets only the first of several
 * concurrent confirmations through, and only that one queues the receipt and writes the audit
 * entry. Returns whether this call paid the order. Shared with event registration (issue 12).
 */
export async function markOrderPaid(tx: Db, orderId: string, by: PaidBy): Promise<boolean> {
  const [order] = await tx
    .update(orders)
    .set({ status: "PAID", paidAt: sql`now()` })
    .where(and(eq(orders.id, orderId), ne(orders.status, "PAID"), ne(orders.status, "CANCELLED")))
    .returning();
  if (!order) return false;
  // A registration's receipt carries the event's details and its calendar file; a tour's, the booking.
  if (!(order.itemType === "event" && (await onEventOrderPaid(tx, orderId)))) {
    const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    await queueMail(tx, receiptMail({ ...mailOrder(order, lines), paidAt: order.paidAt ?? new Date() }));
  }
  await auditStatus(tx, by, order.id, "PAID", `Order ${order.id} paid (${Number(order.amount)} ${order.currency})`);
  return true;
}

/** An audit entry for a status change; payments confirmed by the gateway have no staff actor. */
export async function auditStatus(tx: Db, by: PaidBy, orderId: string, status: string, summary: string) {
  const entry = { action: "order.status", entityType: "order", entityId: orderId, summary };
  if ("actor" in by) await recordAudit(tx, by.actor, { ...entry, details: { status } });
  else await tx.insert(auditLog).values({ ...entry, actorId: null, actorEmail: by.system, details: { status, ...by.details } });
}

/**
 * PUT /api/order/{id}: administrators only (the old site let any browser set PAID). PAID goes
 * through markOrderPaid (receipt, audit); a paid order cannot be cancelled or reopened here.
 */
export async function setOrderStatus(actor: Actor | null, id: string, body: unknown): Promise<{ message: string }> {
  assertAdmin(actor);
  const { status } = orderStatusSchema.parse(body);
  const db = await getDb();
  const existing = await getOrder(id);
  if (!existing) throw new NotFoundError(ORDER_NOT_FOUND);
  await db.transaction(async (tx) => {
    if (status === "PAID") {
      if (!(await markOrderPaid(tx, id, { actor }))) {
        if (existing.status === "CANCELLED") throw new ConflictError("A cancelled order cannot be marked paid.");
      }
      return;
    }
    const [changed] = await tx
      .update(orders)
      .set({ status })
      .where(and(eq(orders.id, id), ne(orders.status, "PAID"), ne(orders.status, status)))
      .returning({ id: orders.id });
    if (!changed) {
      if (existing.status === "PAID") throw new ConflictError("A paid order cannot be changed here.");
      return;
    }
    await auditStatus(tx, { actor }, id, status, `Order ${id} set to ${status}`);
  });
  void deliverSoon();
  return { message: status === "PAID" ? "The order is marked as paid." : status === "CANCELLED" ? "The order has been cancelled." : "The order is pending again." };
}
