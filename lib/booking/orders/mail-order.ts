import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/platform/db/client";
import { orderItems, tourDepartures, type Order } from "@/lib/platform/db/schema";
import type { MailOrder } from "./mails";
import { paidInOf } from "./paid-amount";

/** An order as every mail about it reads it: its first line's title and party, and its departure. */
export async function mailOrder(tx: Db, o: Order): Promise<MailOrder> {
  const [line] = await tx.select().from(orderItems).where(eq(orderItems.orderId, o.id)).limit(1);
  const [departure] = o.departureId
    ? await tx.select({ startsAt: tourDepartures.startsAt }).from(tourDepartures).where(eq(tourDepartures.id, o.departureId))
    : [];
  return {
    id: o.id,
    amount: Number(o.amount),
    clientNames: o.clientNames,
    clientEmail: o.clientEmail,
    needDate: o.needDate,
    title: line?.title ?? "",
    people: line?.itemNumber ?? 1,
    departsAt: departure?.startsAt ?? null,
    holdUntil: o.departureId ? o.holdUntil : null,
    paidIn: paidInOf(o),
    locale: o.locale,
  };
}
