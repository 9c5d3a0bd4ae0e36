import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb, type Db } from "@/lib/platform/db/client";
import { auditLog, orders, paymentAttempts } from "@/lib/platform/db/schema";
import { formatMoney } from "@/lib/platform/format";
import { canSeat } from "@/lib/booking/orders/seats";
import { orderReference } from "@/lib/booking/orders/serialize";
import { isUnpaid } from "@/lib/booking/orders/status";
import type { GatewayAuthorization, GatewayOrder, PaymentGateway, TransactionOutcome } from "@/lib/booking/gateways/gateway-types";
import { MOBILE_PROVIDERS } from "@/lib/booking/gateways/mobile-money";

/**
 * A card session only authorises: the money is held on the card, and our server decides, under the
 * order's row lock, whether to take it. That decision, with mobile money refused while a hold is
 * undecided, is what keeps two ways of paying from both charging one order.
 *
 * Each authorisation's state is kept on the card attempt that reported it
 * (`result.authorisations[id]`): held (undecided, perhaps waiting for a mobile money prompt),
 * capturing / voiding (decided, the gateway not yet answering), captured, voided, or
 * capture-declined / void-declined (the gateway refused: nothing is held any more).
 */
export type AuthorisationState = "held" | "capturing" | "captured" | "voiding" | "voided" | "capture-declined" | "void-declined";
export type AuthorisationRecord = { state: AuthorisationState; amount: number; currency: string; at: string; reason?: string };
type Records = Record<string, AuthorisationRecord>;

export const CARD_HELD =
  "A card payment for this booking is being completed. Please wait a moment and reload the page: if the card payment goes through, nothing more is needed.";

const recordsOf = (result: Record<string, unknown> | null | undefined) => ({ ...((result?.authorisations ?? {}) as Records) });

/** States in which the card may still be charged: mobile money may not start meanwhile. */
const UNDECIDED: AuthorisationState[] = ["held", "capturing"];

/** Whether an attempt's result records a hold not yet decided (or whose decision the gateway has not answered). */
export const hasUndecidedHold = (result: Record<string, unknown> | null | undefined) =>
  Object.values(recordsOf(result)).some((r) => r.state === "held" || r.state === "capturing" || r.state === "voiding");

/** Whether the order has a card authorisation not yet captured or voided (inside the caller's transaction). */
export async function cardHoldUndecided(tx: Db, orderId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.orderId, orderId),
        inArray(paymentAttempts.gateway, ["test", "mpgs"]),
        sql`exists (select 1 from jsonb_each(coalesce(${paymentAttempts.result}->'authorisations', '{}'::jsonb)) as a where a.value->>'state' in ('held', 'capturing'))`,
      ),
    )
    .limit(1);
  return !!row;
}

/** Orders whose card hold waits for a decision: the mobile money poller looks at them again. */
export async function ordersWithUndecidedHolds(limit = 20): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .selectDistinct({ orderId: paymentAttempts.orderId })
    .from(paymentAttempts)
    .where(
      and(
        inArray(paymentAttempts.gateway, ["test", "mpgs"]),
        sql`exists (select 1 from jsonb_each(coalesce(${paymentAttempts.result}->'authorisations', '{}'::jsonb)) as a where a.value->>'state' in ('held', 'capturing', 'voiding'))`,
      ),
    )
    .limit(limit);
  return rows.map((r) => r.orderId);
}

const cents = (n: number) => Math.round(Number(n) * 100);

/** `elsewhere`: another request is capturing, or has taken, a hold this look saw open: the gateway's order it read is stale. */
type Decision = { capture: GatewayAuthorization[]; void: GatewayAuthorization[]; elsewhere?: boolean };

/**
 * Settles the holds the gateway reports for an order (Retrieve Order): under the order's row lock,
 * each hold not yet decided is
 * - voided when the order is no longer payable (paid by mobile money, another card session or by
 *   hand; cancelled) or its seat went to someone else: the payer is not charged at all;
 * - left waiting while a mobile money prompt for the order is PENDING (that prompt's end settles it);
 * - otherwise captured, one hold only (a second tab's hold is voided once the first pays).
 * The gateway is called after the lock, with our transaction ids (`capture-…`, `void-…`), so a
 * repeat is the same request. Returns the gateway's order afresh when anything was taken.
 */
export async function settleCardHolds(gateway: PaymentGateway, orderId: string, attemptId: string, remote: GatewayOrder, now: Date): Promise<GatewayOrder> {
  if (remote.authorizations.length === 0) return remote;
  const db = await getDb();
  const by = `payment gateway (${gateway.kind})`;
  const decision = await db.transaction(async (tx): Promise<Decision> => {
    const [before] = await tx.select().from(orders).where(eq(orders.id, orderId));
    // The seats' pool is locked before the order, as every seat claim does.
    const seat = before && isUnpaid(before.status) ? await canSeat(tx, before, now) : null;
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    const [attempt] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId)).for("update");
    if (!order || !attempt) return { capture: [], void: [] };
    const records = recordsOf(attempt.result);
    // A hold any attempt of the order already decided is not decided again.
    const others = await tx
      .select({ id: paymentAttempts.id, result: paymentAttempts.result })
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.orderId, orderId), inArray(paymentAttempts.gateway, ["test", "mpgs"])));
    const known: Records = {};
    for (const o of others) if (o.id !== attemptId) Object.assign(known, recordsOf(o.result));

    for (const a of remote.authorizations) {
      // Settled at the gateway while its answer to us was lost: the record follows the gateway.
      const r = records[a.id];
      if (a.settled && r && (UNDECIDED.includes(r.state) || r.state === "voiding"))
        records[a.id] = { ...r, state: r.state === "voiding" ? "voided" : "captured" };
      if (a.settled || records[a.id] || known[a.id]) continue;
      records[a.id] = { state: "held", amount: a.amount, currency: remote.currency, at: now.toISOString() };
      await tx.insert(auditLog).values({
        action: "payment.authorised",
        entityType: "order",
        entityId: orderId,
        actorId: null,
        actorEmail: by,
        summary: `${formatMoney(a.amount, remote.currency)} authorised (held on the card) for booking ${orderReference(orderId)}`,
        details: { gateway: gateway.kind, authorisation: a.id, amount: a.amount, currency: remote.currency, sessionId: attempt.sessionId },
      });
    }
    const captureUnderway = Object.values({ ...known, ...records }).some((r) => r.state === "capturing");
    const open = remote.authorizations.filter((a) => !a.settled && (records[a.id]?.state === "held" || records[a.id]?.state === "voiding"));
    const retry = remote.authorizations.filter((a) => !a.settled && records[a.id]?.state === "capturing");
    const [pendingMobile] = await tx
      .select({ id: paymentAttempts.id })
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.orderId, orderId), inArray(paymentAttempts.gateway, [...MOBILE_PROVIDERS]), eq(paymentAttempts.status, "PENDING")))
      .limit(1);

    const price = Number(order.amount);
    const elsewhere = remote.authorizations.some((a) => !a.settled && ["capturing", "captured"].includes((records[a.id] ?? known[a.id])?.state ?? ""));
    const out: Decision = { capture: retry.map((a) => ({ ...a, amount: Math.min(a.amount, price) })), void: [], elsewhere };
    for (const a of open) {
      const voiding = (reason?: string) => {
        records[a.id] = { ...records[a.id], state: "voiding", ...(reason ? { reason } : {}) };
        out.void.push(a);
      };
      if (records[a.id].state === "voiding") voiding();
      else if (!isUnpaid(order.status)) voiding(`the booking is ${order.status}`);
      else if (seat?.ok === false) voiding("its seat went to someone else");
      else if (remote.currency !== order.currency) voiding(`held in ${remote.currency}, the booking is in ${order.currency}`);
      else if (cents(a.amount) < cents(price)) voiding("it does not pay the booking's price");
      // Waits for the mobile money prompt's end, or for the capture underway (then the order is paid, and this hold voided).
      else if (pendingMobile || captureUnderway || out.capture.length > 0) continue;
      else {
        records[a.id] = { ...records[a.id], state: "capturing" };
        // Only the price is taken (a hold for an earlier, higher price is not taken whole).
        out.capture.push({ ...a, amount: price });
      }
    }
    await tx
      .update(paymentAttempts)
      .set({ result: { ...attempt.result, authorisations: records } })
      .where(eq(paymentAttempts.id, attemptId));
    return out;
  });

  let taken = false;
  for (const a of decision.capture) {
    const answer = await gateway.capture({ orderId, transactionId: `capture-${a.id}`, amount: a.amount, currency: remote.currency });
    await noteAnswer(attemptId, a.id, "captured", "capture-declined", answer, by, orderId);
    if (answer.outcome === "approved") taken = true;
  }
  for (const a of decision.void) {
    const answer = await gateway.voidAuthorization({ orderId, transactionId: `void-${a.id}`, targetTransactionId: a.id });
    await noteAnswer(attemptId, a.id, "voided", "void-declined", answer, by, orderId);
  }
  // A concurrent return may be taking the money right now: read the gateway again rather than report the hold as unpaid.
  if (!taken && decision.void.length === 0 && decision.capture.length === 0 && !decision.elsewhere) return remote;
  return (await gateway.retrieveOrder(orderId)) ?? remote;
}

/** The gateway's answer to a capture or void, on the hold's record; a void is audited (a capture is, as money recorded). */
async function noteAnswer(
  attemptId: string,
  authId: string,
  done: AuthorisationState,
  refused: AuthorisationState,
  answer: TransactionOutcome,
  by: string,
  orderId: string,
) {
  // Unanswered: the state stays capturing / voiding, and the same request goes again on the next look.
  if (answer.outcome === "unreachable") return;
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [attempt] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId)).for("update");
    const records = recordsOf(attempt.result);
    const before = records[authId];
    if (!before || before.state === done) return;
    const state = answer.outcome === "approved" ? done : refused;
    records[authId] = { ...before, state, ...(answer.reason ? { reason: answer.reason } : {}) };
    await tx
      .update(paymentAttempts)
      .set({
        result: { ...attempt.result, authorisations: records },
        ...(state === "voided" && attempt.status === "PENDING" ? { status: "CANCELLED" as const } : {}),
      })
      .where(eq(paymentAttempts.id, attemptId));
    if (state === "voided" || state === "capture-declined" || state === "void-declined") {
      const amount = formatMoney(before.amount, before.currency);
      await tx.insert(auditLog).values({
        action: state === "voided" ? "payment.voided" : "payment.settle-refused",
        entityType: "order",
        entityId: orderId,
        actorId: null,
        actorEmail: by,
        summary:
          state === "voided"
            ? `${amount} held on the card released (voided) for booking ${orderReference(orderId)}: the card is not charged`
            : `The gateway refused to ${state === "capture-declined" ? "capture" : "void"} ${amount} on booking ${orderReference(orderId)}: ${answer.reason ?? "no reason given"}`,
        details: { authorisation: authId, amount: before.amount, currency: before.currency, reason: before.reason ?? answer.reason ?? null, raw: answer.raw },
      });
    }
  });
}
