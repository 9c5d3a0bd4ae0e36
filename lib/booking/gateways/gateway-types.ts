/** The contract both payment gateways implement (lib/booking/gateways/mpgs.ts, lib/booking/gateways/test-gateway.ts). */

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
