import "server-only";
import { eq } from "drizzle-orm";
import { assertAdmin, assertStaff, type Actor } from "@/lib/auth/guards";
import { recordAudit } from "@/lib/audit/service";
import { invalidate, tags } from "@/lib/cache-tags";
import { changedFields } from "@/lib/content/changes";
import { getDb } from "@/lib/db/client";
import { publications } from "@/lib/db/schema";
import { NotFoundError } from "@/lib/errors";
import { findPublicationRow } from "./queries";
import { publicationSchema, publicationStatusSchema } from "./schema";
import { serializePublication, type PublicationJson } from "./serialize";

/**
 * Writes to publications (advertisements, press releases, COVID-19 notices). Any staff member may
 * create (inactive); only admins activate, update and delete (spec §6). Every write is audited in
 * its own transaction and invalidates the public publication pages.
 */
export async function createPublication(actor: Actor | null, body: unknown): Promise<{ message: string; data: PublicationJson }> {
  assertStaff(actor);
  const input = publicationSchema.parse(body);
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(publications)
      .values({ title: input.title, category: input.category, pubDocument: input.pubDocument, authorId: actor.id, status: false })
      .returning();
    await recordAudit(tx, actor, { action: "publication.create", entityType: "publication", entityId: created.id, summary: `Created the publication "${created.title}"`, details: { category: created.category } });
    return created;
  });
  return { message: "Publication created successfully.", data: serializePublication(row) };
}

export async function updatePublication(actor: Actor | null, id: string, body: unknown): Promise<{ message: string }> {
  assertAdmin(actor);
  const input = publicationSchema.parse(body);
  const current = await mustFind(id);
  const next = { title: input.title, category: input.category, pubDocument: input.pubDocument };
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.update(publications).set(next).where(eq(publications.id, current.id));
    await recordAudit(tx, actor, {
      action: "publication.update",
      entityType: "publication",
      entityId: current.id,
      summary: `Updated the publication "${next.title}"`,
      details: { changed: changedFields(current, next) },
    });
  });
  invalidate(tags.publications);
  return { message: "Publication updated successfully." };
}

export async function setPublicationStatus(actor: Actor | null, id: string, body: unknown): Promise<{ message: string }> {
  assertAdmin(actor);
  const { status } = publicationStatusSchema.parse(body);
  const current = await mustFind(id);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.update(publications).set({ status }).where(eq(publications.id, current.id));
    await recordAudit(tx, actor, {
      action: status ? "publication.activate" : "publication.deactivate",
      entityType: "publication",
      entityId: current.id,
      summary: `${status ? "Activated" : "Deactivated"} the publication "${current.title}"`,
      details: { category: current.category },
    });
  });
  invalidate(tags.publications);
  return { message: status ? "Publication activated successfully." : "Publication deactivated successfully." };
}

export async function deletePublication(actor: Actor | null, id: string): Promise<{ message: string }> {
  assertAdmin(actor);
  const current = await mustFind(id);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.delete(publications).where(eq(publications.id, current.id));
    await recordAudit(tx, actor, {
      action: "publication.delete",
      entityType: "publication",
      entityId: current.id,
      summary: `Deleted the publication "${current.title}"`,
      details: { category: current.category, wasActive: current.status },
    });
  });
  invalidate(tags.publications);
  return { message: "Publication deleted successfully." };
}

async function mustFind(id: string) {
  const row = await findPublicationRow(id);
  if (!row) throw new NotFoundError("Publication not found.");
  return row;
}
