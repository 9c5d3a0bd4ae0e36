import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { events, tours } from "@/lib/platform/db/schema";
import type { CancellationPolicy } from "@/lib/booking/terms/cancellation-rules";

/** A tour's or event's own cancellation policy (by id), or null when it follows the default. */
export async function storedPolicy(kind: "tour" | "event", id: string): Promise<CancellationPolicy | null> {
  const table = kind === "tour" ? tours : events;
  const [row] = await (await getDb()).select({ policy: table.cancellationPolicy }).from(table).where(eq(table.id, id));
  return row?.policy ?? null;
}
