import { orderReference } from "@/lib/booking/orders/serialize";
import "server-only";
import { and, eq } from "drizzle-orm";
import { assertAdmin, assertStaff, type Actor } from "@/lib/access/auth/guards";
import type { Db } from "@/lib/platform/db/client";
import { events } from "@/lib/platform/db/schema";
import { ConflictError, NotFoundError, ValidationError } from "@/lib/platform/errors";
import { guardPublicForm } from "@/lib/platform/forms/guard";
import { invalidate, tags } from "@/lib/platform/cache-tags";
import { tourOrderDraft } from "@/lib/booking/order-desk/tour-draft";
import { newBookingNotice } from "@/lib/booking/company-notices/business";
import { notifyCompany } from "@/lib/booking/company-notices/notify";
import { readPageQuery } from "@/lib/platform/pagination";
import { parseSentDateTime } from "@/lib/platform/dates";
import { categoryOfLocation } from "@/lib/booking/participants/countries";
import { createOrder, type NewOrder } from "@/lib/booking/orders/create";
import { registrationOrder } from "@/lib/booking/orders/event-orders";
import { orderConfirmationMail } from "@/lib/booking/orders/mails";
import { priceEventSeat } from "@/lib/booking/orders/pricing";
import { getOrder, isOrderStatus, listOrders } from "@/lib/booking/orders/queries";
import { ADMIN_ORDER_STATUSES, ORDER_MESSAGES, orderSchema, orderStatusSchema, type OrderPayload } from "@/lib/booking/orders/schema";
import { DEPARTURE_NOT_FOUND, eventFull, eventSeatPool, eventStarted } from "@/lib/booking/orders/seats";
import type { ApiOrder } from "@/lib/booking/orders/serialize";
import { changeOrderStatus, recordPayment } from "@/lib/booking/status/change";
import { mailOrder } from "@/lib/booking/orders/mail-order";
import { completeDueRefund } from "@/lib/booking/refunds/service";
import { storeThenMail } from "@/lib/platform/mail/store-then-mail";

export const ORDER_NOT_FOUND = "Order not found.";
export const ORDER_PLACED = "Your booking has been received. We have sent the details to your e-mail.";
export const EVENT_ORDER_ONE_SEAT = "An event order is for one participant: each participant registers on their own.";

/**
 * POST /api/order: a visitor books a tour, or (old clients' registration flow) an event. The
 * amount is the server's (lib/booking/orders/pricing.ts); a client-sent amount only tells an old client's
 * party size. An event order takes a seat like a registration and holds it SEAT_HOLD_MINUTES; the
 * registration that follows (same event and e-mail) joins it and mails its one confirmation, at the
 * final price; an event order nobody joins is confirmed when its hold ends (lib/booking/orders/event-orders.ts).
 * A tour booked on a departure takes its party's seats the same way (lib/booking/order-desk/tour-draft.ts). The
 * order and its confirmation e-mail are stored in one transaction, before any sending is attempted.
 */
export async function placeOrder(ip: string, body: unknown, now = new Date()): Promise<{ message: string; order: { id: string } }> {
  await guardPublicForm("order", ip, body);
  const input = orderSchema.parse(body);
  const client = { names: input.names, email: input.email, phone: input.phoneNumber, address: input.address, location: input.location };
  const { id, tourSlug } = await storeThenMail(async (tx, queue) => {
    const planned = input.itemType === "event" ? await eventOrder(tx, input, now) : await tourOrderDraft(tx, input, now);
    // The registration came first (the old client sends both at once): its order is this one.
    if ("registered" in planned) return { id: planned.registered, tourSlug: undefined };
    const { tourSlug, ...draft } = planned;
    const order = await createOrder(tx, { itemType: input.itemType, client, locale: input.lang, ...draft }, now);
    // An event order is mailed once its price is final; the registration that joins it announces it.
    if (order.itemType === "tour") {
      const mail = await mailOrder(tx, order);
      await queue(orderConfirmationMail(mail, order.awaitingDeparture ? ["awaitingDeparture"] : []));
      await notifyCompany(tx, newBookingNotice(order, mail));
    }
    return { id: order.id, tourSlug };
  });
  // After commit: the booking box shows the seats this order took.
  if (tourSlug) invalidate(tags.departures(tourSlug));
  return { message: input.itemType === "event" ? EVENT_ORDER_PLACED : ORDER_PLACED, order: { id } };
}

export const EVENT_ORDER_PLACED = "Your order has been received. Please complete the registration form: we e-mail you the details and the fee once it is in.";

/**
 * An event order (the old client sends it before the registration): one seat of an approved event
 * that has not started, at the fee of the category a registration from the declared location would
 * pay (lib/booking/participants/countries.ts categoryOfLocation); the registration that joins it prices it
 * again from its own country, and its confirmation waits for that.
 */
async function eventOrder(
  tx: Db,
  input: OrderPayload,
  now: Date,
): Promise<
  (Pick<NewOrder, "lines" | "needDate" | "deadline" | "deadlineLocal" | "seats" | "confirmationDue"> & { tourSlug?: undefined }) | { registered: string }
> {
  if (input.departureId !== undefined) throw new ValidationError([DEPARTURE_NOT_FOUND]);
  if (input.itemsArray.length !== 1 || input.itemsArray[0].itemNumber !== 1) throw new ValidationError([EVENT_ORDER_ONE_SEAT]);
  // Locked as a registration locks it, so this order and a registration sent with it are serialised.
  const [event] = await tx
    .select()
    .from(events)
    .where(and(eq(events.id, input.itemsArray[0].id), eq(events.isApproved, true)))
    .limit(1)
    .for("update");
  if (!event) throw new ValidationError(["The selected event does not exist."]);
  if (event.startDate.getTime() <= now.getTime()) throw new ConflictError(eventStarted(event.title));
  const registered = await registrationOrder(tx, event.id, { email: input.email, names: input.names, phone: input.phoneNumber }, now);
  if (registered) return { registered };
  const line = priceEventSeat(event, categoryOfLocation(input.location), now);
  if (line.unitAmount <= 0) throw new ValidationError([ORDER_MESSAGES.zeroPrice]);
  // Kept as sent: a zone-less date-time is the traveller's wall-clock time (lib/platform/dates.ts parseSentDateTime).
  const pickUp = parseSentDateTime(input.deadline!);
  return {
    lines: [line],
    needDate: event.startDate,
    deadline: pickUp.at,
    deadlineLocal: pickUp.local,
    seats: { pool: eventSeatPool(event.id), count: 1, full: eventFull },
    confirmationDue: true,
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
  // The departure's start is for the bookings page; the API's order shape stays the contract's.
  const allorders = rows.map((row) => {
    const api: Omit<typeof row, "departsAt"> & { departsAt?: Date | null } = { ...row };
    delete api.departsAt;
    return api;
  });
  return { allorders, total, count: total };
}

const STATUS_DONE: Record<(typeof ADMIN_ORDER_STATUSES)[number], string> = {
  PAID: "The order is marked as paid.",
  CANCELLED: "The order has been cancelled.",
  PENDING: "The order is pending again.",
  REFUNDED: "The refund is recorded.",
};

/**
 * PUT /api/order/{id}: administrators only (the old site let any browser set PAID). Every change
 * goes through the status machine (lib/booking/orders/status.ts) and its mails; PAID through
 * recordPayment, which re-seats the order or, when its seat has gone, records REFUND_DUE. REFUNDED
 * by hand records a refund made outside the site, for an order whose money is due back.
 */
export async function setOrderStatus(actor: Actor | null, id: string, body: unknown, now = new Date()): Promise<{ message: string }> {
  assertAdmin(actor);
  const { status } = orderStatusSchema.parse(body);
  const existing = await getOrder(id);
  if (!existing) throw new NotFoundError(ORDER_NOT_FOUND);
  const message = await storeThenMail(async (tx) => {
    if (status === "PAID") {
      const outcome = await recordPayment(tx, id, { actor }, now);
      if (outcome === "REFUND_DUE") return "The money is recorded, but this order's seat was no longer free: it is marked “Refund due”.";
      if (outcome === null && existing.status !== "PAID") throw new ConflictError(refusal(existing.status, status));
      return STATUS_DONE.PAID;
    }
    if (existing.status === status) return STATUS_DONE[status];
    if (status === "REFUNDED" && existing.status !== "REFUND_DUE")
      throw new ConflictError("Only an order whose money is due back can be marked refunded here.");
    // A bank refund waiting to be made (lib/booking/refunds) is recorded as made, for its amount.
    if (status === "REFUNDED" && (await completeDueRefund(tx, id, actor, now))) return STATUS_DONE.REFUNDED;
    const set = status === "REFUNDED" ? { refundedAmount: existing.amount } : {};
    if (!(await changeOrderStatus(tx, id, status, { actor }, { set, summary: `Booking ${orderReference(id)} set to ${status}` })))
      throw new ConflictError(refusal(existing.status, status));
    return STATUS_DONE[status];
  });
  return { message };
}

function refusal(from: string, to: string): string {
  if (from === "PAID") return "A paid order cannot be changed here.";
  if (from === "CANCELLED") return to === "PAID" ? "A cancelled order cannot be marked paid." : "A cancelled order cannot be changed.";
  if (from === "REFUND_DUE")
    return to === "PAID"
      ? "No seat is free for this order: it stays “Refund due”. Refund the money, or raise the seats first."
      : "This order's money is due back: mark it refunded once the refund is made.";
  return `An order that is ${from} cannot be set to ${to}.`;
}
