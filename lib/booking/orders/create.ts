import "server-only";
import type { Db } from "@/lib/platform/db/client";
import { orderItems, orders, type ItemType, type Order } from "@/lib/platform/db/schema";
import type { Locale } from "@/lib/platform/db/enums";
import { ConflictError } from "@/lib/platform/errors";
import { totalOf, type PricedLine } from "./pricing";
import { claimSeats, holdEndsAt, type SeatPool } from "./seats";

export type NewOrder = {
  itemType: ItemType;
  lines: PricedLine[];
  client: { names: string; email: string; phone: string; address: string; location: string };
  /** The language it was made in: its mails speak it (English when not given). */
  locale?: Locale;
  needDate: Date | null;
  deadline?: Date | null;
  /** The date was sent without a zone: the traveller's wall-clock time (see lib/platform/dates.ts parseSentDateTime). */
  needDateLocal?: boolean;
  deadlineLocal?: boolean;
  /** A tour booked on a departure (its seats are then `seats`). */
  departureId?: string | null;
  /** A departures tour's order that no departure had room for: staff place it (see the orders table). */
  awaitingDeparture?: boolean;
  /** An event order whose confirmation waits for its final price (lib/booking/orders/event-orders.ts). */
  confirmationDue?: boolean;
  /** Seated items (events, departures): the pool the seats come from; the order holds them SEAT_HOLD_MINUTES. */
  seats?: { pool: SeatPool; count: number; full: (title: string, left: number | null) => string };
};

/**
 * The one way an order is created, whatever its kind: the server's priced lines, the client, and
 * for seated items a claim on their seats (the pool locked, so the last seat goes once), in the
 * caller's transaction. Mails are the caller's (a booking and a registration word them differently).
 */
export async function createOrder(tx: Db, o: NewOrder, now: Date): Promise<Order> {
  if (o.seats) {
    const claim = await claimSeats(tx, o.seats.pool, o.seats.count, now);
    if (!claim.ok) throw new ConflictError(o.seats.full(claim.title, claim.left));
  }
  const [order] = await tx
    .insert(orders)
    .values({
      itemType: o.itemType,
      amount: totalOf(o.lines),
      currency: "USD",
      needDate: o.needDate,
      deadline: o.deadline ?? null,
      needDateLocal: o.needDateLocal ?? false,
      deadlineLocal: o.deadlineLocal ?? false,
      departureId: o.departureId ?? null,
      awaitingDeparture: o.awaitingDeparture ?? false,
      confirmationDue: o.confirmationDue ?? false,
      clientNames: o.client.names,
      clientEmail: o.client.email,
      clientPhone: o.client.phone,
      clientAddress: o.client.address,
      clientLocation: o.client.location,
      locale: o.locale ?? "en",
      holdUntil: o.seats ? holdEndsAt(now) : null,
    })
    .returning();
  await tx.insert(orderItems).values(o.lines.map((l) => ({ ...l, orderId: order.id })));
  return order;
}
