import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { orders, paymentAttempts, type Refund } from "@/lib/platform/db/schema";
import type { RefundOutcome } from "./gateway";
import { mobileClient } from "./mobile-clients";
import { PROVIDER_NAMES, type MobileProvider } from "./mobile-money";

/**
 * Money back to the wallet an order was paid from, in the francs it was paid in: the refund (in
 * the order's dollars) takes its share of the francs the payment locked, never more than was paid.
 * The refund's id is the provider's reference for it, so a resend is the same refund.
 */
export async function refundToWallet(refund: Refund): Promise<RefundOutcome> {
  const provider = refund.method as MobileProvider;
  const db = await getDb();
  const [paid] = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, refund.orderId), eq(paymentAttempts.gateway, provider), eq(paymentAttempts.status, "SUCCESS")))
    .orderBy(desc(paymentAttempts.createdAt))
    .limit(1);
  if (!paid) return { outcome: "declined", reason: `no ${PROVIDER_NAMES[provider]} payment found on this order`, raw: {} };
  const r = (paid.result ?? {}) as { msisdn?: string; usd?: number; transactionId?: string };
  const [order] = await db.select({ amount: orders.amount }).from(orders).where(eq(orders.id, refund.orderId));
  const usd = Number(r.usd ?? order?.amount ?? 0);
  const paidFrancs = Number(paid.amount);
  const share = usd > 0 ? Math.round((paidFrancs * Math.round(Number(refund.amount) * 100)) / Math.round(usd * 100)) : 0;
  const francs = Math.min(paidFrancs, share);
  const client = await mobileClient(provider);
  if (!client) return { outcome: "declined", reason: `${PROVIDER_NAMES[provider]} is not configured`, raw: {} };
  const outcome = await client.refund({
    refundId: refund.id,
    reference: paid.sessionId ?? "",
    transactionId: r.transactionId,
    amount: francs,
    currency: paid.currency,
    msisdn: r.msisdn ?? "",
    whole: francs === paidFrancs,
  });
  return { ...outcome, raw: { ...outcome.raw, francs, currency: paid.currency, wallet: r.msisdn ? `…${r.msisdn.slice(-2)}` : null } };
}
