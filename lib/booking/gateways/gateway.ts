import "server-only";
import { env, type Env } from "@/lib/platform/env";
import { mpgsGateway } from "./mpgs";
import { testGateway } from "./test-gateway";
import type { PaymentGateway } from "./gateway-types";

export type {
  CaptureRequest,
  CheckoutSession,
  GatewayOrder,
  PaymentGateway,
  RefundOutcome,
  RefundRequest,
  SessionRequest,
  TransactionOutcome,
  VoidRequest,
} from "./gateway-types";

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
