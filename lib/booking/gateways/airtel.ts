import "server-only";
import type { RefundOutcome } from "./gateway";
import { callJson, ProviderError, tokenCache, type MobileMoneyClient, type MobileRefundRequest, type PromptRequest, type PromptStatus } from "./mobile-money";

export type AirtelConfig = { baseUrl: string; clientId: string; clientSecret: string; country: string; currency: string; countryCallingCode: string };

/**
 * Airtel Money Open API, written against its HTTP documentation: OAuth2 client credentials at
 * POST /auth/oauth2/token; collection (USSD push) by POST /merchant/v1/payments/; status by
 * GET /standard/v1/payments/{id} (TS: success, TF: failed, anything else: in progress); refunds
 * of a whole payment by POST /standard/v1/payments/refund naming Airtel's transaction id. The
 * msisdn is sent without the country code. The callback URL is set in Airtel's portal, not per call.
 */
export function airtelClient(c: AirtelConfig): MobileMoneyClient {
  const base = c.baseUrl.replace(/\/$/, "");
  const token = tokenCache(async () => {
    const { status, json } = await callJson(`${base}/auth/oauth2/token`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "*/*" },
      body: JSON.stringify({ client_id: c.clientId, client_secret: c.clientSecret, grant_type: "client_credentials" }),
    });
    if (status !== 200 || typeof json.access_token !== "string") throw new ProviderError(`token refused (HTTP ${status})`, status);
    return { token: json.access_token, expiresIn: Number(json.expires_in ?? 180) };
  });
  const headers = async () => ({
    authorization: `Bearer ${await token.get()}`,
    "x-country": c.country,
    "x-currency": c.currency,
    "content-type": "application/json",
    accept: "*/*",
  });
  const local = (msisdn: string) => (msisdn.startsWith(c.countryCallingCode) ? msisdn.slice(c.countryCallingCode.length) : msisdn);

  return {
    provider: "airtel",

    async requestToPay(req: PromptRequest): Promise<void> {
      const { status, json } = await callJson(`${base}/merchant/v1/payments/`, {
        method: "POST",
        headers: await headers(),
        body: JSON.stringify({
          reference: req.message.slice(0, 64),
          subscriber: { country: c.country, currency: req.currency, msisdn: local(req.msisdn) },
          transaction: { amount: req.amount, country: c.country, currency: req.currency, id: req.reference },
        }),
      });
      if (status === 401) token.clear();
      const s = json.status as { success?: unknown; code?: unknown } | undefined;
      if (status !== 200 || s?.success === false) throw new ProviderError(`payment refused (HTTP ${status}): ${JSON.stringify(json).slice(0, 300)}`, status);
    },

    async status(reference: string): Promise<PromptStatus | null> {
      const { status, json } = await callJson(`${base}/standard/v1/payments/${encodeURIComponent(reference)}`, { method: "GET", headers: await headers() });
      if (status === 404) return null;
      if (status === 401) token.clear();
      if (status !== 200) throw new ProviderError(`status unavailable (HTTP ${status})`, status);
      const t = ((json.data as { transaction?: Record<string, unknown> } | undefined)?.transaction ?? {}) as Record<string, unknown>;
      const code = String(t.status ?? "");
      return {
        status: code === "TS" ? "SUCCESSFUL" : code === "TF" || code === "TE" ? "FAILED" : "PENDING",
        reason: typeof t.message === "string" ? t.message : undefined,
        amount: t.amount === undefined ? undefined : Number(t.amount),
        currency: typeof t.currency === "string" ? t.currency : undefined,
        transactionId: typeof t.airtel_money_id === "string" ? t.airtel_money_id : undefined,
        raw: json,
      };
    },

    async refund(req: MobileRefundRequest): Promise<RefundOutcome> {
      if (!req.whole) return { outcome: "declined", reason: "Airtel Money refunds whole payments only: refund this part to the wallet by hand", raw: {} };
      if (!req.transactionId) return { outcome: "declined", reason: "Airtel's transaction id for this payment is unknown", raw: {} };
      try {
        const { status, json } = await callJson(`${base}/standard/v1/payments/refund`, {
          method: "POST",
          headers: await headers(),
          body: JSON.stringify({ transaction: { airtel_money_id: req.transactionId } }),
        });
        if (status >= 500) return { outcome: "unreachable", raw: json };
        const t = (json.data as { transaction?: { status?: unknown } } | undefined)?.transaction;
        const s = json.status as { success?: unknown; message?: unknown } | undefined;
        if (status === 200 && (t?.status === "SUCCESS" || t?.status === "TS" || s?.success === true))
          return { outcome: "approved", raw: { provider: "airtel", ...json } };
        return { outcome: "declined", reason: typeof s?.message === "string" ? s.message : `HTTP ${status}`, raw: json };
      } catch {
        return { outcome: "unreachable", raw: {} };
      }
    },
  };
}
