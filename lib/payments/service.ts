import "server-only";
import { timingSafeEqual, createHash } from "node:crypto";
import { and, desc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/lib/db/client";
import { orderItems, orders, paymentAttempts } from "@/lib/db/schema";
import { env, appUrl } from "@/lib/env";
import { AppError, ConflictError, ForbiddenError, NotFoundError, ValidationError } from "@/lib/errors";
import { deliverSoon } from "@/lib/mail/deliver";
import { throttle } from "@/lib/rate-limit";
import { site } from "@/lib/site";
import { bankTransferSchema, paymentSessionSchema } from "@/lib/orders/schema";
import { orderReference } from "@/lib/orders/serialize";
import { text } from "@/lib/validation/text";
import { holdSeatsForPayment } from "@/lib/orders/payment-hold";
import { ORDER_NOT_FOUND } from "@/lib/orders/service";
import { changeOrderStatus, recordPayment } from "@/lib/orders/status-change";
import { activeGateway, testGatewayActive } from "./gateway";
import type { TestDecision, TestGatewayState } from "./test-gateway";
import { storeThenMail } from "@/lib/mail/store-then-mail";

export { ALREADY_PAID, ORDER_CANCELLED } from "@/lib/orders/payment-hold";
export const CARD_UNAVAILABLE = "Card payment is not available at the moment. Please choose Bank transfer or contact us.";
export const SESSION_EXPIRED = "This payment session has expired. Please start the payment again from your booking.";

const cents = (n: number) => Math.round(Number(n) * 100);

/**
 * The order about to be paid, its seats (re-)held for the payment (lib/orders/payment-hold.ts):
 * refused when it is not waiting for money or its seat has gone.
 */
async function orderForPayment(orderId: string, now: Date) {
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
  const holdUntil = await db.transaction((tx) => holdSeatsForPayment(tx, order, now));
  const [item] = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).limit(1);
  return { db, order, item, holdUntil };
}

/** Our return route: the gateway sends the browser here after the hosted page. */
export const returnUrl = (orderId: string) => `${appUrl()}/api/v1/payments/return?orderId=${orderId}`;

/**
 * POST /api/v1/payments/session: opens a hosted-checkout session for the order's stored amount
 * (anything the client sends as an amount is ignored) and records the attempt.
 */
export async function createPaymentSession(ip: string, body: unknown, now = new Date()) {
  await throttle(`payments:session:ip:${ip}`, { limit: 30, windowSeconds: 600 }, "Too many payment attempts. Please wait a few minutes and try again.");
  const { orderId, method } = paymentSessionSchema.parse(body);
  const gateway = activeGateway();
  if (!gateway) throw new AppError(503, CARD_UNAVAILABLE);
  const { db, order, item, holdUntil } = await orderForPayment(orderId, now);
  const amount = Number(order.amount);
  const session = await gateway.createSession({
    orderId: order.id,
    amount,
    currency: order.currency,
    description: `${item?.title || "Booking"} (${orderReference(order.id)})`,
    returnUrl: returnUrl(order.id),
    // A seated order's session ends with its hold: no payment can start on a seat given away.
    ...(holdUntil ? { expiresAt: holdUntil, now } : {}),
  });
  await db.insert(paymentAttempts).values({
    orderId: order.id,
    gateway: gateway.kind,
    method,
    sessionId: session.sessionId,
    status: "PENDING",
    expiresAt: holdUntil,
    amount,
    currency: order.currency,
    result: session.successIndicator ? { successIndicator: session.successIndicator } : {},
  });
  return {
    message: "Payment session created.",
    sessionId: session.sessionId,
    gateway: gateway.kind,
    // MPGS: the page loads checkout.min.js; the test gateway: the browser opens its TEST MODE page.
    ...(gateway.kind === "mpgs" ? { scriptUrl: gateway.scriptUrl } : { checkoutUrl: `/pay/test-gateway/${session.sessionId}` }),
  };
}

export type Confirmation = { orderId: string; status: string; paid: boolean };

/**
 * The server's own confirmation (return route, `complete` callback, webhook): asks the gateway
 * (Retrieve Order) and pays the order only when it reports a capture of exactly the order's
 * amount and currency. A `resultIndicator` that does not match the session's successIndicator
 * is a forged or stale return and changes nothing. Safe to repeat and to run concurrently.
 */
export async function confirmPayment(orderId: string, resultIndicator?: string | null, now = new Date()): Promise<Confirmation> {
  if (!z.uuid().safeParse(orderId).success) throw new NotFoundError(ORDER_NOT_FOUND);
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
  if (order.status === "PAID") return { orderId, status: "PAID", paid: true };
  if (order.status === "REFUND_DUE") return { orderId, status: order.status, paid: false };
  const gateway = activeGateway();
  if (!gateway) return { orderId, status: order.status, paid: false };

  const [attempt] = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.gateway, gateway.kind)))
    .orderBy(desc(paymentAttempts.createdAt))
    .limit(1);
  if (!attempt) return { orderId, status: order.status, paid: false };
  // A return whose indicator differs from the session's is forged or a failed payment: it may
  // record a failure the gateway confirms, but never a payment.
  const expected = attempt.result?.successIndicator;
  const indicatorOk = resultIndicator == null || typeof expected !== "string" || safeEqual(resultIndicator, expected);

  const remote = await gateway.retrieveOrder(orderId);
  const captured =
    indicatorOk &&
    remote !== null &&
    remote.status === "CAPTURED" &&
    remote.currency === order.currency &&
    cents(remote.totalCapturedAmount) === cents(order.amount);

  const changed = await db.transaction(async (tx) => {
    if (captured) {
      // PAID, or REFUND_DUE when the seat went to someone else meanwhile (lib/orders/status-change.ts).
      await recordPayment(tx, orderId, { system: `payment gateway (${gateway.kind})`, details: { sessionId: attempt.sessionId, captured: remote.totalCapturedAmount } }, now, { testMode: gateway.kind === "test" });
      await tx
        .update(paymentAttempts)
        .set({ status: "SUCCESS", result: { ...attempt.result, retrieved: remote.raw } })
        .where(eq(paymentAttempts.id, attempt.id));
      return true;
    }
    if (remote && (remote.status === "FAILED" || remote.status === "DECLINED" || remote.status === "CANCELLED")) {
      await tx
        .update(paymentAttempts)
        .set({ status: remote.status === "CANCELLED" ? "CANCELLED" : "FAILED" })
        .where(and(eq(paymentAttempts.id, attempt.id), inArray(paymentAttempts.status, ["CREATED", "PENDING"])));
    }
    return false;
  });
  if (changed) void deliverSoon();
  const [after] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return { orderId, status: after.status, paid: after.status === "PAID" };
}

function safeEqual(a: string, b: string): boolean {
  const h = (s: string) => createHash("sha256").update(s).digest();
  return timingSafeEqual(h(a), h(b));
}

/**
 * POST /api/v1/payments/webhook: MPGS notifications. The shared secret must match; the body only
 * says which order to look at: the status comes from Retrieve Order, never from the notification.
 */
export async function handleGatewayNotification(secret: string | null, body: unknown): Promise<Confirmation> {
  const expected = env().MPGS_NOTIFICATION_SECRET;
  if (!expected || !secret || !safeEqual(secret, expected)) throw new ForbiddenError("Invalid notification secret.");
  const orderId = (body as { order?: { id?: unknown } } | null)?.order?.id;
  if (typeof orderId !== "string") throw new ValidationError(["order.id is required."]);
  return confirmPayment(orderId);
}

/**
 * POST /api/v1/payments/bank-transfer: the visitor pays by bank transfer. The order waits for
 * the transfer (AWAITING_TRANSFER) until an admin marks it paid; the details are e-mailed once.
 */
export async function chooseBankTransfer(ip: string, body: unknown, now = new Date()) {
  await throttle(`payments:bank:ip:${ip}`, { limit: 30, windowSeconds: 600 }, "Too many payment attempts. Please wait a few minutes and try again.");
  const { orderId } = bankTransferSchema.parse(body);
  const { order } = await orderForPayment(orderId, now);
  await storeThenMail(async (tx) => {
    await tx.insert(paymentAttempts).values({ orderId, gateway: "bank", method: "bank", status: "PENDING", amount: Number(order.amount), currency: order.currency });
    // The transfer details are mailed by the status change (lib/orders/status-mails.ts), once.
    await changeOrderStatus(tx, orderId, "AWAITING_TRANSFER", { system: "visitor (bank transfer chosen)" }, { summary: `Order ${orderId} awaits a bank transfer` });
  });
  return {
    message: "Please pay by bank transfer with the details below. We have sent them to your e-mail too.",
    reference: orderReference(order.id),
    amount: Number(order.amount),
    currency: order.currency,
    bank: site.bank,
  };
}

/**
 * The TEST MODE page's buttons: record what the "card holder" chose on the test gateway's side
 * and say where the browser goes next (our return route, as a hosted page would redirect).
 */
export async function recordTestDecision(body: unknown, now = new Date()): Promise<{ redirect: string }> {
  if (!testGatewayActive()) throw new NotFoundError("The test gateway is not enabled.");
  const { sessionId, decision } = z
    .object({ sessionId: text({ required: "Payment session not found.", max: 100, label: "The payment session" }), decision: z.enum(["approve", "decline", "cancel"] satisfies TestDecision[]) })
    .parse(body);
  const db = await getDb();
  const [attempt] = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.sessionId, sessionId), eq(paymentAttempts.gateway, "test")))
    .limit(1);
  if (!attempt) throw new NotFoundError("Payment session not found.");
  if (attempt.result?.testGateway) throw new ConflictError("This payment session has already been used.");
  // Like a hosted page past interaction.timeout: an expired session takes no payment.
  if (decision === "approve" && attempt.expiresAt && now.getTime() > attempt.expiresAt.getTime()) throw new ConflictError(SESSION_EXPIRED);
  const state: TestGatewayState = { decision, at: now.toISOString(), amount: Number(attempt.amount), currency: attempt.currency };
  await db
    .update(paymentAttempts)
    .set({ result: { ...attempt.result, testGateway: state } })
    .where(eq(paymentAttempts.id, attempt.id));
  if (decision === "cancel") return { redirect: `/pay/${attempt.orderId}?payment=cancelled` };
  // Like MPGS: the success indicator comes back only for a completed payment.
  const indicator = decision === "approve" ? String(attempt.result?.successIndicator ?? "") : "declined";
  return { redirect: `/api/v1/payments/return?orderId=${attempt.orderId}&resultIndicator=${encodeURIComponent(indicator)}` };
}

/** The TEST MODE page: the session's order and amount, or null. */
export async function getTestSession(sessionId: string) {
  if (!testGatewayActive()) return null;
  const db = await getDb();
  const [attempt] = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.sessionId, sessionId), eq(paymentAttempts.gateway, "test")))
    .limit(1);
  if (!attempt) return null;
  return { orderId: attempt.orderId, amount: Number(attempt.amount), currency: attempt.currency, used: !!attempt.result?.testGateway, method: attempt.method };
}
