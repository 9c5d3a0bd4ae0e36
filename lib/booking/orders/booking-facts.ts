import "server-only";
import { and, asc, eq, isNull } from "drizzle-orm";
import { DEFAULT_CANCELLATION_POLICY, type CancellationPolicy } from "@/lib/booking/terms/cancellation-rules";
import type { Db } from "@/lib/platform/db/client";
import { events, orderItems, orders, participants, tickets, tourDepartures, tours, type Order, type Participant } from "@/lib/platform/db/schema";
import { participantName } from "@/lib/booking/terms/names";

/**
 * One booking as the after-booking features need it (voucher, cancellation, reminder, check-in):
 * what it is for, who travels, when it starts and where to meet. Read from the rows, so it works in
 * a transaction and outside a request.
 */
export type BookingFacts = {
  order: Order;
  kind: Order["itemType"];
  title: string;
  /** The party size (a registration is one person). */
  people: number;
  /** The departure, the event's start, or the requested tour day (Kigali midnight); null when none. */
  startsAt: Date | null;
  /** An event's end; null for tours. */
  endsAt: Date | null;
  /** A departure or an event has a set time; a tour on request has only a day. */
  timed: boolean;
  /** Where to meet: the pick-up place the traveller gave (tours) or the venue (events). */
  place: string;
  /** A tour's pick-up time as the traveller asked for it. */
  pickUpAt: Date | null;
  /** The names on the booking: the lead traveller, or the registered participant. */
  travellers: string[];
  participant: Participant | null;
  /** The tour's or event's policy (its own, or the default). */
  policy: CancellationPolicy;
  /**
   * The start the policy counts from: the booking's own, or, for a paid booking moved with its
   * terms kept, the start it was paid for when that is earlier (a move never makes a refund larger).
   */
  policyStartsAt: Date | null;
  /** When the party was checked in at the door (its live code's scan); null until then. */
  checkedInAt: Date | null;
};

const policyStart = (order: Order, startsAt: Date | null) =>
  order.policyStartsAt && startsAt && order.policyStartsAt.getTime() < startsAt.getTime() ? order.policyStartsAt : startsAt;

export async function bookingFacts(db: Db, orderId: string): Promise<BookingFacts | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) return null;
  const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id)).limit(1);
  const [ticket] = await db
    .select({ at: tickets.checkedInAt })
    .from(tickets)
    .where(and(eq(tickets.orderId, orderId), isNull(tickets.revokedAt)))
    .limit(1);
  const base = { order, kind: order.itemType, people: line?.itemNumber ?? 1, title: line?.title ?? "", checkedInAt: ticket?.at ?? null };

  if (order.itemType === "event") {
    const [event] = line ? await db.select().from(events).where(eq(events.id, line.itemId)).limit(1) : [];
    const [participant] = await db.select().from(participants).where(eq(participants.orderId, orderId)).orderBy(asc(participants.createdAt)).limit(1);
    return {
      ...base,
      title: event?.title ?? (base.title || participant?.eventName || ""),
      startsAt: event?.startDate ?? order.needDate,
      endsAt: event?.endDate ?? null,
      timed: true,
      place: event?.place ?? "",
      pickUpAt: null,
      travellers: participant ? [participantName(participant)] : [order.clientNames],
      participant: participant ?? null,
      policy: event?.cancellationPolicy ?? DEFAULT_CANCELLATION_POLICY,
      policyStartsAt: policyStart(order, event?.startDate ?? order.needDate),
    };
  }

  const [tour] = line ? await db.select({ title: tours.title, policy: tours.cancellationPolicy }).from(tours).where(eq(tours.id, line.itemId)).limit(1) : [];
  const [departure] = order.departureId
    ? await db.select({ startsAt: tourDepartures.startsAt }).from(tourDepartures).where(eq(tourDepartures.id, order.departureId))
    : [];
  const startsAt = departure?.startsAt ?? order.needDate;
  return {
    ...base,
    title: tour?.title ?? base.title,
    startsAt,
    endsAt: null,
    timed: !!departure,
    place: order.clientLocation,
    pickUpAt: order.deadline,
    travellers: [order.clientNames],
    participant: null,
    policy: tour?.policy ?? DEFAULT_CANCELLATION_POLICY,
    policyStartsAt: policyStart(order, startsAt),
  };
}
