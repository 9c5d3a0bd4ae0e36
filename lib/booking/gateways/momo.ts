import "server-only";
import type { RefundOutcome } from "./gateway";
import { callJson, ProviderError, tokenCache, type MobileMoneyClient, type MobileRefundRequest, type PromptRequest, type PromptStatus } from "./mobile-money";

export type MomoConfig = {
  baseUrl: string;
  subscriptionKey: string;
  apiUser: string;
  apiKey: string;
  targetEnvironment: string;
  /** Refunds: the Disbursement product's own key and API user (absent: refunds are refused, with that reason). */
  disbursement?: { subscriptionKey: string; apiUser: string; apiKey: string };
};

/**
 * MTN MoMo Open API, written against its HTTP documentation (no SDK: the npm packages are old or
 * browser-only). Collection: POST /collection/token/ (Basic API user:key) gives a bearer token;
 * POST /collection/v1_0/requesttopay with a fresh X-Reference-Id answers 202 and prompts the
 * payer; GET /collection/v1_0/requesttopay/{referenceId} says SUCCESSFUL, FAILED or PENDING.
 * Refunds: Disbursement, POST /disbursement/v1_0/refund (202), then GET …/refund/{referenceId}.
 */
export function momoClient(c: MomoConfig): MobileMoneyClient {
  const base = c.baseUrl.replace(/\/$/, "");
  const tokenFor = (product: "collection" | "disbursement", key: string, user: string, secret: string) =>
    tokenCache(async () => {
      const { status, json } = await callJson(`${base}/${product}/token/`, {
        method: "POST",
        headers: { authorization: `Basic ${Buffer.from(`${user}:${secret}`).toString("base64")}`, "ocp-apim-subscription-key": key },
      });
      if (status !== 200 || typeof json.access_token !== "string") throw new ProviderError(`token refused (HTTP ${status})`, status);
      return { token: json.access_token, expiresIn: Number(json.expires_in ?? 3600) };
    });
  const collection = tokenFor("collection", c.subscriptionKey, c.apiUser, c.apiKey);
  const d = c.disbursement;
  const disbursement = d ? tokenFor("disbursement", d.subscriptionKey, d.apiUser, d.apiKey) : null;
  const headers = async (token: ReturnType<typeof tokenCache>, key: string, extra: Record<string, string> = {}) => ({
    authorization: `Bearer ${await token.get()}`,
    "ocp-apim-subscription-key": key,
    "x-target-environment": c.targetEnvironment,
    ...extra,
  });

  return {
    provider: "momo",

    async requestToPay(req: PromptRequest): Promise<void> {
      const { status, json } = await callJson(`${base}/collection/v1_0/requesttopay`, {
        method: "POST",
        headers: await headers(collection, c.subscriptionKey, {
          "x-reference-id": req.reference,
          "x-callback-url": req.callbackUrl,
          "content-type": "application/json",
        }),
        body: JSON.stringify({
          amount: String(req.amount),
          currency: req.currency,
          externalId: req.reference,
          payer: { partyIdType: "MSISDN", partyId: req.msisdn },
          payerMessage: req.message.slice(0, 160),
          payeeNote: req.message.slice(0, 160),
        }),
      });
      if (status === 401) collection.clear();
      if (status !== 202) throw new ProviderError(`request to pay refused (HTTP ${status}): ${JSON.stringify(json).slice(0, 300)}`, status);
    },

    async status(reference: string): Promise<PromptStatus | null> {
      const { status, json } = await callJson(`${base}/collection/v1_0/requesttopay/${encodeURIComponent(reference)}`, {
        method: "GET",
        headers: await headers(collection, c.subscriptionKey),
      });
      if (status === 404) return null;
      if (status === 401) collection.clear();
      if (status !== 200) throw new ProviderError(`status unavailable (HTTP ${status})`, status);
      return readStatus(json);
    },

    async refund(req: MobileRefundRequest): Promise<RefundOutcome> {
      if (!d || !disbursement) return { outcome: "declined", reason: "MTN MoMo refunds are not configured (MOMO_DISBURSEMENT_* variables)", raw: {} };
      try {
        const sent = await callJson(`${base}/disbursement/v1_0/refund`, {
          method: "POST",
          headers: await headers(disbursement, d.subscriptionKey, { "x-reference-id": req.refundId, "content-type": "application/json" }),
          body: JSON.stringify({
            amount: String(req.amount),
            currency: req.currency,
            externalId: req.refundId,
            payerMessage: "Refund",
            payeeNote: "Refund",
            referenceIdToRefund: req.reference,
          }),
        });
        // 409: this refund was sent before (an unanswered attempt): its outcome is read below.
        if (sent.status !== 202 && sent.status !== 409) {
          if (sent.status >= 500) return { outcome: "unreachable", raw: sent.json };
          return { outcome: "declined", reason: reasonOf(sent.json) || `HTTP ${sent.status}`, raw: sent.json };
        }
        const { status, json } = await callJson(`${base}/disbursement/v1_0/refund/${encodeURIComponent(req.refundId)}`, {
          method: "GET",
          headers: await headers(disbursement, d.subscriptionKey),
        });
        if (status !== 200) return { outcome: "unreachable", raw: json };
        const s = readStatus(json);
        if (s.status === "SUCCESSFUL") return { outcome: "approved", raw: { provider: "momo", ...json } };
        if (s.status === "FAILED") return { outcome: "declined", reason: s.reason || "refused by MTN MoMo", raw: json };
        return { outcome: "unreachable", raw: json };
      } catch {
        return { outcome: "unreachable", raw: {} };
      }
    },
  };
}

function reasonOf(json: Record<string, unknown>): string {
  const r = json.reason ?? json.message ?? json.code;
  if (typeof r === "string") return r;
  if (r && typeof r === "object") return String((r as { code?: unknown; message?: unknown }).message ?? (r as { code?: unknown }).code ?? "");
  return "";
}

function readStatus(json: Record<string, unknown>): PromptStatus {
  const s = String(json.status ?? "").toUpperCase();
  return {
    status: s === "SUCCESSFUL" ? "SUCCESSFUL" : s === "FAILED" || s === "REJECTED" || s === "TIMEOUT" ? "FAILED" : "PENDING",
    reason: reasonOf(json) || undefined,
    amount: json.amount === undefined ? undefined : Number(json.amount),
    currency: typeof json.currency === "string" ? json.currency : undefined,
    transactionId: typeof json.financialTransactionId === "string" ? json.financialTransactionId : undefined,
    raw: json,
  };
}
