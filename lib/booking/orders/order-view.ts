import "server-only";
import type { RefundMethod } from "@/lib/platform/db/enums";
import { cache } from "react";
import { and, asc, desc, eq } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { events, participants, refunds, tourDepartures, tours } from "@/lib/platform/db/schema";
import { CATEGORY_LABELS, COLUMN_LABELS, feeColumn } from "@/lib/booking/terms/fees";
import { participantName } from "@/lib/booking/terms/names";
import { getOrder } from "./queries";
import { seatHoldOf, type SeatHold } from "./seat-hold";
import type { ApiOrder } from "./serialize";

/** A tour booking as /pay and /myorder describe it. */
export type TourBooking = {
  kind: "tour";
  title: string;
  slug: string | null;
  people: number;
  /** The departure booked on; null when booked on request. */ departsAt: Date | null;
};

/** One person an event order registers: their category (the fee table's row), the column that applied, the fee. */
export type RegisteredPerson = { name: string; category: string; column: string | null; amount: number };

/** An event registration as /pay and /myorder describe it: the event's whole span, its venue and who comes. */
export type EventRegistration = {
  kind: "event";
  title: string;
  slug: string | null;
  startDate: Date | null;
  endDate: Date | null;
  place: string;
  people: RegisteredPerson[];
};

/** The booking was cancelled (by the traveller, or by staff with a refund): what goes back, and whether it has. */
export type Cancellation = { refundAmount: number; made: boolean; method: RefundMethod } | null;

/** `hold`: an unpaid order's seat hold (null when it holds none). */
export type OrderView = ApiOrder & { item: TourBooking | EventRegistration; cancellation: Cancellation; hold: SeatHold | null };

/**
 * One order as the visitor's pages show it: the order, and what it is for (the tour, or the event
 * and the participants it registers). The item's current title and place are read by joins; a
 * deleted tour or event keeps the title stored on the order. Per request: both pages and their
 * metadata share it.
 */
export const getOrderView = cache(async (id: string): Promise<OrderView | null> => {
  const order = await getOrder(id);
  if (!order) return null;
  const first = order.itemsArray[0];
  const db = await getDb();
  const [cancelled] = await db
    .select({ amount: refunds.amount, state: refunds.state, method: refunds.method })
    .from(refunds)
    .where(and(eq(refunds.orderId, order.id), eq(refunds.cancels, true)))
    .orderBy(desc(refunds.createdAt))
    .limit(1);
  const hold = await seatHoldOf(order);
  const cancellation: Cancellation =
    cancelled && cancelled.state !== "declined" && cancelled.state !== "pending"
      ? { refundAmount: Number(cancelled.amount), made: cancelled.state === "succeeded", method: cancelled.method }
      : null;
  if (order.itemType === "tour") {
    const [[tour], [departure]] = await Promise.all([
      first ? db.select({ title: tours.title, slug: tours.slug }).from(tours).where(eq(tours.id, first.id)).limit(1) : [],
      order.departureId ? db.select({ startsAt: tourDepartures.startsAt }).from(tourDepartures).where(eq(tourDepartures.id, order.departureId)).limit(1) : [],
    ]);
    return {
      ...order,
      cancellation,
      hold,
      item: {
        kind: "tour",
        title: tour?.title ?? first?.title ?? "",
        slug: tour?.slug ?? null,
        people: first?.itemNumber ?? 1,
        departsAt: departure?.startsAt ?? null,
      },
    };
  }
  const [event] = first ? await db.select().from(events).where(eq(events.id, first.id)).limit(1) : [];
  const registered = await db.select().from(participants).where(eq(participants.orderId, order.id)).orderBy(asc(participants.createdAt));
  return {
    ...order,
    cancellation,
    hold,
    item: {
      kind: "event",
      title: event?.title ?? first?.title ?? registered[0]?.eventName ?? "",
      slug: event?.slug ?? null,
      startDate: event?.startDate ?? null,
      endDate: event?.endDate ?? null,
      place: event?.place ?? "",
      people: registered.map((p) => ({
        name: participantName(p),
        category: CATEGORY_LABELS[p.category],
        // The column that applied when the person registered (early birds up to the deadline).
        column: event?.fees ? COLUMN_LABELS[feeColumn(event, p.createdAt)] : null,
        amount: Number(p.amount),
      })),
    },
  };
});
