import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { recordAudit } from "@/lib/access/audit/service";
import { assertStaff, type Actor } from "@/lib/access/auth/guards";
import { getDb } from "@/lib/platform/db/client";
import { orders, paymentAttempts, type PaymentAttempt } from "@/lib/platform/db/schema";
import { isUniqueViolation } from "@/lib/platform/db/violations";
import { AppError, ConflictError, NotFoundError } from "@/lib/platform/errors";
import { orderReference } from "@/lib/booking/orders/serialize";
import { hit, throttle } from "@/lib/platform/rate-limit";
import { site } from "@/lib/platform/site";
import { recordGatewayCapture } from "./captures";
import { rateInForce } from "./exchange-rate";
import { toFrancs } from "./francs";
import { callbackUrl, mobileClient, mobileConfigured, usesTestFake } from "@/lib/booking/gateways/mobile-clients";
import { MOBILE_PROVIDERS, PROVIDER_NAMES, type MobileProvider } from "@/lib/booking/gateways/mobile-money";
import { maskMsisdn, mobilePaymentSchema } from "./mobile-schema";
import { cardHoldUndecided, CARD_HELD, ordersWithUndecidedHolds } from "./card-authorisation";
import { orderForPayment, settleWaitingCardHolds } from "./service";
import { formatRwf } from "@/lib/platform/format";

/** The payer has this long to approve on the phone (never past the order's seat hold). */
export const PROMPT_MINUTES = 5;
/** Prompts pushed to one number, and for one order, per hour: a stranger's phone is not ours to ring. */
export const PROMPTS_PER_NUMBER = 3;
export const PROMPTS_PER_ORDER = 5;
const HOUR = 3600;

export const STILL_OPEN =
  "Your earlier payment request is still open on your phone. Approve or decline it there, or wait a few minutes for it to end, then try again.";
export const providerDown = (p: MobileProvider) => `${PROVIDER_NAMES[p]} could not be reached. Please try again in a moment, or choose another way to pay.`;
export const approveOnPhone = (francs: number) => `Approve the payment of ${formatRwf(francs)} on your phone.`;

type AttemptResult = {
  msisdn: string;
  usd: number;
  rate: number;
  ratedOn: string;
  /** Not sent: a prompt limit was reached (answered exactly as if sent; it simply times out). */
  limited?: boolean;
  checks?: number;
  nextCheckAt?: string;
  reason?: string;
  transactionId?: string;
  test?: boolean;
};
const resultOf = (a: PaymentAttempt) => (a.result ?? {}) as AttemptResult;
const isMobile = (g: string): g is MobileProvider => (MOBILE_PROVIDERS as readonly string[]).includes(g);

/**
 * POST /api/v1/payments/mobile { orderId, phone, provider? }: pushes a payment prompt to the
 * payer's phone for the order's price in francs at the rate in force, rounded up to a whole franc
 * and locked on the order. The order holds its seat for it as for a card (lib/booking/orders/payment-hold.ts);
 * one prompt may be open per order (a unique index), and none while a card authorisation for the
 * order waits for a decision (lib/booking/payments/card-authorisation.ts), so two attempts can never both be charged.
 * Over a prompt limit nothing is sent, and the answer is the same.
 */
export async function startMobilePayment(ip: string, body: unknown, now = new Date()) {
  await throttle(`payments:mobile:ip:${ip}`, { limit: 20, windowSeconds: 600 }, "Too many payment attempts. Please wait a few minutes and try again.");
  const { orderId, provider, msisdn } = mobilePaymentSchema.parse(body);
  if (!mobileConfigured(provider)) throw new AppError(503, `${PROVIDER_NAMES[provider]} is not available at the moment. Please choose another way to pay.`);
  const db = await getDb();
  await closeFinishedPrompt(orderId, now);
  const { order, item, holdUntil } = await orderForPayment(orderId, now);
  // Checked again under the order's lock below; here so a refused start uses up no prompt.
  if (await cardHoldUndecided(db, orderId)) throw new ConflictError(CARD_HELD);
  const rate = await rateInForce(now);
  const usd = Number(order.amount);
  const francs = toFrancs(usd, Number(rate.rate));
  const promptEnds = new Date(now.getTime() + PROMPT_MINUTES * 60_000);
  const expiresAt = holdUntil && holdUntil < promptEnds ? holdUntil : promptEnds;
  const reference = crypto.randomUUID();
  const limited =
    (await hit(`payments:mobile:number:${msisdn}`, { limit: PROMPTS_PER_NUMBER, windowSeconds: HOUR }, now.getTime())) > PROMPTS_PER_NUMBER ||
    (await hit(`payments:mobile:order:${orderId}`, { limit: PROMPTS_PER_ORDER, windowSeconds: HOUR }, now.getTime())) > PROMPTS_PER_ORDER;
  const result: AttemptResult = {
    msisdn,
    usd,
    rate: Number(rate.rate),
    ratedOn: rate.ratedOn,
    checks: 0,
    nextCheckAt: new Date(now.getTime() + 5_000).toISOString(),
    ...(limited ? { limited: true } : {}),
    ...(usesTestFake(provider) ? { test: true } : {}),
  };
  let attempt: PaymentAttempt;
  try {
    attempt = await db.transaction(async (tx) => {
      // The order's lock orders this start against a card hold's decision (which takes it too).
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for("update");
      if (await cardHoldUndecided(tx, orderId)) throw new ConflictError(CARD_HELD);
      const [row] = await tx
        .insert(paymentAttempts)
        .values({ orderId, gateway: provider, method: provider, sessionId: reference, status: "PENDING", expiresAt, amount: francs, currency: "RWF", result })
        .returning();
      // The amount in francs and its rate, locked on the order for this payment.
      await tx
        .update(orders)
        .set({ payCurrency: "RWF", payAmount: francs, payRate: Number(rate.rate) })
        .where(eq(orders.id, orderId));
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new ConflictError(STILL_OPEN);
    throw err;
  }
  if (limited) {
    console.warn(`[payments] mobile money prompt not sent (limit reached) for order ${orderId} to ${maskMsisdn(msisdn)}`);
  } else {
    const client = await mobileClient(provider);
    try {
      if (!client) throw new Error("not configured");
      await client.requestToPay({
        reference,
        amount: francs,
        currency: "RWF",
        msisdn,
        message: `${site.name} ${orderReference(orderId)}: ${item?.title ?? "booking"}`.slice(0, 160),
        callbackUrl: callbackUrl(provider),
      });
    } catch (err) {
      console.error(`[payments] ${PROVIDER_NAMES[provider]} request to pay failed`, (err as Error).message);
      await db
        .update(paymentAttempts)
        .set({ status: "FAILED", result: { ...result, reason: "PROVIDER_UNAVAILABLE" } })
        .where(eq(paymentAttempts.id, attempt.id));
      throw new AppError(502, providerDown(provider));
    }
  }
  return {
    message: approveOnPhone(francs),
    attemptId: attempt.id,
    provider,
    amount: francs,
    currency: "RWF",
    amountText: formatRwf(francs),
    usd,
    rate: Number(rate.rate),
    expiresAt: expiresAt.toISOString(),
    statusUrl: `/api/v1/payments/mobile/${attempt.id}`,
  };
}

/** Before a new prompt: the order's open one is asked about once more (it may have ended at the provider). */
async function closeFinishedPrompt(orderId: string, now: Date) {
  const db = await getDb();
  const [open] = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, orderId), inArray(paymentAttempts.gateway, [...MOBILE_PROVIDERS]), eq(paymentAttempts.status, "PENDING")))
    .limit(1);
  if (open) await confirmMobileAttempt(open, now);
}

const BACKOFF_MS = [5_000, 10_000, 20_000, 40_000, 80_000, 160_000, 300_000];

async function noteCheck(attempt: PaymentAttempt, now: Date, extra: Partial<AttemptResult> = {}) {
  const r = resultOf(attempt);
  const checks = (r.checks ?? 0) + 1;
  const next = new Date(now.getTime() + BACKOFF_MS[Math.min(checks, BACKOFF_MS.length - 1)]).toISOString();
  const db = await getDb();
  await db
    .update(paymentAttempts)
    .set({ result: { ...r, ...extra, checks, nextCheckAt: next, checkedAt: now.toISOString() } })
    .where(and(eq(paymentAttempts.id, attempt.id), eq(paymentAttempts.status, "PENDING")));
}

/** A prompt that ended without money: its francs no longer stand on the order (unless another prompt paid, or locked since). */
async function markFailed(attempt: PaymentAttempt, reason: string) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [ended] = await tx
      .update(paymentAttempts)
      .set({ status: "FAILED", result: { ...resultOf(attempt), reason } })
      .where(and(eq(paymentAttempts.id, attempt.id), eq(paymentAttempts.status, "PENDING")))
      .returning({ id: paymentAttempts.id });
    if (!ended) return;
    const [open] = await tx
      .select({ id: paymentAttempts.id })
      .from(paymentAttempts)
      .where(
        and(
          eq(paymentAttempts.orderId, attempt.orderId),
          inArray(paymentAttempts.gateway, [...MOBILE_PROVIDERS]),
          inArray(paymentAttempts.status, ["PENDING", "SUCCESS"]),
        ),
      )
      .limit(1);
    if (!open) await tx.update(orders).set({ payCurrency: null, payAmount: null, payRate: null }).where(eq(orders.id, attempt.orderId));
  });
}

/**
 * Asks the provider's status endpoint about one pending prompt, the only word taken for money:
 * SUCCESSFUL records the payment once (the attempt's PENDING → SUCCESS claim), through the one rule
 * for captured money (lib/booking/payments/captures.ts: PAID, or REFUND_DUE when the seat went); FAILED
 * ends it; anything else waits for the next check, later each time. Safe to repeat and to run at once.
 */
export async function confirmMobileAttempt(attempt: PaymentAttempt, now = new Date()): Promise<void> {
  if (attempt.status !== "PENDING" || !isMobile(attempt.gateway)) return;
  await askProvider(attempt, now);
  // A card hold that waited for this prompt is decided now it has ended: voided if it paid, else captured.
  const db = await getDb();
  const [after] = await db.select({ status: paymentAttempts.status }).from(paymentAttempts).where(eq(paymentAttempts.id, attempt.id));
  if (after?.status !== "PENDING" && (await cardHoldUndecided(db, attempt.orderId))) await settleWaitingCardHolds(attempt.orderId, now);
}

async function askProvider(attempt: PaymentAttempt, now: Date): Promise<void> {
  if (!isMobile(attempt.gateway)) return;
  const provider = attempt.gateway;
  const r = resultOf(attempt);
  if (r.limited) {
    if (attempt.expiresAt && now > attempt.expiresAt) await markFailed(attempt, "EXPIRED");
    return;
  }
  const client = await mobileClient(provider);
  if (!client) return;
  let status;
  try {
    status = await client.status(attempt.sessionId ?? "");
  } catch (err) {
    console.warn(`[payments] ${PROVIDER_NAMES[provider]} status unavailable`, (err as Error).message);
    return noteCheck(attempt, now);
  }
  if (status === null) {
    // The provider never heard of it: the request to pay did not arrive.
    if (now.getTime() - attempt.createdAt.getTime() > 120_000) return markFailed(attempt, "NOT_FOUND");
    return noteCheck(attempt, now);
  }
  if (status.status === "PENDING") return noteCheck(attempt, now);
  if (status.status === "FAILED") return markFailed(attempt, status.reason ?? "FAILED");
  if ((status.amount !== undefined && status.amount !== Number(attempt.amount)) || (status.currency && status.currency !== attempt.currency)) {
    console.error(
      `[payments] ${PROVIDER_NAMES[provider]} reports ${status.amount} ${status.currency} for ${attempt.id}, asked ${attempt.amount} ${attempt.currency}`,
    );
    return noteCheck(attempt, now, { reason: "AMOUNT_MISMATCH" });
  }
  const db = await getDb();
  const [claimed] = await db
    .update(paymentAttempts)
    .set({ status: "SUCCESS", result: { ...r, transactionId: status.transactionId, confirmedAt: now.toISOString(), retrieved: status.raw } })
    .where(and(eq(paymentAttempts.id, attempt.id), eq(paymentAttempts.status, "PENDING")))
    .returning({ id: paymentAttempts.id });
  if (!claimed) return;
  const [order] = await db.select({ captured: orders.capturedAmount, currency: orders.currency }).from(orders).where(eq(orders.id, attempt.orderId));
  await recordGatewayCapture(
    {
      orderId: attempt.orderId,
      gateway: provider,
      totalCaptured: (Math.round(Number(order.captured) * 100) + Math.round(r.usd * 100)) / 100,
      currency: order.currency,
      test: r.test === true,
      details: {
        reference: attempt.sessionId,
        transactionId: status.transactionId,
        paid: `${attempt.amount} ${attempt.currency}`,
        rate: r.rate,
        ratedOn: r.ratedOn,
        wallet: maskMsisdn(r.msisdn),
      },
    },
    now,
  );
}

export type MobileState = "pending" | "paid" | "refund-due" | "declined" | "timeout" | "wrong-number" | "failed";
const STATE_WORDS: Record<Exclude<MobileState, "pending">, string> = {
  paid: "Payment received. Thank you!",
  "refund-due": "The payment arrived after this booking could no longer be kept, so it is being refunded to your wallet.",
  declined: "The payment was declined on the phone. Nothing was charged.",
  timeout: `The payment was not approved within ${PROMPT_MINUTES} minutes. Nothing was charged.`,
  "wrong-number": "This number could not be charged: it may not have a mobile money wallet. Check the number, or choose another way to pay.",
  failed: "The payment did not go through. Nothing was charged.",
};
const WRONG_NUMBER = ["PAYER_NOT_FOUND", "NOT_ALLOWED_TARGET_ENVIRONMENT", "INVALID_MSISDN", "Invalid msisdn"];
const TIMED_OUT = ["EXPIRED", "TIMEOUT", "NOT_FOUND"];

/**
 * GET /api/v1/payments/mobile/{attemptId}: how the payment stands, for /pay's live line. A pending
 * one is asked about when its next check is due, so the page learns of it even without a callback.
 */
export async function mobilePaymentState(attemptId: string, now = new Date()) {
  if (!z.uuid().safeParse(attemptId).success) throw new NotFoundError("Payment not found.");
  const db = await getDb();
  const read = async () => (await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId)).limit(1))[0];
  let attempt = await read();
  if (!attempt || !isMobile(attempt.gateway)) throw new NotFoundError("Payment not found.");
  const due = resultOf(attempt).nextCheckAt;
  if (attempt.status === "PENDING" && (!due || Date.parse(due) <= now.getTime() || now.getTime() - attempt.createdAt.getTime() < 60_000)) {
    await confirmMobileAttempt(attempt, now);
    attempt = await read();
  }
  const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, attempt.orderId));
  const reason = resultOf(attempt).reason ?? "";
  const state: MobileState =
    attempt.status === "SUCCESS"
      ? order.status === "PAID"
        ? "paid"
        : "refund-due"
      : attempt.status === "PENDING"
        ? attempt.expiresAt && now > attempt.expiresAt
          ? "timeout"
          : "pending"
        : WRONG_NUMBER.includes(reason)
          ? "wrong-number"
          : TIMED_OUT.includes(reason)
            ? "timeout"
            : reason === "PROVIDER_UNAVAILABLE"
              ? "failed"
              : "declined";
  return {
    state,
    message: state === "pending" ? approveOnPhone(Number(attempt.amount)) : STATE_WORDS[state],
    provider: attempt.gateway,
    amount: Number(attempt.amount),
    currency: attempt.currency,
    amountText: formatRwf(attempt.amount),
    orderId: attempt.orderId,
    expiresAt: attempt.expiresAt?.toISOString() ?? null,
    ...(state === "paid"
      ? { next: `/myorder/${attempt.orderId}?payment=paid` }
      : state === "refund-due"
        ? { next: `/myorder/${attempt.orderId}?payment=refund-due` }
        : {}),
  };
}

/**
 * POST|PUT /api/v1/payments/mobile/callback/{provider}: the provider's callback carries no
 * signature, so it is only a hint: the reference it names (MTN's externalId, which is our reference,
 * or Airtel's transaction id) is looked up and, when
 * it is one of our pending prompts, the provider's status endpoint is asked. An unknown or replayed
 * reference does nothing; the body's claims are never read as facts. The answer is always the same.
 */
export async function handleMobileCallback(provider: string, body: unknown, now = new Date()) {
  if (!isMobile(provider)) throw new NotFoundError("Not found.");
  const b = (body ?? {}) as { externalId?: unknown; referenceId?: unknown; transaction?: { id?: unknown } };
  const ref = [b.externalId, b.referenceId, b.transaction?.id].find((x): x is string => typeof x === "string" && x.length > 0 && x.length <= 100);
  if (ref) {
    const db = await getDb();
    const [attempt] = await db
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.sessionId, ref), eq(paymentAttempts.gateway, provider)))
      .limit(1);
    if (attempt?.status === "PENDING") await confirmMobileAttempt(attempt, now);
  }
  return { received: true };
}

/** The background check of every pending prompt whose next check is due (after a restart too: the state is in the database). */
export async function pollMobilePayments(now = new Date()): Promise<number> {
  const db = await getDb();
  const pending = await db
    .select()
    .from(paymentAttempts)
    .where(
      and(
        inArray(paymentAttempts.gateway, [...MOBILE_PROVIDERS]),
        eq(paymentAttempts.status, "PENDING"),
        sql`coalesce(${paymentAttempts.result}->>'nextCheckAt', '') <= ${now.toISOString()}`,
      ),
    )
    .limit(50);
  for (const attempt of pending) await confirmMobileAttempt(attempt, now);
  // Card holds left undecided (a lost answer, a restart between a prompt's end and the decision).
  for (const orderId of await ordersWithUndecidedHolds()) {
    const [open] = await db
      .select({ id: paymentAttempts.id })
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.orderId, orderId), inArray(paymentAttempts.gateway, [...MOBILE_PROVIDERS]), eq(paymentAttempts.status, "PENDING")))
      .limit(1);
    if (!open) await settleWaitingCardHolds(orderId, now);
  }
  return pending.length;
}

let timer: ReturnType<typeof setInterval> | null = null;
let running: Promise<unknown> | null = null;

export function startMobileMoneyPoller(everyMs = 5_000) {
  if (timer) return;
  timer = setInterval(() => {
    if (running) return;
    running = pollMobilePayments()
      .catch((err) => console.error("[payments] mobile money poll failed", err))
      .finally(() => (running = null));
  }, everyMs);
  timer.unref?.();
}

export async function stopMobileMoneyPoller() {
  if (timer) clearInterval(timer);
  timer = null;
  await running;
}

/** POST /api/v1/payments/mobile/{attemptId}/recheck (staff): a stuck prompt is asked about now, audited. */
export async function recheckMobilePayment(actor: Actor | null, attemptId: string, now = new Date()) {
  assertStaff(actor);
  if (!z.uuid().safeParse(attemptId).success) throw new NotFoundError("Payment not found.");
  const db = await getDb();
  const [attempt] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId)).limit(1);
  if (!attempt || !isMobile(attempt.gateway)) throw new NotFoundError("Payment not found.");
  await confirmMobileAttempt(attempt, now);
  const [after] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId));
  await recordAudit(db, actor, {
    action: "payment.rechecked",
    entityType: "order",
    entityId: attempt.orderId,
    summary: `${PROVIDER_NAMES[attempt.gateway]} payment ${attempt.sessionId} re-checked with the provider: ${after.status}`,
    details: { attemptId, reference: attempt.sessionId, before: attempt.status, after: after.status },
  });
  return { message: `Re-checked with ${PROVIDER_NAMES[attempt.gateway]}: ${after.status}.`, status: after.status };
}
