import "server-only";
import { eq, or } from "drizzle-orm";
import { getDb } from "@/lib/platform/db/client";
import { tours, type Tour } from "@/lib/platform/db/schema";
import { isLookupKey, isUuid } from "@/lib/platform/slug";

/** One tour's row by slug or id, drafts included: what departures hang on (and the tour reads start from). */
export async function findTourRow(slugOrId: string): Promise<Tour | null> {
  if (!isLookupKey(slugOrId)) return null;
  const db = await getDb();
  const match = isUuid(slugOrId) ? or(eq(tours.slug, slugOrId), eq(tours.id, slugOrId)) : eq(tours.slug, slugOrId);
  const [row] = await db.select().from(tours).where(match).limit(1);
  return row ?? null;
}
