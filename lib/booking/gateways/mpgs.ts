import "server-only";
import { AppError } from "@/lib/platform/errors";
import { site } from "@/lib/platform/site";
import type { CheckoutSession, GatewayOrder, PaymentGateway, RefundOutcome, RefundRequest, SessionRequest } from "./gateway-types";

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

  return {
    kind: "mpgs",
    scriptUrl: `${origin}/static/checkout/checkout.min.js`,

    async createSession(req: SessionRequest): Promise<CheckoutSession> {
      const { status, json } = await call("POST", "/session", {
        apiOperation: "INITIATE_CHECKOUT",
        interaction: {
          operation: "PURCHASE",
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
    async refund(req: RefundRequest): Promise<RefundOutcome> {
      let status: number;
      let json: Record<string, unknown>;
      try {
        ({ status, json } = await call("PUT", `/order/${encodeURIComponent(req.orderId)}/transaction/${encodeURIComponent(req.transactionId)}`, {
          apiOperation: "REFUND",
          transaction: { amount: req.amount.toFixed(2), currency: req.currency },
        }));
      } catch {
        return { outcome: "unreachable", raw: {} };
      }
      const response = json.response as { gatewayCode?: unknown; acquirerMessage?: unknown } | undefined;
      if (status < 300 && json.result === "SUCCESS") return { outcome: "approved", raw: json };
      if (status >= 500) return { outcome: "unreachable", raw: json };
      const error = json.error as { explanation?: unknown; cause?: unknown } | undefined;
      const reason = [response?.gatewayCode, response?.acquirerMessage, error?.explanation ?? error?.cause]
        .filter((x) => typeof x === "string" && x)
        .join(": ");
      console.warn("[payments] MPGS refund not approved", status, reason);
      return { outcome: "declined", reason: reason || `HTTP ${status}`, raw: json };
    },

    async retrieveOrder(orderId: string): Promise<GatewayOrder | null> {
      const { status, json } = await call("GET", `/order/${encodeURIComponent(orderId)}`);
      if (status === 404 || json.result === "ERROR") return null;
      if (status >= 400) throw new AppError(502, "The payment gateway could not be reached. Please try again in a moment.");
      return {
        status: String(json.status ?? ""),
        currency: String(json.currency ?? ""),
        totalCapturedAmount: Number(json.totalCapturedAmount ?? 0),
        raw: json,
      };
    },
  };
}
