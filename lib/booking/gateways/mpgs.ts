import "server-only";
import { AppError } from "@/lib/platform/errors";
import { site } from "@/lib/platform/site";
import type {
  CaptureRequest,
  CheckoutSession,
  GatewayAuthorization,
  GatewayOrder,
  PaymentGateway,
  RefundOutcome,
  RefundRequest,
  SessionRequest,
  TransactionOutcome,
  VoidRequest,
} from "./gateway-types";

export type MpgsConfig = { baseUrl: string; merchantId: string; password: string; version: number };

export const SESSION_FAILED = "An error occurred during payment session.";

/**
 * Mastercard Payment Gateway Services, Hosted Checkout (REST API version MPGS_API_VERSION, 100
 * by default). Authenticates with HTTP Basic `merchant.{id}:{password}`.
 */
export function mpgsGateway(c: MpgsConfig): PaymentGateway {
  const origin = c.baseUrl.replace(/\/$/, "");
  const api = `${origin}/api/rest/version/${c.version}/merchant/${encodeURIComponent(c.merchantId)}`;
  const auth = `Basic ${Buffer.from(`merchant.${c.merchantId}:${c.password}`).toString("base64")}`;

  async function call(method: string, path: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
    let res: Response;
    try {
      res = await fetch(`${api}${path}`, {
        method,
        headers: { authorization: auth, accept: "application/json", ...(body ? { "content-type": "application/json" } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(20_000),
        cache: "no-store",
      });
    } catch (err) {
      console.error("[payments] MPGS unreachable", err);
      throw new AppError(502, SESSION_FAILED);
    }
    const json = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    return { status: res.status, json };
  }

  /** PUT …/order/{orderId}/transaction/{transactionId}: refund, capture, void; read the same way. */
  async function transact(what: string, orderId: string, transactionId: string, body: unknown): Promise<TransactionOutcome> {
    let status: number;
    let json: Record<string, unknown>;
    try {
      ({ status, json } = await call("PUT", `/order/${encodeURIComponent(orderId)}/transaction/${encodeURIComponent(transactionId)}`, body));
    } catch {
      return { outcome: "unreachable", raw: {} };
    }
    const response = json.response as { gatewayCode?: unknown; acquirerMessage?: unknown } | undefined;
    if (status < 300 && json.result === "SUCCESS") return { outcome: "approved", raw: json };
    if (status >= 500) return { outcome: "unreachable", raw: json };
    const error = json.error as { explanation?: unknown; cause?: unknown } | undefined;
    const reason = [response?.gatewayCode, response?.acquirerMessage, error?.explanation ?? error?.cause].filter((x) => typeof x === "string" && x).join(": ");
    console.warn(`[payments] MPGS ${what} not approved`, status, reason);
    return { outcome: "declined", reason: reason || `HTTP ${status}`, raw: json };
  }

  return {
    kind: "mpgs",
    scriptUrl: `${origin}/static/checkout/checkout.min.js`,

    async createSession(req: SessionRequest): Promise<CheckoutSession> {
      const { status, json } = await call("POST", "/session", {
        apiOperation: "INITIATE_CHECKOUT",
        interaction: {
          // The card is only held: our server captures it, or voids it when the order was paid another way.
          operation: "AUTHORIZE",
          merchant: { name: site.name },
          returnUrl: req.returnUrl,
          // Seconds the payer has to pay (Hosted Checkout's interaction.timeout): never past the seat hold.
          ...(req.expiresAt ? { timeout: Math.max(1, Math.floor((req.expiresAt.getTime() - (req.now ?? new Date()).getTime()) / 1000)) } : {}),
        },
        order: { id: req.orderId, amount: req.amount.toFixed(2), currency: req.currency, description: req.description.slice(0, 127) },
      });
      const session = json.session as { id?: unknown } | undefined;
      if (status >= 400 || json.result === "ERROR" || typeof session?.id !== "string") {
        console.error("[payments] MPGS session refused", status, JSON.stringify(json.error ?? json).slice(0, 500));
        throw new AppError(502, SESSION_FAILED);
      }
      return { sessionId: session.id, successIndicator: typeof json.successIndicator === "string" ? json.successIndicator : undefined };
    },

    /**
     * Transaction: Refund (PUT …/order/{orderId}/transaction/{transactionId}, apiOperation REFUND):
     * the gateway refunds against the order's capture. Our transaction id makes a repeat of the same
     * request the same refund, so an unanswered one is simply sent again.
     */
    refund: (req: RefundRequest): Promise<RefundOutcome> =>
      transact("refund", req.orderId, req.transactionId, {
        apiOperation: "REFUND",
        transaction: { amount: req.amount.toFixed(2), currency: req.currency },
      }),

    /** Transaction: Capture (apiOperation CAPTURE) of money the card holder authorised. */
    capture: (req: CaptureRequest): Promise<TransactionOutcome> =>
      transact("capture", req.orderId, req.transactionId, {
        apiOperation: "CAPTURE",
        transaction: { amount: req.amount.toFixed(2), currency: req.currency },
      }),

    /** Transaction: Void (apiOperation VOID) of an authorisation: the hold on the card is released. */
    voidAuthorization: (req: VoidRequest): Promise<TransactionOutcome> =>
      transact("void", req.orderId, req.transactionId, { apiOperation: "VOID", transaction: { targetTransactionId: req.targetTransactionId } }),

    async retrieveOrder(orderId: string): Promise<GatewayOrder | null> {
      const { status, json } = await call("GET", `/order/${encodeURIComponent(orderId)}`);
      if (status === 404 || json.result === "ERROR") return null;
      if (status >= 400) throw new AppError(502, "The payment gateway could not be reached. Please try again in a moment.");
      return {
        status: String(json.status ?? ""),
        currency: String(json.currency ?? ""),
        totalCapturedAmount: Number(json.totalCapturedAmount ?? 0),
        totalAuthorizedAmount: Number(json.totalAuthorizedAmount ?? 0),
        authorizations: authorizationsOf(json),
        raw: json,
      };
    },
  };
}

type RetrievedTransaction = { result?: unknown; transaction?: { id?: unknown; type?: unknown; amount?: unknown; targetTransactionId?: unknown } };

/**
 * The order's authorisations from Retrieve Order's transaction list: each successful AUTHORIZATION,
 * settled once voided, or once captures cover it (captures are matched to authorisations in order).
 */
function authorizationsOf(json: Record<string, unknown>): GatewayAuthorization[] {
  const list = (Array.isArray(json.transaction) ? json.transaction : []) as RetrievedTransaction[];
  const ok = list.filter((t) => t.result === "SUCCESS" && t.transaction);
  const voided = new Set(ok.filter((t) => String(t.transaction?.type).startsWith("VOID")).map((t) => String(t.transaction?.targetTransactionId ?? "")));
  let captured = ok.filter((t) => t.transaction?.type === "CAPTURE").reduce((sum, t) => sum + Math.round(Number(t.transaction?.amount ?? 0) * 100), 0);
  return ok
    .filter((t) => t.transaction?.type === "AUTHORIZATION")
    .map((t) => {
      const id = String(t.transaction?.id ?? "");
      const amount = Number(t.transaction?.amount ?? 0);
      if (voided.has(id)) return { id, amount, settled: true };
      const covered = captured >= Math.round(amount * 100);
      if (covered) captured -= Math.round(amount * 100);
      return { id, amount, settled: covered };
    });
}
