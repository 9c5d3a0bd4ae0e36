import "server-only";
import { eq } from "drizzle-orm";
import { recordAudit } from "@/lib/access/audit/service";
import { assertAdmin, type Actor } from "@/lib/access/auth/guards";
import { invalidate, tags } from "@/lib/platform/cache-tags";
import { getDb } from "@/lib/platform/db/client";
import { events, tours } from "@/lib/platform/db/schema";
import { NotFoundError } from "@/lib/platform/errors";
import { isLookupKey } from "@/lib/platform/slug";
import { cancellationPolicySchema, policyLines, policyOrDefault } from "@/lib/booking/terms/cancellation-policy";

const TABLES = { tour: tours, event: events } as const;

/**
 * PUT /api/tours/{slug}/cancellation-policy and /api/events/{slug}/cancellation-policy
 * (administrators): the steps of the policy, or null for the default. Audited; the public page
 * shows the new wording at once.
 */
export async function setCancellationPolicy(actor: Actor | null, kind: "tour" | "event", slug: string, body: unknown) {
  assertAdmin(actor);
  const { steps } = cancellationPolicySchema.parse(body);
  const table = TABLES[kind];
  const policy = steps === null ? null : { steps };
  const notFound = new NotFoundError(kind === "tour" ? "Tour not found." : "Event not found.");
  // A slug the database could not even compare (a NUL, an overlong one) names nothing.
  if (!isLookupKey(slug)) throw notFound;
  const db = await getDb();
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx.update(table).set({ cancellationPolicy: policy }).where(eq(table.slug, slug)).returning({ id: table.id, title: table.title });
    if (!row) return null;
    await recordAudit(tx, actor, {
      action: `${kind}.cancellation-policy`,
      entityType: kind,
      entityId: row.id,
      summary: `Cancellation policy of ${row.title}: ${policy ? policyLines(policy).join(" ") : "the default"}`,
      details: { policy },
    });
    return row;
  });
  if (!updated) throw notFound;
  invalidate(kind === "tour" ? tags.tour(slug) : tags.event(slug));
  const effective = policyOrDefault(policy);
  return { message: "The cancellation policy is saved.", policy: { steps: effective.steps, lines: policyLines(effective), isDefault: policy === null } };
}
