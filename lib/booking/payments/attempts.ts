import "server-only";
import { and, desc, eq, inArray } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { paymentAttempts, type PaymentAttempt } from "@/lib/platform/db/schema";
import { maskMsisdn } from "./mobile-schema";
import { formatMoney } from "@/lib/platform/format";

const METHOD = { mpgs: "Card", test: "Test gateway", bank: "Bank transfer", momo: "MTN MoMo", airtel: "Airtel Money" } as const;

export type AttemptRow = {
  id: string;
  createdAt: Date;
  method: string;
  amount: string;
  status: string;
  /** Mobile money: the wallet, partly masked, and the provider's reference (and its transaction). */
  wallet: string | null;
  reference: string | null;
  reason: string | null;
  /** Seconds a mobile money payment has been pending (null: not pending, or not mobile money). */
  pendingFor: number | null;
  mobile: boolean;
};

/** A booking's payment attempts for staff, newest first. */
export async function listOrderAttempts(orderId: string, now = new Date()): Promise<AttemptRow[]> {
  const db = await getDb();
  const rows = await db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId)).orderBy(desc(paymentAttempts.createdAt));
  return rows.map((a) => toRow(a, now));
}

function toRow(a: PaymentAttempt, now: Date): AttemptRow {
  const r = (a.result ?? {}) as { msisdn?: string; transactionId?: string; reason?: string };
  const mobile = a.gateway === "momo" || a.gateway === "airtel";
  return {
    id: a.id,
    createdAt: a.createdAt,
    method: METHOD[a.gateway],
    amount: formatMoney(a.amount, a.currency),
    status: a.status,
    wallet: mobile && r.msisdn ? maskMsisdn(r.msisdn) : null,
    reference: mobile ? [a.sessionId, r.transactionId].filter(Boolean).join(" / ") : null,
    reason: r.reason ?? null,
    pendingFor: mobile && a.status === "PENDING" ? Math.round((now.getTime() - a.createdAt.getTime()) / 1000) : null,
    mobile,
  };
}

/** Staff lists: each order's latest mobile money payment, by order id (orders without one are absent). */
export async function latestMobilePayments(orderIds: string[], now = new Date()): Promise<Map<string, AttemptRow>> {
  if (orderIds.length === 0) return new Map();
  const db = await getDb();
  const rows = await db
    .select()
    .from(paymentAttempts)
    .where(and(inArray(paymentAttempts.orderId, orderIds), inArray(paymentAttempts.gateway, ["momo", "airtel"])))
    .orderBy(desc(paymentAttempts.createdAt));
  const latest = new Map<string, AttemptRow>();
  for (const a of rows) if (!latest.has(a.orderId)) latest.set(a.orderId, toRow(a, now));
  return latest;
}
