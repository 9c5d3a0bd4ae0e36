import "server-only";
import { randomBytes } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { paymentAttempts } from "@/lib/platform/db/schema";
import type {
  CaptureRequest,
  CheckoutSession,
  GatewayOrder,
  PaymentGateway,
  RefundOutcome,
  RefundRequest,
  TransactionOutcome,
  VoidRequest,
} from "./gateway-types";

/**
 * The built-in test gateway (TEST MODE): it plays the hosted payment page's part so the whole
 * flow runs without a merchant account. Its "gateway side" is what the visitor chose on the
 * TEST MODE page, recorded on the attempt under `result.testGateway`; Retrieve Order reads it
 * back, so confirmation takes the same path as with MPGS (session → return → retrieve). As with
 * MPGS, "approve" only authorises: the money is taken by a capture, or the hold released by a void,
 * both recorded on the same state (the authorisation's id is the session's).
 */
export type TestDecision = "approve" | "decline" | "cancel";
export type TestGatewayState = {
  decision: TestDecision;
  at: string;
  amount: number;
  currency: string;
  captured?: { transactionId: string; amount: number; at: string };
  voided?: { transactionId: string; at: string };
};

async function testStates(orderId: string) {
  const db = await getDb();
  const rows = await db
    .select({ id: paymentAttempts.id, sessionId: paymentAttempts.sessionId, result: paymentAttempts.result })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.gateway, "test")))
    .orderBy(asc(paymentAttempts.createdAt));
  return rows.flatMap((r) => {
    const state = r.result?.testGateway as TestGatewayState | undefined;
    return state ? [{ ...r, state }] : [];
  });
}

/** Merged in the database: the site writes other keys of the same result at the same moment. */
async function saveState(attemptId: string, state: TestGatewayState) {
  const db = await getDb();
  await db
    .update(paymentAttempts)
    .set({ result: sql`coalesce(${paymentAttempts.result}, '{}'::jsonb) || ${JSON.stringify({ testGateway: state })}::jsonb` })
    .where(eq(paymentAttempts.id, attemptId));
}

const cents = (n: number) => Math.round(n * 100);

export const testGateway: PaymentGateway = {
  kind: "test",

  async createSession(): Promise<CheckoutSession> {
    return { sessionId: `TEST${randomBytes(12).toString("hex").toUpperCase()}`, successIndicator: randomBytes(8).toString("hex") };
  },

  /** No money moved, so none goes back: the refund is approved and recorded on the refund's row. */
  async refund(req: RefundRequest): Promise<RefundOutcome> {
    return { outcome: "approved", raw: { gateway: "test", transactionId: req.transactionId, amount: req.amount, currency: req.currency } };
  },

  /** Like a capture at MPGS: the oldest authorisation still held is taken; a repeated transaction id answers the same. */
  async capture(req: CaptureRequest): Promise<TransactionOutcome> {
    const states = await testStates(req.orderId);
    const done = states.find((s) => s.state.captured?.transactionId === req.transactionId);
    if (done) return { outcome: "approved", raw: { gateway: "test", transactionId: req.transactionId, repeated: true } };
    const held = states.find((s) => s.state.decision === "approve" && !s.state.captured && !s.state.voided);
    if (!held || cents(req.amount) > cents(held.state.amount) || req.currency !== held.state.currency)
      return { outcome: "declined", reason: "no authorisation to capture for this amount", raw: { gateway: "test" } };
    await saveState(held.id, { ...held.state, captured: { transactionId: req.transactionId, amount: req.amount, at: new Date().toISOString() } });
    return { outcome: "approved", raw: { gateway: "test", transactionId: req.transactionId, amount: req.amount, currency: req.currency } };
  },

  async voidAuthorization(req: VoidRequest): Promise<TransactionOutcome> {
    const target = (await testStates(req.orderId)).find((s) => s.sessionId === req.targetTransactionId && s.state.decision === "approve");
    if (!target) return { outcome: "declined", reason: "no such authorisation", raw: { gateway: "test" } };
    if (target.state.voided) return { outcome: "approved", raw: { gateway: "test", transactionId: target.state.voided.transactionId, repeated: true } };
    if (target.state.captured) return { outcome: "declined", reason: "the authorisation was captured", raw: { gateway: "test" } };
    await saveState(target.id, { ...target.state, voided: { transactionId: req.transactionId, at: new Date().toISOString() } });
    return { outcome: "approved", raw: { gateway: "test", transactionId: req.transactionId, voided: req.targetTransactionId } };
  },

  async retrieveOrder(orderId: string): Promise<GatewayOrder | null> {
    const states = (await testStates(orderId)).map((s) => ({ ...s.state, id: s.sessionId ?? "" }));
    if (states.length === 0) return null;
    const approved = states.filter((s) => s.decision === "approve");
    const total = (list: number[]) => list.reduce((sum, n) => sum + cents(n), 0) / 100;
    const captured = total(approved.map((s) => s.captured?.amount ?? 0));
    const held = approved.some((s) => !s.captured && !s.voided);
    return {
      status:
        captured > 0 ? "CAPTURED" : held ? "AUTHORIZED" : approved.length ? "CANCELLED" : states.some((s) => s.decision === "decline") ? "FAILED" : "CANCELLED",
      currency: approved[0]?.currency ?? states[0].currency,
      totalCapturedAmount: captured,
      totalAuthorizedAmount: total(approved.map((s) => s.amount)),
      authorizations: approved.map((s) => ({ id: s.id, amount: s.amount, settled: !!(s.captured || s.voided) })),
      raw: { gateway: "test", transactions: states },
    };
  },
};
