import "server-only";
import { and, count, desc, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { orderItems, orders, tourDepartures, tours, ORDER_STATUSES, type Order, type OrderStatus } from "@/lib/platform/db/schema";
import { toApiOrder, type ApiOrder } from "./serialize";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One order with its items, or null (also for ids that are not UUIDs). */
export async function getOrder(id: string): Promise<ApiOrder | null> {
  if (!UUID.test(id)) return null;
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  if (!order) return null;
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(orderItems.id);
  return toApiOrder(order, items);
}

export type OrderListQuery = { page: number; limit: number; status?: OrderStatus; q?: string; itemType?: Order["itemType"] };

/** `departsAt`: the start of the departure the tour is booked on (null when booked on request). */
export type BookingRow = ApiOrder & { tourName: string | null; departsAt: Date | null };

/** Orders newest first with the booked item's current title (null when the tour is gone) and departure. */
export async function listOrders(query: OrderListQuery): Promise<{ rows: BookingRow[]; total: number }> {
  const db = await getDb();
  const where: SQL[] = [];
  if (query.itemType) where.push(eq(orders.itemType, query.itemType));
  if (query.status) where.push(eq(orders.status, query.status));
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(orders.clientNames, like), ilike(orders.clientEmail, like))!);
  }
  const cond = where.length ? and(...where) : undefined;
  const [page, [{ n }]] = await Promise.all([
    db
      .select({ order: orders, departsAt: tourDepartures.startsAt })
      .from(orders)
      .leftJoin(tourDepartures, eq(tourDepartures.id, orders.departureId))
      .where(cond)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(orders).where(cond),
  ]);
  const ids = page.map((r) => r.order.id);
  const items = ids.length
    ? await db
        .select({ orderId: orderItems.orderId, itemId: orderItems.itemId, itemNumber: orderItems.itemNumber, title: orderItems.title, tourTitle: tours.title })
        .from(orderItems)
        .leftJoin(tours, eq(tours.id, orderItems.itemId))
        .where(inArray(orderItems.orderId, ids))
    : [];
  const rows = page.map(({ order: o, departsAt }) => {
    const mine = items.filter((i) => i.orderId === o.id);
    return { ...toApiOrder(o, mine), tourName: mine[0]?.tourTitle ?? null, departsAt };
  });
  return { rows, total: n };
}

export const isOrderStatus = (v: string | null | undefined): v is OrderStatus => !!v && (ORDER_STATUSES as readonly string[]).includes(v);
