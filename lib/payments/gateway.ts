import "server-only";
import { env } from "@/lib/env";
import { mpgsGateway } from "./mpgs";
import { testGateway } from "./test-gateway";

/** What we ask a hosted-checkout gateway to do; both gateways go through the same service code. */
export type SessionRequest = {
  orderId: string;
  amount: number;
  currency: string;
  description: string;
  returnUrl: string;
  /** The session must end by then (the order's seat hold); `now` is the request's clock. */
  expiresAt?: Date;
  now?: Date;
};
export type CheckoutSession = { sessionId: string; successIndicator?: string };

/** The gateway's own view of an order (MPGS Retrieve Order): the only proof of payment we accept. */
export type GatewayOrder = { status: string; currency: string; totalCapturedAmount: number; raw: Record<string, unknown> };

export interface PaymentGateway {
  kind: "test" | "mpgs";
  createSession(req: SessionRequest): Promise<CheckoutSession>;
  /** null when the gateway has no such order (never paid through it). */
  retrieveOrder(orderId: string): Promise<GatewayOrder | null>;
  /** Where the browser loads checkout.min.js (MPGS only). */
  scriptUrl?: string;
}

/** MPGS is used when configured; the built-in test gateway when forced, or outside production. */
export function activeGateway(): PaymentGateway | null {
  const e = env();
  if (e.PAYMENTS_TEST_MODE === true) return testGateway;
  if (e.MPGS_BASE_URL && e.MPGS_MERCHANT_ID && e.MPGS_API_PASSWORD) {
    return mpgsGateway({ baseUrl: e.MPGS_BASE_URL, merchantId: e.MPGS_MERCHANT_ID, password: e.MPGS_API_PASSWORD, version: e.MPGS_API_VERSION });
  }
  if (e.PAYMENTS_TEST_MODE === false || e.NODE_ENV === "production") return null;
  return testGateway;
}

export const testGatewayActive = () => activeGateway()?.kind === "test";
