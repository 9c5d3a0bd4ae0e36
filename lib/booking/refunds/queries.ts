import "server-only";
import { desc, eq } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { refunds, type Refund } from "@/lib/platform/db/schema";

/** An order's refunds, newest first (its page in /account). */
export async function listOrderRefunds(orderId: string): Promise<Refund[]> {
  const db = await getDb();
  return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(desc(refunds.createdAt));
}
