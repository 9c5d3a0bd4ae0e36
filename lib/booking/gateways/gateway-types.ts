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

/**
 * The gateway's own view of an order (MPGS Retrieve Order): the only proof of payment we accept.
 * Card sessions only authorise (the card is held); `authorizations` are those holds, by the
 * gateway's transaction id, so one can be captured or voided.
 */
export type GatewayOrder = {
  status: string;
  currency: string;
  totalCapturedAmount: number;
  totalAuthorizedAmount: number;
  authorizations: GatewayAuthorization[];
  raw: Record<string, unknown>;
};
/** One authorisation on a gateway order: `settled` once captured or voided (nothing more may be taken from it). */
export type GatewayAuthorization = { id: string; amount: number; settled: boolean };

/** Transaction: Capture of held money, and Transaction: Void of a hold; `transactionId` is ours, so a repeat is the same request. */
export type CaptureRequest = { orderId: string; transactionId: string; amount: number; currency: string };
export type VoidRequest = { orderId: string; transactionId: string; targetTransactionId: string };

/** Money back on an order paid through the gateway: `transactionId` is ours and unique, so a repeat is the same refund. */
export type RefundRequest = { orderId: string; transactionId: string; amount: number; currency: string };
/**
 * approved: the money goes back; declined: the gateway refused, with its reason; unreachable: no
 * answer, so it may or may not have happened (the same request is sent again later).
 */
export type RefundOutcome = { outcome: "approved" | "declined" | "unreachable"; reason?: string; raw: Record<string, unknown> };
/** The same three answers for a capture or a void. */
export type TransactionOutcome = RefundOutcome;

export interface PaymentGateway {
  kind: "test" | "mpgs";
  createSession(req: SessionRequest): Promise<CheckoutSession>;
  /** null when the gateway has no such order (never paid through it). */
  retrieveOrder(orderId: string): Promise<GatewayOrder | null>;
  refund(req: RefundRequest): Promise<RefundOutcome>;
  /** Takes held money (Transaction: Capture). */
  capture(req: CaptureRequest): Promise<TransactionOutcome>;
  /** Releases a hold on the card, so it is never charged (Transaction: Void). */
  voidAuthorization(req: VoidRequest): Promise<TransactionOutcome>;
  /** Where the browser loads checkout.min.js (MPGS only). */
  scriptUrl?: string;
}
