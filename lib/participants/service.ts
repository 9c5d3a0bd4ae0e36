import "server-only";
import { and, eq, or } from "drizzle-orm";
import { assertStaff, type Actor } from "@/lib/auth/guards";
import { invalidate, tags } from "@/lib/cache-tags";
import { getDb, type Db } from "@/lib/db/client";
import { events, orders, participants } from "@/lib/db/schema";
import { ConflictError, NotFoundError, ValidationError } from "@/lib/errors";
import { guardPublicForm } from "@/lib/forms/guard";
import { formatUsd } from "@/lib/format";
import { deliverSoon } from "@/lib/mail/deliver";
import { queueMail } from "@/lib/mail/outbox";
import { findCountry, normalisePhone } from "./countries";
import { cancelUnpaidEventOrder, createEventOrder } from "./event-order";
import { categoryForCountry, feeFor, isPaidEvent } from "./fees";
import { confirmationMail, paymentDueMail } from "./mails";
import { countSeatsTaken, holdsSeat, listParticipants, PAYMENT_HOLD_MINUTES } from "./queries";
import { participantSchema, priceNotAllowed, type PaymentFilter } from "./schema";
import { participantsCsv } from "./csv";
import { serializeParticipant, type ParticipantJson } from "./serialize";

export type RegistrationResult = { message: string; participant: { id: string }; order?: { id: string } };

/**
 * A visitor registers for an event (POST /api/participant/create). In one transaction, with the
 * event row locked so two last-seat registrations cannot both pass: the event must be open (not
 * started, a seat left), the address not yet registered, and the fee is the server's; a paid
 * registration gets its order, a free one its confirmation. Mail is queued in the same
 * transaction and sent after it commits.
 */
export async function registerParticipant(ip: string, body: unknown, now = new Date()): Promise<RegistrationResult> {
  await guardPublicForm("participant", ip, body);
  const input = participantSchema.parse(body);
  const country = findCountry(input.country);
  if (!country) throw new ValidationError(["Please choose a country from the list."]);
  const phone = normalisePhone(input.phone, country.code);
  if (!phone) throw new ValidationError(["Please enter a valid telephone number."]);
  const category = input.category ?? categoryForCountry(country.code);

  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [event] = await tx
      .select()
      .from(events)
      .where(and(eq(events.isApproved, true), or(eq(events.slug, input.eventName), eq(events.title, input.eventName))))
      .limit(1)
      .for("update");
    if (!event) throw new NotFoundError("This event is not open for registration.");
    if (event.startDate.getTime() <= now.getTime()) throw new ConflictError(`Registration for ${event.title} is closed: the event has already started.`);

    await releaseOrRefuseEarlier(tx, event.id, input.email, now);
    if (event.capacity !== null && (await countSeatsTaken(tx, event.id, now)) >= event.capacity) {
      throw new ConflictError(`Registration for ${event.title} is closed: the event is full.`);
    }

    const amount = feeFor(event, category, now);
    if (isPaidEvent(event) && amount <= 0) throw new ValidationError([priceNotAllowed(amount)]);
    const order =
      amount > 0
        ? await createEventOrder(tx, {
            event,
            amount,
            client: { names: `${input.firstName} ${input.familyName}`, email: input.email, phone, address: input.address, location: `${input.town}, ${country.name}` },
          })
        : undefined;

    const [participant] = await tx
      .insert(participants)
      .values({
        eventId: event.id,
        orderId: order?.id ?? null,
        eventName: event.title,
        title: input.title,
        familyName: input.familyName,
        firstName: input.firstName,
        position: input.position,
        department: input.department,
        organization: input.organization,
        address: input.address,
        country: country.name,
        town: input.town,
        phone,
        email: input.email,
        dietRequirements: input.dietRequirements,
        category,
        amount,
        dataProtection: input.dataProtection,
      })
      .returning();

    const mailParticipant = { ...participant, amount };
    await queueMail(tx, order ? paymentDueMail(event, mailParticipant, order.id, PAYMENT_HOLD_MINUTES) : confirmationMail(event, mailParticipant));
    const message = order
      ? `Thank you, ${input.firstName}. Please pay ${formatUsd(amount)} to confirm your seat at ${event.title}.`
      : `Thank you, ${input.firstName}. You are registered for ${event.title}; a confirmation has been sent to ${input.email}.`;
    return { answer: { message, participant: { id: participant.id }, ...(order ? { order: { id: order.id } } : {}) }, slug: event.slug };
  });
  void deliverSoon();
  // Seats left are shown on the event's pages.
  invalidate(tags.event(result.slug));
  return result.answer;
}

/**
 * One registration per address and event. An earlier one that still holds its seat refuses the
 * new one; an abandoned unpaid one (hold lapsed, or its order failed or was cancelled) is removed,
 * its order cancelled, so the person can register again.
 */
async function releaseOrRefuseEarlier(tx: Db, eventId: string, email: string, now: Date): Promise<void> {
  const [earlier] = await tx
    .select({ id: participants.id, orderId: participants.orderId, holds: holdsSeat(now) })
    .from(participants)
    .leftJoin(orders, eq(orders.id, participants.orderId))
    .where(and(eq(participants.eventId, eventId), eq(participants.email, email)))
    .limit(1);
  if (!earlier) return;
  const [paid] = earlier.orderId ? await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, earlier.orderId)) : [];
  if (earlier.holds || paid?.status === "PAID") throw new ConflictError(`${email} is already registered for this event.`);
  if (earlier.orderId) await cancelUnpaidEventOrder(tx, earlier.orderId);
  await tx.delete(participants).where(eq(participants.id, earlier.id));
}

/**
 * For the payment confirmation (markOrderPaid in lib/orders/service.ts calls it in its transaction once an event
 * order becomes PAID): queues the receipt with the confirmation and the .ics file. Returns false
 * when the order is not an event registration's. The caller runs `deliverSoon()` after commit.
 */
export async function onEventOrderPaid(tx: Db, orderId: string): Promise<boolean> {
  const [row] = await tx
    .select({ participant: participants, event: events, order: orders })
    .from(participants)
    .innerJoin(orders, eq(orders.id, participants.orderId))
    .innerJoin(events, eq(events.id, participants.eventId))
    .where(eq(participants.orderId, orderId))
    .limit(1);
  if (!row || row.order.status !== "PAID") return false;
  await queueMail(tx, confirmationMail(row.event, row.participant, { orderId, paidAt: row.order.paidAt ?? new Date() }));
  invalidate(tags.event(row.event.slug));
  return true;
}

/** GET /api/participant/all: every participant (staff), newest first, a bare array. */
export async function listAllParticipants(actor: Actor | null): Promise<ParticipantJson[]> {
  assertStaff(actor);
  const { items } = await listParticipants();
  return items.map(serializeParticipant);
}

/** The participants list as CSV for staff, with the dashboard's filters. */
export async function exportParticipantsCsv(actor: Actor | null, filters: { eventId?: string; payment?: PaymentFilter }): Promise<string> {
  assertStaff(actor);
  const { items } = await listParticipants(filters);
  return participantsCsv(items);
}
