import "server-only";
import { eq } from "drizzle-orm";
import { assertAdmin, assertStaff, type Actor } from "@/lib/auth/guards";
import { recordAudit } from "@/lib/audit/service";
import { invalidate, tags } from "@/lib/cache-tags";
import { changedFields } from "@/lib/content/changes";
import { withFreshSlug } from "@/lib/content/slugs";
import { getDb } from "@/lib/db/client";
import { events } from "@/lib/db/schema";
import { NotFoundError } from "@/lib/errors";
import { sanitizeRichText } from "@/lib/rich-text/sanitize";
import { findEventRow } from "./queries";
import { eventApproveSchema, eventSchema, type EventValues } from "./schema";
import { serializeEvent, type EventJson } from "./serialize";

/**
 * Writes to events. Any staff member may create (unapproved); only admins approve, update and
 * delete (spec §6). Every write is audited in its own transaction and invalidates the public pages
 * that show the event. Slugs stay as they were created, so shared links keep working.
 */
export async function createEvent(actor: Actor | null, body: unknown): Promise<{ message: string; data: EventJson }> {
  assertStaff(actor);
  const input = eventSchema.parse(body);
  const db = await getDb();
  const row = await withFreshSlug(db, events, input.title, (slug) =>
    db.transaction(async (tx) => {
      const [created] = await tx
        .insert(events)
        .values({ ...columns(input), slug, authorId: actor.id, isApproved: false })
        .returning();
      await recordAudit(tx, actor, { action: "event.create", entityType: "event", entityId: created.id, summary: `Created the event "${created.title}"`, details: { slug } });
      return created;
    }),
  );
  return { message: "Event created successfully.", data: serializeEvent(row) };
}

export async function updateEvent(actor: Actor | null, slugOrId: string, body: unknown): Promise<{ message: string }> {
  assertAdmin(actor);
  const input = eventSchema.parse(body);
  const current = await mustFind(slugOrId);
  const next = columns(input);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.update(events).set(next).where(eq(events.id, current.id));
    await recordAudit(tx, actor, {
      action: "event.update",
      entityType: "event",
      entityId: current.id,
      summary: `Updated the event "${next.title}"`,
      details: { slug: current.slug, changed: changedFields(current, next) },
    });
  });
  invalidate(tags.events, tags.event(current.slug));
  return { message: "Event updated successfully." };
}

export async function setEventApproved(actor: Actor | null, slugOrId: string, body: unknown): Promise<{ message: string }> {
  assertAdmin(actor);
  const { isApproved } = eventApproveSchema.parse(body);
  const current = await mustFind(slugOrId);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.update(events).set({ isApproved }).where(eq(events.id, current.id));
    await recordAudit(tx, actor, {
      action: isApproved ? "event.approve" : "event.deactivate",
      entityType: "event",
      entityId: current.id,
      summary: `${isApproved ? "Approved" : "Deactivated"} the event "${current.title}"`,
      details: { slug: current.slug },
    });
  });
  invalidate(tags.events, tags.event(current.slug));
  return { message: isApproved ? "Event approved successfully." : "Event deactivated successfully." };
}

export async function deleteEvent(actor: Actor | null, slugOrId: string): Promise<{ message: string }> {
  assertAdmin(actor);
  const current = await mustFind(slugOrId);
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.delete(events).where(eq(events.id, current.id));
    await recordAudit(tx, actor, {
      action: "event.delete",
      entityType: "event",
      entityId: current.id,
      summary: `Deleted the event "${current.title}"`,
      details: { slug: current.slug, wasApproved: current.isApproved },
    });
  });
  invalidate(tags.events, tags.event(current.slug));
  return { message: "Event deleted successfully." };
}

function columns(input: EventValues) {
  return {
    title: input.title,
    startDate: input.startDate,
    endDate: input.endDate,
    place: input.place,
    price: input.price,
    price1: input.price1,
    price2: input.price2,
    price3: input.price3,
    price4: input.price4,
    price5: input.price5,
    fees: input.fees,
    earlyBirdDeadline: input.earlyBirdDeadline,
    capacity: input.capacity,
    description: sanitizeRichText(input.description),
    image: input.image,
  };
}

async function mustFind(slugOrId: string) {
  const row = await findEventRow(slugOrId);
  if (!row) throw new NotFoundError("Event not found.");
  return row;
}
