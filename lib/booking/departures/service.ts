import "server-only";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import { recordAudit } from "@/lib/access/audit/service";
import { assertAdmin, type Actor } from "@/lib/access/auth/guards";
import { invalidate, tags } from "@/lib/platform/cache-tags";
import { getDb, type Db } from "@/lib/platform/db/client";
import { orderItems, orders, tourDepartures, tours, type Tour, type TourDeparture } from "@/lib/platform/db/schema";
import { formatDayTime, parseKigaliDateTime } from "@/lib/platform/dates";
import { ConflictError, NotFoundError, ValidationError } from "@/lib/platform/errors";
import { bookingMovedMail, bookingPlacedMail } from "@/lib/booking/orders/mails";
import { orderReference } from "@/lib/booking/orders/serialize";
import { claimSeats, departureSeatPool, holdEndsAt, SEAT_HOLD_MINUTES } from "@/lib/booking/orders/seats";
import { departureFullMessage } from "@/lib/booking/terms/departure-rules";
import { changeOrderStatus } from "@/lib/booking/status/change";
import { mailOrder } from "@/lib/booking/orders/mail-order";
import { isUnpaid, UNPAID_STATUSES } from "@/lib/booking/orders/status";
import { findTourRow } from "./tour-row";
import { getDeparture, toPublicDeparture, type PublicDeparture } from "./queries";
import { departureChangeSchema, departureSchema, moveBookingSchema, seriesSchema } from "./schema";
import { seriesMoments } from "./series";
import { isUuid } from "@/lib/platform/slug";
import { storeThenMail } from "@/lib/platform/mail/store-then-mail";
import { voucherAttachment } from "@/lib/booking/vouchers/attachment";

export const DEPARTURE_MISSING = "Departure not found.";
export const DEPARTURE_EXISTS = "This tour already has a departure at that moment.";
export const SERIES_EXISTS = "Every departure of this series already exists.";
export const CANCELLED_FINAL = "A cancelled departure cannot be reopened or given seats: add a new departure instead.";
export const belowTaken = (taken: number) =>
  `${taken} ${taken === 1 ? "seat is" : "seats are"} already taken on this departure: it cannot have fewer seats than that.`;

async function tourOf(slug: string): Promise<Tour> {
  const tour = await findTourRow(slug);
  if (!tour) throw new NotFoundError("Tour not found.");
  return tour;
}

/** Locks one of the tour's departures for the rest of the transaction (the seat pool's lock). */
async function lockDeparture(tx: Db, tourId: string, id: string): Promise<TourDeparture> {
  if (!isUuid(id)) throw new NotFoundError(DEPARTURE_MISSING);
  const [row] = await tx
    .select()
    .from(tourDepartures)
    .where(and(eq(tourDepartures.id, id), eq(tourDepartures.tourId, tourId)))
    .for("update");
  if (!row) throw new NotFoundError(DEPARTURE_MISSING);
  return row;
}

const fresh = (d: TourDeparture): PublicDeparture => toPublicDeparture({ ...d, paid: 0, held: 0, left: d.seats });
const changed = (tour: Tour) => invalidate(tags.departures(tour.slug), tags.tours);

/**
 * POST /api/tours/{slug}/departures (admins): one departure `{ startsAt, seats, note? }`, or a
 * series `{ series: { from, to, weekdays, time, skip? }, seats, note? }`. Moments a live departure
 * of the tour already has are left out of a series (and refused for a single one).
 */
export async function addDepartures(actor: Actor | null, slug: string, body: Record<string, unknown>) {
  assertAdmin(actor);
  const tour = await tourOf(slug);
  const db = await getDb();
  if (body.series === undefined) {
    const input = departureSchema.parse(body);
    const startsAt = parseKigaliDateTime(input.startsAt);
    const row = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(tourDepartures)
        .values({ tourId: tour.id, startsAt, seats: input.seats, note: input.note })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new ConflictError(DEPARTURE_EXISTS);
      await recordAudit(tx, actor, {
        action: "departure.create",
        entityType: "departure",
        entityId: row.id,
        summary: `Departure of ${tour.title} on ${formatDayTime(startsAt)} added (${row.seats} seats)`,
      });
      return row;
    });
    changed(tour);
    return { message: "Departure added.", departure: fresh(row) };
  }
  const input = seriesSchema.parse(body);
  const moments = seriesMoments({ ...input.series, weekdays: [...new Set(input.series.weekdays)] });
  const rows = await db.transaction(async (tx) => {
    const rows = await tx
      .insert(tourDepartures)
      .values(moments.map((startsAt) => ({ tourId: tour.id, startsAt, seats: input.seats, note: input.note })))
      .onConflictDoNothing()
      .returning();
    if (rows.length === 0) throw new ConflictError(SERIES_EXISTS);
    await recordAudit(tx, actor, {
      action: "departure.series",
      entityType: "tour",
      entityId: tour.id,
      summary: `${rows.length} departures of ${tour.title} added, ${formatDayTime(moments[0])} to ${formatDayTime(moments[moments.length - 1])} (${input.seats} seats each)`,
      details: { series: input.series, skipped: moments.length - rows.length },
    });
    return rows.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  });
  changed(tour);
  const skipped = moments.length - rows.length;
  return {
    message: `${rows.length} ${rows.length === 1 ? "departure" : "departures"} added${skipped ? `; ${skipped} already existed` : ""}.`,
    departures: rows.map(fresh),
  };
}

/**
 * Cancels every booking on a departure, in its transaction (the departure locked first, then each
 * order): unpaid ones are CANCELLED, paid ones REFUND_DUE; each traveller gets the departure's
 * cancellation mail (lib/booking/status/mails.ts). Returns how many bookings were told.
 */
async function cancelBookings(tx: Db, actor: Actor, departure: TourDeparture): Promise<number> {
  const booked = await tx
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(and(eq(orders.departureId, departure.id), inArray(orders.status, [...UNPAID_STATUSES, "PAID"])))
    .orderBy(asc(orders.createdAt));
  let told = 0;
  for (const o of booked) {
    const to = isUnpaid(o.status) ? "CANCELLED" : "REFUND_DUE";
    const done = await changeOrderStatus(
      tx,
      o.id,
      to,
      { actor },
      {
        reason: "departure-cancelled",
        summary: `Booking ${orderReference(o.id)}: ${to} (its departure of ${formatDayTime(departure.startsAt)} was cancelled)`,
      },
    );
    if (done) told++;
  }
  return told;
}

const toldMessage = (n: number) => (n === 0 ? "No one had booked it." : `${n} ${n === 1 ? "booking was" : "bookings were"} cancelled and told by e-mail.`);

/** PATCH /api/tours/{slug}/departures/{id} (admins): seats (never below those taken), note, state. */
export async function changeDeparture(actor: Actor | null, slug: string, id: string, body: Record<string, unknown>, now = new Date()) {
  assertAdmin(actor);
  const tour = await tourOf(slug);
  const message = await storeThenMail(async (tx) => {
    const current = await lockDeparture(tx, tour.id, id);
    const change = departureChangeSchema.parse(body);
    if (current.state === "cancelled" && ((change.state && change.state !== "cancelled") || change.seats !== undefined))
      throw new ConflictError(CANCELLED_FINAL);
    if (change.seats !== undefined && change.seats !== current.seats) {
      const taken = await departureSeatPool(current.id).taken(tx, now);
      if (change.seats < taken) throw new ConflictError(belowTaken(taken));
    }
    const cancelling = change.state === "cancelled" && current.state !== "cancelled";
    const told = cancelling ? await cancelBookings(tx, actor, current) : 0;
    await tx.update(tourDepartures).set({ seats: change.seats, note: change.note, state: change.state }).where(eq(tourDepartures.id, current.id));
    const what = [
      change.seats !== undefined && `seats ${current.seats} → ${change.seats}`,
      change.state && change.state !== current.state && `${current.state} → ${change.state}`,
      change.note !== undefined && "note",
    ]
      .filter(Boolean)
      .join(", ");
    await recordAudit(tx, actor, {
      action: cancelling ? "departure.cancel" : "departure.update",
      entityType: "departure",
      entityId: current.id,
      summary: `Departure of ${tour.title} on ${formatDayTime(current.startsAt)}: ${what || "no change"}`,
      details: { ...change, told },
    });
    return cancelling ? `Departure cancelled. ${toldMessage(told)}` : "Departure updated.";
  });
  changed(tour);
  const departure = await getDeparture(id, now);
  return { message, departure: toPublicDeparture(departure!) };
}

/**
 * DELETE /api/tours/{slug}/departures/{id} (admins): a departure nobody ever booked is removed; one
 * with bookings is cancelled instead (kept with its manifest), its travellers told by e-mail.
 */
export async function removeDeparture(actor: Actor | null, slug: string, id: string, now = new Date()) {
  assertAdmin(actor);
  const tour = await tourOf(slug);
  const result = await storeThenMail(async (tx) => {
    const current = await lockDeparture(tx, tour.id, id);
    const [{ n }] = await tx.select({ n: count() }).from(orders).where(eq(orders.departureId, current.id));
    const when = formatDayTime(current.startsAt);
    if (n === 0) {
      await tx.delete(tourDepartures).where(eq(tourDepartures.id, current.id));
      await recordAudit(tx, actor, {
        action: "departure.delete",
        entityType: "departure",
        entityId: current.id,
        summary: `Departure of ${tour.title} on ${when} removed`,
      });
      return { message: "Departure removed.", removed: true };
    }
    if (current.state === "cancelled") return { message: "This departure is already cancelled.", removed: false };
    const told = await cancelBookings(tx, actor, current);
    await tx.update(tourDepartures).set({ state: "cancelled" }).where(eq(tourDepartures.id, current.id));
    await recordAudit(tx, actor, {
      action: "departure.cancel",
      entityType: "departure",
      entityId: current.id,
      summary: `Departure of ${tour.title} on ${when} cancelled`,
      details: { told },
    });
    return { message: `Departure cancelled. ${toldMessage(told)}`, removed: false };
  });
  changed(tour);
  if (result.removed) return { message: result.message };
  return { message: result.message, departure: toPublicDeparture((await getDeparture(id, now))!) };
}

export const MOVE_NOT_ON_DEPARTURE = "This booking is not on a departure.";
export const PLACE_OTHER_TOUR = "A booking can only be placed on a departure of its own tour.";
export const MOVE_SAME = "The booking is already on this departure.";
export const MOVE_STATUS = "Only a booking that is paid or waiting for payment can be moved.";
export const MOVE_OTHER_TOUR = "A booking can only move to another departure of its own tour.";
export const MOVE_CANCELLED = "That departure has been cancelled: a booking cannot move to it.";
export const MOVE_CLOSED = "That departure is closed for booking: reopen it first, or choose another one.";
export const MOVE_LEFT = "That departure has already left: a booking can only move to an upcoming one.";
export const moveFull = (left: number) => `${departureFullMessage(left)} The booking cannot move to it.`;

/** Why a booking may not move to `target` at `now`, or null when it may. */
function moveRefusal(target: TourDeparture, now: Date): string | null {
  if (target.state === "cancelled") return MOVE_CANCELLED;
  if (target.startsAt.getTime() <= now.getTime()) return MOVE_LEFT;
  if (target.state === "closed") return MOVE_CLOSED;
  return null;
}

/**
 * PUT /api/order/{id}/departure (administrators: a move changes what a cancellation refunds):
 * moves a booking to another open, upcoming departure of the same tour with room for its party.
 * Both departures are locked (in id order, so two moves in opposite directions cannot deadlock),
 * then the order. A paid booking keeps the refund terms it was paid under (the start it was paid
 * for) unless the administrator chooses the new departure's (`refundTerms`). The traveller is told
 * by e-mail.
 */
export async function moveBooking(actor: Actor | null, orderId: string, body: Record<string, unknown>, now = new Date()) {
  assertAdmin(actor);
  const { departureId, refundTerms } = moveBookingSchema.parse(body);
  if (!isUuid(orderId)) throw new NotFoundError("Order not found.");
  const db = await getDb();
  const [peek] = await db.select({ departureId: orders.departureId, awaiting: orders.awaitingDeparture }).from(orders).where(eq(orders.id, orderId));
  if (!peek) throw new NotFoundError("Order not found.");
  if (!peek.departureId && peek.awaiting) return placeBooking(actor, orderId, departureId, now);
  if (!peek.departureId) throw new ConflictError(MOVE_NOT_ON_DEPARTURE);
  if (peek.departureId === departureId) throw new ConflictError(MOVE_SAME);
  const fromId = peek.departureId;
  const slug = await storeThenMail(async (tx, mail) => {
    const locked = await tx
      .select()
      .from(tourDepartures)
      .where(inArray(tourDepartures.id, [fromId, departureId]))
      .orderBy(asc(tourDepartures.id))
      .for("update");
    const from = locked.find((d) => d.id === fromId);
    const target = locked.find((d) => d.id === departureId);
    if (!target) throw new ValidationError(["The selected departure does not exist."]);
    if (!from || target.tourId !== from.tourId) throw new ValidationError([MOVE_OTHER_TOUR]);
    const refused = moveRefusal(target, now);
    if (refused) throw new ValidationError([refused]);
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    // Moved or changed by someone else since it was read.
    if (order.departureId !== fromId) throw new ConflictError("This booking was changed meanwhile: please reload and try again.");
    if (order.status !== "PAID" && !isUnpaid(order.status)) throw new ConflictError(MOVE_STATUS);
    const [line] = await tx.select({ people: orderItems.itemNumber }).from(orderItems).where(eq(orderItems.orderId, orderId)).limit(1);
    const claim = await claimSeats(tx, departureSeatPool(target.id), line.people, now, orderId);
    if (!claim.ok) throw new ValidationError([moveFull(claim.left ?? 0)]);
    // Only money already paid has terms to keep; an unpaid booking will be paid for the new date.
    const paidFor = order.status === "PAID" && refundTerms === "as-paid" ? (order.policyStartsAt ?? from.startsAt) : null;
    const [moved] = await tx
      .update(orders)
      .set({ departureId: target.id, needDate: target.startsAt, deadline: target.startsAt, policyStartsAt: paidFor })
      .where(eq(orders.id, orderId))
      .returning();
    const terms =
      order.status !== "PAID"
        ? ""
        : paidFor
          ? `; a cancellation is refunded as for ${formatDayTime(paidFor)}`
          : "; a cancellation is refunded by the new departure's date";
    await recordAudit(tx, actor, {
      action: "order.move",
      entityType: "order",
      entityId: orderId,
      summary: `Booking ${orderReference(orderId)} moved from the departure of ${formatDayTime(from.startsAt)} to ${formatDayTime(target.startsAt)}${terms}`,
      details: { from: from.id, to: target.id, refundTerms: order.status === "PAID" ? refundTerms : null, policyStartsAt: paidFor?.toISOString() ?? null },
    });
    const movedMail = bookingMovedMail({ ...(await mailOrder(tx, moved)), departsAt: target.startsAt }, from.startsAt);
    // A paid booking's voucher names the departure: the mail carries the new one.
    await mail(moved.status === "PAID" ? { ...movedMail, attachments: [voucherAttachment(orderId)] } : movedMail);
    const [tour] = await tx.select({ slug: tours.slug }).from(tours).where(eq(tours.id, target.tourId));
    return tour?.slug;
  });
  if (slug) invalidate(tags.departures(slug));
  return { message: "The booking has been moved. The traveller has been told by e-mail." };
}

/**
 * The same call for a booking taken on request (an old client booked a departures tour where none
 * had room): places it on a departure of its tour, under the departure's lock, and tells the
 * traveller the date. A paid booking is refunded by that departure's date, the first it was given.
 */
async function placeBooking(actor: Actor, orderId: string, departureId: string, now: Date) {
  const slug = await storeThenMail(async (tx, mail) => {
    const [target] = await tx.select().from(tourDepartures).where(eq(tourDepartures.id, departureId)).for("update");
    if (!target) throw new ValidationError(["The selected departure does not exist."]);
    const refused = moveRefusal(target, now);
    if (refused) throw new ValidationError([refused]);
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (order.departureId || !order.awaitingDeparture) throw new ConflictError("This booking was changed meanwhile: please reload and try again.");
    if (order.status !== "PAID" && !isUnpaid(order.status)) throw new ConflictError(MOVE_STATUS);
    const [line] = await tx
      .select({ people: orderItems.itemNumber, tourId: orderItems.itemId })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .limit(1);
    if (order.itemType !== "tour" || line.tourId !== target.tourId) throw new ValidationError([PLACE_OTHER_TOUR]);
    const claim = await claimSeats(tx, departureSeatPool(target.id), line.people, now, orderId);
    if (!claim.ok) throw new ValidationError([`${departureFullMessage(claim.left ?? 0)} The booking cannot be placed on it.`]);
    const [placed] = await tx
      .update(orders)
      // An unpaid booking holds its seats as a new one does; paying later re-takes them if still free.
      .set({
        departureId: target.id,
        awaitingDeparture: false,
        needDate: target.startsAt,
        deadline: target.startsAt,
        holdUntil: order.status === "PAID" ? null : holdEndsAt(now),
      })
      .where(eq(orders.id, orderId))
      .returning();
    await recordAudit(tx, actor, {
      action: "order.place",
      entityType: "order",
      entityId: orderId,
      summary: `Booking ${orderReference(orderId)}, taken on request, placed on the departure of ${formatDayTime(target.startsAt)}`,
      details: { to: target.id },
    });
    const placedMail = bookingPlacedMail({ ...(await mailOrder(tx, placed)), departsAt: target.startsAt }, order.status === "PAID" ? null : SEAT_HOLD_MINUTES);
    await mail(placed.status === "PAID" ? { ...placedMail, attachments: [voucherAttachment(orderId)] } : placedMail);
    const [tour] = await tx.select({ slug: tours.slug }).from(tours).where(eq(tours.id, target.tourId));
    return tour?.slug;
  });
  if (slug) invalidate(tags.departures(slug));
  return { message: "The booking has been placed on the departure. The traveller has been told by e-mail." };
}
