import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { paymentAttempts } from "@/lib/platform/db/schema";
import type { CheckoutSession, GatewayOrder, PaymentGateway, RefundOutcome, RefundRequest } from "./gateway-types";

/**
 * The built-in test gateway (TEST MODE): it plays the hosted payment page's part so the whole
 * flow runs without a merchant account. Its "gateway side" is what the visitor chose on the
 * TEST MODE page, recorded on the attempt under `result.testGateway`; Retrieve Order reads it
 * back, so confirmation takes the same path as with MPGS (session → return → retrieve).
 */
export type TestDecision = "approve" | "decline" | "cancel";
export type TestGatewayState = { decision: TestDecision; at: string; amount: number; currency: string };

export const testGateway: PaymentGateway = {
  kind: "test",

  async createSession(): Promise<CheckoutSession> {
    return { sessionId: `TEST${randomBytes(12).toString("hex").toUpperCase()}`, successIndicator: randomBytes(8).toString("hex") };
  },

  /** No money moved, so none goes back: the refund is approved and recorded on the refund's row. */
  async refund(req: RefundRequest): Promise<RefundOutcome> {
    return { outcome: "approved", raw: { gateway: "test", transactionId: req.transactionId, amount: req.amount, currency: req.currency } };
  },

  async retrieveOrder(orderId: string): Promise<GatewayOrder | null> {
    const db = await getDb();
    const attempts = await db
      .select({ result: paymentAttempts.result })
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.gateway, "test")));
    const states = attempts.map((a) => a.result?.testGateway as TestGatewayState | undefined).filter((s) => s !== undefined);
    if (states.length === 0) return null;
    const captured = states.filter((s) => s.decision === "approve");
    const total = captured.reduce((sum, s) => sum + Math.round(s.amount * 100), 0) / 100;
    return {
      status: captured.length ? "CAPTURED" : states.some((s) => s.decision === "decline") ? "FAILED" : "CANCELLED",
      currency: captured[0]?.currency ?? states[0].currency,
      totalCapturedAmount: total,
      raw: { gateway: "test", transactions: states },
    };
  },
};
