import { paidInOf, type PaidIn } from "@/lib/booking/orders/paid-amount";
import "server-only";
import { and, count, desc, eq, gt, sql, type SQL } from "drizzle-orm";
import { eventSeatsTaken } from "@/lib/booking/orders/seats";
import { hashToken, isWellFormedToken } from "@/lib/access/auth/tokens";
import { getDb } from "@/lib/platform/db/client";
import { events, orders, participants, tickets, type Participant } from "@/lib/platform/db/schema";
import { UNPAID_STATUSES } from "@/lib/booking/orders/status";
import type { PaymentFilter } from "./schema";

/**
 * The payment status is the order's, read by a join (never copied onto the participant):
 * FREE without an order and without a fee, UNPAID when a fee has no order left, else the order's status.
 */
export const paymentStatus = sql<string>`case when ${participants.orderId} is null then (case when ${participants.amount} = 0 then 'FREE' else 'UNPAID' end) else ${orders.status} end`;

/**
 * Where a registration stands at `now`, for staff: CONFIRMED (a free one whose
 * e-mail was confirmed, or a paid one), UNCONFIRMED (free, waiting for the e-mailed link, seat
 * held), AWAITING_PAYMENT (paid event, seat held), EXPIRED (the hold lapsed: no seat), CANCELLED.
 */
export function registrationState(now: Date) {
  const unpaid = sql.join(
    UNPAID_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  return sql<RegistrationState>`case
    when ${participants.orderId} is null then (case when ${participants.amount} = 0 and ${participants.confirmedAt} is not null then 'CONFIRMED' when ${participants.amount} = 0 and ${participants.holdUntil} > ${now.toISOString()}::timestamptz then 'UNCONFIRMED' else 'EXPIRED' end)
    when ${orders.status} = 'PAID' then 'CONFIRMED'
    when ${orders.status} in (${unpaid}) and ${orders.holdUntil} > ${now.toISOString()}::timestamptz then 'AWAITING_PAYMENT'
    when ${orders.status} in (${unpaid}) then 'EXPIRED'
    else 'CANCELLED' end`;
}
export type RegistrationState = "CONFIRMED" | "UNCONFIRMED" | "AWAITING_PAYMENT" | "EXPIRED" | "CANCELLED";

/** When the registration's ticket was checked in at the door (its order's live code, or a free registration's own). */
export const checkedInAt =
  sql<Date | null>`(select ${tickets.checkedInAt} from ${tickets} where ${tickets.revokedAt} is null and (${tickets.orderId} = ${participants.orderId} or ${tickets.participantId} = ${participants.id}) limit 1)`.mapWith(
    tickets.checkedInAt,
  );

export type ParticipantRow = Participant & {
  eventSlug: string | null;
  paymentStatus: string;
  paidAt: Date | null;
  testMode: boolean;
  state: RegistrationState;
  refundedAmount: number;
  checkedInAt: Date | null;
  /** Paid by mobile money: the francs paid. */
  paidIn: PaidIn;
};

const rowColumns = (now: Date) => ({
  participant: participants,
  eventSlug: events.slug,
  paymentStatus,
  paidAt: orders.paidAt,
  testMode: orders.testMode,
  refundedAmount: orders.refundedAmount,
  payCurrency: orders.payCurrency,
  payAmount: orders.payAmount,
  checkedInAt,
  state: registrationState(now),
});

function filters(opts: { eventId?: string; payment?: PaymentFilter }, now: Date): SQL | undefined {
  // "UNCONFIRMED" filters on the registration's state: staff see the ones waiting for their e-mail apart.
  const payment =
    opts.payment === "UNCONFIRMED" ? sql`${registrationState(now)} = 'UNCONFIRMED'` : opts.payment ? sql`${paymentStatus} = ${opts.payment}` : undefined;
  return and(opts.eventId ? eq(participants.eventId, opts.eventId) : undefined, payment);
}

/** Participants newest first, with the event's slug and the payment status; optionally filtered and paged. */
export async function listParticipants(
  opts: { eventId?: string; payment?: PaymentFilter; page?: number; limit?: number; now?: Date } = {},
): Promise<{ items: ParticipantRow[]; total: number; checkedIn: number }> {
  const db = await getDb();
  const now = opts.now ?? new Date();
  const where = filters(opts, now);
  const base = db
    .select(rowColumns(now))
    .from(participants)
    .leftJoin(orders, eq(orders.id, participants.orderId))
    .leftJoin(events, eq(events.id, participants.eventId))
    .where(where);
  const query = base.orderBy(desc(participants.createdAt), desc(participants.id));
  const [rows, [{ n, checkedIn }]] = await Promise.all([
    opts.limit ? query.limit(opts.limit).offset(((opts.page ?? 1) - 1) * opts.limit) : query,
    db
      .select({ n: count(), checkedIn: sql<number>`count(*) filter (where ${checkedInAt} is not null)`.mapWith(Number) })
      .from(participants)
      .leftJoin(orders, eq(orders.id, participants.orderId))
      .where(where),
  ]);
  return {
    items: rows.map((r) => ({
      ...r.participant,
      eventSlug: r.eventSlug,
      paymentStatus: r.paymentStatus,
      paidAt: r.paidAt,
      testMode: r.testMode ?? false,
      state: r.state,
      refundedAmount: Number(r.refundedAmount ?? 0),
      paidIn: paidInOf({ payCurrency: r.payCurrency, payAmount: r.payAmount }),
      checkedInAt: r.checkedInAt,
    })),
    total: n,
    checkedIn,
  };
}

/** Registrations and seats left of one event, for its dashboard page. */
export async function eventRegistrationSummary(eventId: string, capacity: number | null) {
  const db = await getDb();
  const [taken, { items }] = await Promise.all([eventSeatsTaken(db, eventId), listParticipants({ eventId })]);
  return { items, taken, seatsLeft: capacity === null ? null : Math.max(0, capacity - taken) };
}

/** Approved events that have not started: the choices of the registration form. */
export async function listOpenEvents(now = new Date()) {
  const db = await getDb();
  return db
    .select({
      id: events.id,
      slug: events.slug,
      title: events.title,
      startDate: events.startDate,
      endDate: events.endDate,
      place: events.place,
      price: events.price,
      price1: events.price1,
      fees: events.fees,
      earlyBirdDeadline: events.earlyBirdDeadline,
      capacity: events.capacity,
      cancellationPolicy: events.cancellationPolicy,
    })
    .from(events)
    .where(and(eq(events.isApproved, true), gt(events.startDate, now)))
    .orderBy(events.startDate);
}

/** Every event, latest first, for the dashboard's event filter. */
export async function listEventChoices() {
  const db = await getDb();
  return db.select({ id: events.id, title: events.title }).from(events).orderBy(desc(events.startDate));
}

/** What a free registration's e-mailed link stands for, read without changing anything (the page shows it before any click). */
export type ConfirmLinkState = { state: "unknown" } | { state: "pending" | "confirmed"; firstName: string; eventTitle: string };

export async function confirmLinkState(token: string): Promise<ConfirmLinkState> {
  if (!isWellFormedToken(token)) return { state: "unknown" };
  const db = await getDb();
  const [row] = await db
    .select({ firstName: participants.firstName, confirmedAt: participants.confirmedAt, eventTitle: events.title })
    .from(participants)
    .innerJoin(events, eq(events.id, participants.eventId))
    .where(eq(participants.confirmTokenHash, hashToken(token)))
    .limit(1);
  if (!row) return { state: "unknown" };
  return { state: row.confirmedAt ? "confirmed" : "pending", firstName: row.firstName, eventTitle: row.eventTitle };
}
