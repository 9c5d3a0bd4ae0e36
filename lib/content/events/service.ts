import "server-only";
import { tags } from "@/lib/platform/cache-tags";
import { contentService } from "@/lib/content/kind/service";
import { events } from "@/lib/platform/db/schema";
import { sanitizeRichText } from "@/lib/platform/rich-text/sanitize";
import { findEventRow } from "./queries";
import { eventApproveSchema, eventSchema, type EventValues } from "./schema";
import { serializeEvent } from "./serialize";

/**
 * Writes to events, on the shared content shape (lib/content/kind/service.ts): any staff member creates
 * one (unapproved); admins approve, update (partially; the merged dates are checked) and delete.
 */
const eventKind = contentService({
  table: events,
  entity: "event",
  noun: "event",
  schema: eventSchema,
  slugged: true,
  find: findEventRow,
  notFound: "Event not found.",
  stored: (row) => ({
    title: row.title,
    startDate: row.startDate,
    endDate: row.endDate,
    place: row.place,
    price: row.price,
    price1: row.price1,
    price2: row.price2,
    price3: row.price3,
    price4: row.price4,
    price5: row.price5,
    fees: row.fees,
    earlyBirdDeadline: row.earlyBirdDeadline,
    capacity: row.capacity,
    description: row.description,
    image: row.image,
  }),
  columns: (input: EventValues) => ({
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
  }),
  created: (row) => serializeEvent(row),
  toggle: { column: "isApproved", schema: eventApproveSchema, was: "wasApproved", on: ["approve", "Approved"], off: ["deactivate", "Deactivated"] },
  identity: (row) => ({ slug: row.slug }),
  tags: (row) => [tags.events, tags.event(row.slug)],
});

export const createEvent = eventKind.create;
export const updateEvent = eventKind.update;
export const setEventApproved = eventKind.setVisible;
export const deleteEvent = eventKind.remove;
