import "server-only";
import type { Actor } from "@/lib/access/auth/guards";
import type { Db } from "@/lib/platform/db/client";
import { auditLog } from "@/lib/platform/db/schema";

export type AuditInput = {
  action: string; // e.g. "user.block", "tour.publish", "order.status"
  entityType: string;
  entityId?: string | null;
  summary?: string;
  details?: Record<string, unknown>;
};

/** Records an admin action. Pass the transaction that made the change so both land or neither does. */
export async function recordAudit(db: Db, actor: Pick<Actor, "id" | "email">, input: AuditInput): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: input.action,
    entityType: input.entityType,
    entityId: input.entityId ?? null,
    summary: input.summary ?? "",
    details: input.details ?? {},
  });
}
