import "server-only";
import { env, type Env } from "@/lib/env";
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

/** Money back on an order paid through the gateway: `transactionId` is ours and unique, so a repeat is the same refund. */
export type RefundRequest = { orderId: string; transactionId: string; amount: number; currency: string };
/**
 * approved: the money goes back; declined: the gateway refused, with its reason; unreachable: no
 * answer, so it may or may not have happened (the same request is sent again later).
 */
export type RefundOutcome = { outcome: "approved" | "declined" | "unreachable"; reason?: string; raw: Record<string, unknown> };

export interface PaymentGateway {
  kind: "test" | "mpgs";
  createSession(req: SessionRequest): Promise<CheckoutSession>;
  /** null when the gateway has no such order (never paid through it). */
  retrieveOrder(orderId: string): Promise<GatewayOrder | null>;
  refund(req: RefundRequest): Promise<RefundOutcome>;
  /** Where the browser loads checkout.min.js (MPGS only). */
  scriptUrl?: string;
}

/** What decides the gateway: whether MPGS is configured, PAYMENTS_TEST_MODE, and production. */
export type PaymentSettings = { production: boolean; testMode: boolean | undefined; mpgs: boolean };

/**
 * The test gateway is never mistaken for money. MPGS is used whenever it is
 * configured (PAYMENTS_TEST_MODE cannot override it); without it, the test gateway runs when
 * PAYMENTS_TEST_MODE=1, or, outside production, unless PAYMENTS_TEST_MODE=0. So in production it
 * needs PAYMENTS_TEST_MODE=1 and no MPGS configuration.
 */
export function gatewayKind(s: PaymentSettings): "mpgs" | "test" | null {
  if (s.mpgs) return "mpgs";
  if (s.testMode === true) return "test";
  if (s.testMode === false || s.production) return null;
  return "test";
}

export function paymentSettings(e: Env = env()): PaymentSettings {
  return { production: e.NODE_ENV === "production", testMode: e.PAYMENTS_TEST_MODE, mpgs: !!(e.MPGS_BASE_URL && e.MPGS_MERCHANT_ID && e.MPGS_API_PASSWORD) };
}

/** The gateway an order was paid through, for its refund: the test gateway always, MPGS while configured. */
export function gatewayOfKind(kind: "test" | "mpgs"): PaymentGateway | null {
  if (kind === "test") return testGateway;
  const e = env();
  if (!(e.MPGS_BASE_URL && e.MPGS_MERCHANT_ID && e.MPGS_API_PASSWORD)) return null;
  return mpgsGateway({ baseUrl: e.MPGS_BASE_URL, merchantId: e.MPGS_MERCHANT_ID, password: e.MPGS_API_PASSWORD, version: e.MPGS_API_VERSION });
}

export function activeGateway(): PaymentGateway | null {
  const kind = gatewayKind(paymentSettings());
  if (kind === "test") return testGateway;
  return kind === "mpgs" ? gatewayOfKind("mpgs") : null;
}

/** Whether a card can be paid at all: /pay offers only the methods that work. */
export const cardPaymentAvailable = () => gatewayKind(paymentSettings()) !== null;

export const testGatewayActive = () => gatewayKind(paymentSettings()) === "test";
