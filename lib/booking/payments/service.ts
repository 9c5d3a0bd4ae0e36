import "server-only";
import { timingSafeEqual, createHash } from "node:crypto";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/lib/platform/db/client";
import { orderItems, orders, paymentAttempts } from "@/lib/platform/db/schema";
import { env, appUrl } from "@/lib/platform/env";
import { AppError, ConflictError, ForbiddenError, NotFoundError, ValidationError } from "@/lib/platform/errors";
import { throttle } from "@/lib/platform/rate-limit";
import { site } from "@/lib/platform/site";
import { bankTransferSchema, paymentSessionSchema } from "@/lib/booking/orders/schema";
import { orderReference } from "@/lib/booking/orders/serialize";
import { text } from "@/lib/platform/validation/text";
import { holdSeatsForPayment } from "@/lib/booking/orders/payment-hold";
import { ORDER_NOT_FOUND } from "@/lib/booking/order-desk/service";
import { changeOrderStatus } from "@/lib/booking/status/change";
import { recordGatewayCapture } from "./captures";
import { cardHoldUndecided, hasUndecidedHold, settleCardHolds } from "./card-authorisation";
import { activeGateway, testGatewayActive } from "@/lib/booking/gateways/gateway";
import type { TestDecision, TestGatewayState } from "@/lib/booking/gateways/test-gateway";
import { storeThenMail } from "@/lib/platform/mail/store-then-mail";

export { ALREADY_PAID, ORDER_CANCELLED } from "@/lib/booking/orders/payment-hold";
export const CARD_UNAVAILABLE = "Card payment is not available at the moment. Please choose Bank transfer or contact us.";
export const SESSION_EXPIRED = "This payment session has expired. Please start the payment again from your booking.";

/**
 * The order about to be paid, its seats (re-)held for the payment (lib/booking/orders/payment-hold.ts):
 * refused when it is not waiting for money or its seat has gone.
 */
export async function orderForPayment(orderId: string, now: Date) {
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
  const holdUntil = await db.transaction((tx) => holdSeatsForPayment(tx, order, now));
  // Read again: a lapsed hold's order may have just taken the price of now.
  const [priced] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  const [item] = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).limit(1);
  return { db, order: priced, item, holdUntil };
}

/** A language of the site other than English: its pages live under /fr/…, /rw/…. */
export type PageLang = "fr" | "rw";
const pagePrefix = (lang?: PageLang) => (lang ? `/${lang}` : "");
const langQuery = (lang?: PageLang) => (lang ? `&lang=${lang}` : "");

/** Our return route: the gateway sends the browser here after the hosted page (with the /pay page's language). */
export const returnUrl = (orderId: string, lang?: PageLang) => `${appUrl()}/api/v1/payments/return?orderId=${orderId}${langQuery(lang)}`;

/**
 * POST /api/v1/payments/session: opens a hosted-checkout session for the order's stored amount
 * (the price of now when its hold had lapsed; anything the client sends as an amount is ignored),
 * records the attempt and supersedes the order's other open sessions.
 */
export async function createPaymentSession(ip: string, body: unknown, now = new Date()) {
  await throttle(`payments:session:ip:${ip}`, { limit: 30, windowSeconds: 600 }, "Too many payment attempts. Please wait a few minutes and try again.");
  const { orderId, method, lang } = paymentSessionSchema.parse(body);
  const gateway = activeGateway();
  if (!gateway) throw new AppError(503, CARD_UNAVAILABLE);
  const { db, order, item, holdUntil } = await orderForPayment(orderId, now);
  const amount = Number(order.amount);
  const session = await gateway.createSession({
    orderId: order.id,
    amount,
    currency: order.currency,
    description: `${item?.title || "Booking"} (${orderReference(order.id)})`,
    returnUrl: returnUrl(order.id, lang),
    // A seated order's session ends with its hold: no payment can start on a seat given away.
    ...(holdUntil ? { expiresAt: holdUntil, now } : {}),
  });
  await db.transaction(async (tx) => {
    // One open session per order: a new one supersedes the others. A hosted page already open in
    // another tab may still authorise a card; that hold is voided once the order is paid (lib/booking/payments/card-authorisation.ts).
    const open = await tx
      .select({ id: paymentAttempts.id, result: paymentAttempts.result })
      .from(paymentAttempts)
      .where(
        and(eq(paymentAttempts.orderId, order.id), inArray(paymentAttempts.gateway, ["test", "mpgs"]), inArray(paymentAttempts.status, ["CREATED", "PENDING"])),
      );
    for (const earlier of open) {
      await tx
        .update(paymentAttempts)
        .set({ status: "CANCELLED", result: { ...earlier.result, supersededBy: session.sessionId } })
        .where(eq(paymentAttempts.id, earlier.id));
    }
    await tx.insert(paymentAttempts).values({
      orderId: order.id,
      gateway: gateway.kind,
      method,
      sessionId: session.sessionId,
      status: "PENDING",
      expiresAt: holdUntil,
      amount,
      currency: order.currency,
      result: { ...(session.successIndicator ? { successIndicator: session.successIndicator } : {}), ...(lang ? { lang } : {}) },
    });
  });
  return {
    message: "Payment session created.",
    sessionId: session.sessionId,
    gateway: gateway.kind,
    amount,
    currency: order.currency,
    // MPGS: the page loads checkout.min.js; the test gateway: the browser opens its TEST MODE page.
    ...(gateway.kind === "mpgs" ? { scriptUrl: gateway.scriptUrl } : { checkoutUrl: `${pagePrefix(lang)}/pay/test-gateway/${session.sessionId}` }),
  };
}

/** `held`: the card is authorised and waits for a decision (a mobile money prompt is open for the order). */
export type Confirmation = { orderId: string; status: string; paid: boolean; held?: boolean };

/** Statuses of a gateway order that has taken money (and may have given some back since). */
const CAPTURED_STATUSES = ["CAPTURED", "PARTIALLY_REFUNDED", "REFUNDED"];

/**
 * The server's own confirmation (return route, `complete` callback, webhook): asks the gateway
 * (Retrieve Order) what it has captured for the order and records it through the one rule for
 * captured money (lib/booking/payments/captures.ts): PAID, REFUND_DUE, or surplus going back. A
 * `resultIndicator` that matches none of the order's sessions is a forged or failed return and
 * records no payment. Safe to repeat and to run concurrently.
 */
export async function confirmPayment(orderId: string, resultIndicator?: string | null, now = new Date()): Promise<Confirmation> {
  if (!z.uuid().safeParse(orderId).success) throw new NotFoundError(ORDER_NOT_FOUND);
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
  const unchanged = { orderId, status: order.status, paid: order.status === "PAID" };
  const gateway = activeGateway();
  if (!gateway) return unchanged;

  const attempts = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.gateway, gateway.kind)))
    .orderBy(desc(paymentAttempts.createdAt));
  if (attempts.length === 0) return unchanged;
  // The session this return comes from: the one whose success indicator it carries (an earlier,
  // superseded session's too: its payment is money the gateway holds). Without one (a webhook, a
  // re-check), the session whose hold waits for a decision, else the newest.
  const attempt =
    resultIndicator == null
      ? (attempts.find((a) => hasUndecidedHold(a.result)) ?? attempts[0])
      : attempts.find((a) => {
          const expected = a.result?.successIndicator;
          return typeof expected !== "string" || safeEqual(resultIndicator, expected);
        });

  let remote = await gateway.retrieveOrder(orderId);
  // Money only held on the card is captured, or released, here (lib/booking/payments/card-authorisation.ts).
  if (attempt && remote) remote = await settleCardHolds(gateway, orderId, attempt.id, remote, now);
  if (attempt && remote && CAPTURED_STATUSES.includes(remote.status) && remote.totalCapturedAmount > 0) {
    const outcome = await recordGatewayCapture(
      {
        orderId,
        gateway: gateway.kind,
        totalCaptured: remote.totalCapturedAmount,
        currency: remote.currency,
        details: { sessionId: attempt.sessionId, captured: remote.totalCapturedAmount },
      },
      now,
    );
    // Merged in the database: a concurrent return or capture writes other keys of the same result.
    await db
      .update(paymentAttempts)
      .set({ status: "SUCCESS", result: sql`coalesce(${paymentAttempts.result}, '{}'::jsonb) || ${JSON.stringify({ retrieved: remote.raw })}::jsonb` })
      .where(eq(paymentAttempts.id, attempt.id));
    // A second tab's hold, left waiting while the first was taken: the order is paid now, so it is released.
    if (remote.authorizations.some((a) => !a.settled)) {
      await settleCardHolds(gateway, orderId, attempt.id, remote, now);
      const [after] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
      return { orderId, status: after.status, paid: after.status === "PAID" };
    }
    return { orderId, status: outcome.status, paid: outcome.paid };
  }
  const latest = attempt ?? attempts[0];
  if (remote && (remote.status === "FAILED" || remote.status === "DECLINED")) {
    await db
      .update(paymentAttempts)
      .set({ status: "FAILED" })
      .where(and(eq(paymentAttempts.id, latest.id), inArray(paymentAttempts.status, ["CREATED", "PENDING"])));
  }
  if (remote && remote.status === "CANCELLED" && remote.authorizations.length === 0) {
    await db
      .update(paymentAttempts)
      .set({ status: "CANCELLED" })
      .where(and(eq(paymentAttempts.id, latest.id), inArray(paymentAttempts.status, ["CREATED", "PENDING"])));
  }
  const [after] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  const held = !!attempt && (await cardHoldUndecided(db, orderId));
  return { orderId, status: after.status, paid: after.status === "PAID", ...(held ? { held: true } : {}) };
}

/** A card hold waiting for a decision (a mobile money prompt was pending): looked at again once that prompt ends. */
export async function settleWaitingCardHolds(orderId: string, now = new Date()): Promise<void> {
  try {
    await confirmPayment(orderId, null, now);
  } catch (err) {
    console.error("[payments] card hold not settled", orderId, (err as Error).message);
  }
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
    await tx
      .insert(paymentAttempts)
      .values({ orderId, gateway: "bank", method: "bank", status: "PENDING", amount: Number(order.amount), currency: order.currency });
    // The transfer details are mailed by the status change (lib/booking/status/mails.ts), once.
    await changeOrderStatus(
      tx,
      orderId,
      "AWAITING_TRANSFER",
      { system: "visitor (bank transfer chosen)" },
      { summary: `Booking ${orderReference(orderId)} awaits a bank transfer` },
    );
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
    .object({
      sessionId: text({ required: "Payment session not found.", max: 100, label: "The payment session" }),
      decision: z.enum(["approve", "decline", "cancel"] satisfies TestDecision[]),
    })
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
  const lang = attempt.result?.lang === "fr" || attempt.result?.lang === "rw" ? attempt.result.lang : undefined;
  if (decision === "cancel") return { redirect: `${pagePrefix(lang)}/pay/${attempt.orderId}?payment=cancelled` };
  // Like MPGS: the success indicator comes back only for a completed payment.
  const indicator = decision === "approve" ? String(attempt.result?.successIndicator ?? "") : "declined";
  return { redirect: `/api/v1/payments/return?orderId=${attempt.orderId}&resultIndicator=${encodeURIComponent(indicator)}${langQuery(lang)}` };
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
