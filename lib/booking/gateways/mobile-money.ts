import type { RefundOutcome } from "./gateway";

/** The mobile money providers we collect through: MTN MoMo (Collection) and Airtel Money. */
export const MOBILE_PROVIDERS = ["momo", "airtel"] as const;
export type MobileProvider = (typeof MOBILE_PROVIDERS)[number];
export const PROVIDER_NAMES: Record<MobileProvider, string> = { momo: "MTN MoMo", airtel: "Airtel Money" };

/** One prompt pushed to the payer's phone. `reference` is a fresh UUID v4: the provider's key for it. */
export type PromptRequest = {
  reference: string;
  amount: number;
  currency: string;
  /** The payer's number, international digits without "+" (250781234567). */
  msisdn: string;
  /** Shown to the payer on the phone, and kept in the provider's statement. */
  message: string;
  callbackUrl: string;
};

/**
 * What the provider's status endpoint says of a prompt: the only word we take for money.
 * null: the provider has no such reference (the prompt never reached it).
 */
export type PromptStatus = {
  status: "SUCCESSFUL" | "FAILED" | "PENDING";
  reason?: string;
  amount?: number;
  currency?: string;
  /** The provider's own transaction id (refunds name it). */
  transactionId?: string;
  raw: Record<string, unknown>;
};

export type MobileRefundRequest = {
  /** Ours, a UUID: sending it again is the same refund. */
  refundId: string;
  /** The prompt being refunded and the provider's transaction for it. */
  reference: string;
  transactionId?: string;
  amount: number;
  currency: string;
  msisdn: string;
  /** Whether the whole payment goes back (Airtel refunds whole payments only). */
  whole: boolean;
};

export interface MobileMoneyClient {
  provider: MobileProvider;
  /** Pushes the prompt; throws a ProviderError when the provider did not take it. */
  requestToPay(req: PromptRequest): Promise<void>;
  status(reference: string): Promise<PromptStatus | null>;
  refund(req: MobileRefundRequest): Promise<RefundOutcome>;
}

/** The provider refused or did not answer a request to pay. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly httpStatus?: number,
  ) {
    super(message);
  }
}

/** A bearer token, cached until shortly before it expires. */
export function tokenCache(fetchToken: () => Promise<{ token: string; expiresIn: number }>) {
  let cached: { token: string; until: number } | null = null;
  return {
    async get(): Promise<string> {
      if (cached && cached.until > Date.now()) return cached.token;
      const { token, expiresIn } = await fetchToken();
      cached = { token, until: Date.now() + Math.max(10, expiresIn - 30) * 1000 };
      return token;
    },
    clear() {
      cached = null;
    },
  };
}

/** A JSON call with a deadline; network failures become ProviderError. */
export async function callJson(url: string, init: RequestInit & { timeoutMs?: number }): Promise<{ status: number; json: Record<string, unknown> }> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(init.timeoutMs ?? 20_000), cache: "no-store" });
  } catch (err) {
    throw new ProviderError(`unreachable: ${(err as Error).message}`);
  }
  const body = await res.text();
  let json: Record<string, unknown> = {};
  try {
    json = body ? (JSON.parse(body) as Record<string, unknown>) : {};
  } catch {
    json = { body: body.slice(0, 500) };
  }
  return { status: res.status, json };
}
