import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { tickets, type Ticket } from "@/lib/platform/db/schema";

/** The booking's live check-in code, if one was issued (its first voucher makes it). */
export async function liveTicketOfOrder(orderId: string): Promise<Ticket | null> {
  const db = await getDb();
  const [t] = await db
    .select()
    .from(tickets)
    .where(and(eq(tickets.orderId, orderId), isNull(tickets.revokedAt)))
    .limit(1);
  return t ?? null;
}
