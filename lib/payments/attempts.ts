import "server-only";
import { desc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { paymentAttempts } from "@/lib/db/schema";
import { formatMoney } from "./francs";
import { maskMsisdn } from "./mobile-schema";

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
  return rows.map((a) => {
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
  });
}
