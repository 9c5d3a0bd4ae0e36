import "server-only";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { recordAudit } from "@/lib/access/audit/service";
import { assertAdmin, assertStaff, type Actor } from "@/lib/access/auth/guards";
import { formatDay, formatDayRange, formatDayTime, kigaliStartOfDay } from "@/lib/platform/dates";
import { getDb, type Db } from "@/lib/platform/db/client";
import { events, orders, participants, tickets, type Ticket } from "@/lib/platform/db/schema";
import { ConflictError, ForbiddenError, NotFoundError } from "@/lib/platform/errors";
import { bookingFacts } from "@/lib/booking/orders/booking-facts";
import { participantName } from "@/lib/booking/terms/names";
import { orderReference } from "@/lib/booking/orders/serialize";
import { checkInRequestSchema, undoCheckInSchema } from "./code";
import { reissueTicket } from "./issue";

export const UNKNOWN_CODE = "Unknown check-in code: it was never issued, or it was replaced by a newer one.";
export const OVERRIDE_ADMINS = "Only an administrator may check a party in on another day than its own.";
export const CANCELLED_CODE = "This booking was cancelled or refunded: its voucher is no longer valid.";

/** Who a code lets in: the booking's traveller, the party's size and what they came for. */
export type Admission = {
  reference: string;
  traveller: string;
  partySize: number;
  title: string;
  kind: "tour" | "event";
  startsAt: string | null;
  endsAt: string | null;
};
/** The days a code is accepted on (Kigali time): from the start of the day before to the end of the last day. */
export type CheckInDays = { opens: string; closes: string };
export type CheckInResult =
  | ({ first: true; message: string; checkedInAt: string; checkedInBy: string } & Admission)
  | ({ first: false; error: string; checkedInAt: string; checkedInBy: string } & Admission)
  | ({ first: false; error: string; notToday: CheckInDays } & Admission);

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a booking's code may be used: the day before its start (parties arrive early, events have
 * a registration desk the evening before) to the end of its last day, in Kigali time (no daylight
 * saving, so a day is 24 hours). null: a booking without a date is not held to a day.
 */
export function checkInDays(who: Pick<Admission, "startsAt" | "endsAt">): { opens: Date; closes: Date } | null {
  if (!who.startsAt) return null;
  const opens = new Date(kigaliStartOfDay(who.startsAt).getTime() - DAY_MS);
  const closes = new Date(kigaliStartOfDay(who.endsAt ?? who.startsAt).getTime() + DAY_MS);
  return { opens, closes };
}

/** Why a code is refused at `now`: the day it is for, and when check-in opens or that it has passed. */
function notTodayMessage(who: Admission, days: { opens: Date; closes: Date }, now: Date): string {
  const on = formatDayRange(who.startsAt!, who.endsAt ?? who.startsAt!);
  if (now.getTime() < days.opens.getTime()) return `Not today: this code is for ${who.title} on ${on}. Check-in for it opens on ${formatDay(days.opens)}.`;
  return `Not today: this code was for ${who.title} on ${on}, which has passed.`;
}

/** The booking (or free registration) behind a code, refused when it no longer stands. */
async function admission(db: Db, ticket: Ticket): Promise<Admission> {
  if (ticket.orderId) {
    const facts = await bookingFacts(db, ticket.orderId);
    if (!facts) throw new NotFoundError(UNKNOWN_CODE);
    if (facts.order.status !== "PAID") throw new ConflictError(CANCELLED_CODE);
    return {
      reference: orderReference(facts.order.id),
      traveller: facts.travellers.join(", "),
      partySize: facts.people,
      title: facts.title,
      kind: facts.kind,
      startsAt: facts.startsAt?.toISOString() ?? null,
      endsAt: facts.endsAt?.toISOString() ?? null,
    };
  }
  const [row] = await db
    .select({ p: participants, title: events.title, startsAt: events.startDate, endsAt: events.endDate })
    .from(participants)
    .leftJoin(events, eq(events.id, participants.eventId))
    .where(eq(participants.id, ticket.participantId!));
  if (!row) throw new NotFoundError(UNKNOWN_CODE);
  if (!row.p.confirmedAt) throw new ConflictError(CANCELLED_CODE);
  return {
    reference: orderReference(row.p.id),
    traveller: participantName(row.p),
    partySize: 1,
    title: row.title ?? row.p.eventName,
    kind: "event",
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
  };
}

/**
 * POST /api/check-in (staff): the first scan of a valid code on its days (checkInDays) checks the
 * booking in (200 with who and what); any later one is answered with when and by whom (409). A
 * code for another day is refused with the day it is for (409), unless an administrator gives a
 * reason (`overrideReason`, audited). A revoked or unknown code is a 404, a malformed one a 400; a
 * cancelled booking's code is refused (409). The check-in is one conditional update under the
 * order's lock, so two scanners at the same door cannot both let the party in, and a cancellation
 * cannot slip in beside it.
 */
export async function checkIn(actor: Actor | null, body: unknown, now = new Date()): Promise<CheckInResult> {
  assertStaff(actor);
  const { code, overrideReason } = checkInRequestSchema.parse(body);
  const db = await getDb();
  const [ticket] = await db
    .select()
    .from(tickets)
    .where(and(eq(tickets.code, code), isNull(tickets.revokedAt)))
    .limit(1);
  if (!ticket) throw new NotFoundError(UNKNOWN_CODE);
  const who = await admission(db, ticket);
  const days = checkInDays(who);
  const outside = days !== null && (now.getTime() < days.opens.getTime() || now.getTime() >= days.closes.getTime());
  if (outside && !ticket.checkedInAt) {
    if (!overrideReason)
      return { first: false, error: notTodayMessage(who, days, now), notToday: { opens: days.opens.toISOString(), closes: days.closes.toISOString() }, ...who };
    if (actor.role !== "admin") throw new ForbiddenError(OVERRIDE_ADMINS);
  }
  const [won] = await db.transaction(async (tx) => {
    if (ticket.orderId) {
      const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, ticket.orderId)).for("update");
      if (order?.status !== "PAID") throw new ConflictError(CANCELLED_CODE);
    }
    const rows = await tx
      .update(tickets)
      .set({ checkedInAt: now, checkedInById: actor.id, checkedInBy: actor.email })
      .where(and(eq(tickets.id, ticket.id), isNull(tickets.checkedInAt)))
      .returning();
    if (rows.length) {
      const overridden = outside ? `, outside its days (${formatDayRange(who.startsAt!, who.endsAt ?? who.startsAt!)}): ${overrideReason}` : "";
      await recordAudit(tx, actor, {
        action: "ticket.check-in",
        entityType: ticket.orderId ? "order" : "participant",
        entityId: ticket.orderId ?? ticket.participantId,
        summary: `${who.reference} checked in: ${who.traveller}, ${who.partySize} for ${who.title}${overridden}`,
        details: outside ? { ticketId: ticket.id, override: true, reason: overrideReason } : { ticketId: ticket.id },
      });
    }
    return rows;
  });
  if (won)
    return {
      first: true,
      message: `Checked in: ${who.traveller}, party of ${who.partySize}.`,
      checkedInAt: now.toISOString(),
      checkedInBy: actor.email,
      ...who,
    };
  const [earlier] = await db.select().from(tickets).where(eq(tickets.id, ticket.id));
  const at = earlier.checkedInAt!;
  return {
    first: false,
    error: `Already checked in on ${formatDayTime(at)} (Kigali time) by ${earlier.checkedInBy ?? "a staff member"}.`,
    checkedInAt: at.toISOString(),
    checkedInBy: earlier.checkedInBy ?? "",
    ...who,
  };
}

export const NOT_CHECKED_IN = "This code has not been checked in: there is nothing to undo.";

/**
 * POST /api/check-in/undo (administrators): a check-in made by mistake (the wrong party, the wrong
 * day) is undone, with a reason in the audit log; the code can then be checked in again, and the
 * traveller may cancel under the policy again.
 */
export async function undoCheckIn(actor: Actor | null, body: unknown): Promise<{ message: string }> {
  assertAdmin(actor);
  const { code, reason } = undoCheckInSchema.parse(body);
  const db = await getDb();
  const [ticket] = await db
    .select()
    .from(tickets)
    .where(and(eq(tickets.code, code), isNull(tickets.revokedAt)))
    .limit(1);
  if (!ticket) throw new NotFoundError(UNKNOWN_CODE);
  const who = await admission(db, ticket).catch((err: unknown) => {
    // A cancelled booking's check-in may still be undone; only an unknown code is refused.
    if (err instanceof ConflictError) return null;
    throw err;
  });
  await db.transaction(async (tx) => {
    const [undone] = await tx
      .update(tickets)
      .set({ checkedInAt: null, checkedInById: null, checkedInBy: null })
      .where(and(eq(tickets.id, ticket.id), isNotNull(tickets.checkedInAt)))
      .returning({ id: tickets.id });
    if (!undone) throw new ConflictError(NOT_CHECKED_IN);
    await recordAudit(tx, actor, {
      action: "ticket.undo-check-in",
      entityType: ticket.orderId ? "order" : "participant",
      entityId: ticket.orderId ?? ticket.participantId,
      summary: `Check-in of ${who?.reference ?? orderReference(ticket.orderId ?? ticket.participantId!)} undone: ${reason}`,
      details: { ticketId: ticket.id, reason, checkedInAt: ticket.checkedInAt?.toISOString() ?? null, checkedInBy: ticket.checkedInBy },
    });
  });
  return { message: `Check-in undone${who ? ` for ${who.traveller}` : ""}: the code can be checked in again.` };
}

/**
 * POST /api/order/{id}/check-in-code (administrators): a lost or shared voucher's code stops
 * working and the booking gets a new one (its next voucher download carries it). Refused once the
 * party has checked in.
 */
export async function replaceCheckInCode(actor: Actor | null, orderId: string, now = new Date()): Promise<{ message: string }> {
  assertAdmin(actor);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [order] = /^[0-9a-f-]{36}$/i.test(orderId)
      ? await tx.select({ id: orders.id, status: orders.status }).from(orders).where(eq(orders.id, orderId)).for("update")
      : [];
    if (!order) throw new NotFoundError("Order not found.");
    if (order.status !== "PAID") throw new ConflictError("Only a paid booking has a check-in code.");
    const [live] = await tx
      .select()
      .from(tickets)
      .where(and(eq(tickets.orderId, orderId), isNull(tickets.revokedAt)));
    if (live?.checkedInAt) throw new ConflictError("This booking has already checked in: its code cannot be replaced.");
    await reissueTicket(tx, orderId, now);
    await recordAudit(tx, actor, {
      action: "ticket.replace",
      entityType: "order",
      entityId: orderId,
      summary: `New check-in code for ${orderReference(orderId)}; the old one no longer works`,
      details: {},
    });
  });
  return { message: "A new check-in code is issued: the old one no longer works. The traveller can download the new voucher from their booking page." };
}
