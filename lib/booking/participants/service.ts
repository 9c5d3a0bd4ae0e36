import { orderReference } from "@/lib/booking/orders/serialize";
import "server-only";
import { randomUUID } from "node:crypto";
import { and, count, eq, gt, isNull, or, sql } from "drizzle-orm";
import { assertStaff, type Actor } from "@/lib/access/auth/guards";
import { invalidate, tags } from "@/lib/platform/cache-tags";
import { getDb, type Db } from "@/lib/platform/db/client";
import { events, orders, participants } from "@/lib/platform/db/schema";
import { hashToken, isWellFormedToken, newLinkToken } from "@/lib/access/auth/tokens";
import { AppError, ConflictError, NotFoundError, ValidationError } from "@/lib/platform/errors";
import { throttle, type Limit } from "@/lib/platform/rate-limit";
import { guardPublicForm } from "@/lib/platform/forms/guard";
import { formatUsd } from "@/lib/platform/format";
import { newRegistrationNotice } from "@/lib/booking/company-notices/business";
import { notifyCompany } from "@/lib/booking/company-notices/notify";
import { findCountry, normalisePhone } from "./countries";
import { createOrder } from "@/lib/booking/orders/create";
import { joinEventOrder } from "@/lib/booking/orders/event-orders";
import { priceEventSeat } from "@/lib/booking/orders/pricing";
import { claimSeats, eventSeatPool, eventStarted, freeRegistrationHolds, orderHoldsSeats, SEAT_HOLD_MINUTES } from "@/lib/booking/orders/seats";
import { isPaidLike } from "@/lib/booking/orders/status";
import { changeOrderStatus } from "@/lib/booking/status/change";
import { categoryForCountry, isPaidEvent } from "@/lib/booking/terms/fees";
import {
  alreadyRegisteredMail,
  type Standing,
  confirmationMail,
  confirmRegistrationMail,
  eventFullMail,
  paymentDueMail,
} from "@/lib/booking/letters/registration";
import { listParticipants } from "./queries";
import { participantSchema, registrationFormSchema, type PaymentFilter } from "./schema";
import { eventTitleIn, registrationRefusals, TOO_MANY_FREE_REGISTRATIONS } from "./refusals";
import { participantsCsv } from "./csv";
import { serializeParticipant, type ParticipantJson } from "./serialize";
import { storeThenMail } from "@/lib/platform/mail/store-then-mail";

/** A free registration's confirmation link is valid this long; its seat is held meanwhile. */
export const CONFIRM_HOURS = 24;
/** Free registrations one client address may make in a day. */
export const FREE_REGISTRATIONS_PER_ADDRESS: Limit = { limit: 10, windowSeconds: 86_400 };
export { TOO_MANY_FREE_REGISTRATIONS };
export const CONFIRM_UNKNOWN = "This confirmation link is not valid. Please register again.";
/** Unconfirmed registrations may hold at most this share of a free event's seats. */
const UNCONFIRMED_SHARE = 0.5;

export type RegistrationResult = { message: string; participant: { id: string } };

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
  // A client that sends the page's language is answered in it (our forms do); English otherwise.
  const refuse = registrationRefusals(input.lang);
  const country = findCountry(input.country);
  if (!country) throw new ValidationError([refuse.countryUnknown]);
  const phone = normalisePhone(input.phone, country.code);
  if (!phone) throw new ValidationError([refuse.phoneInvalid]);
  // The fee row is a fact of the declared country, never a free choice: a category
  // that disagrees is refused rather than silently replaced, so a client learns its mistake.
  const category = categoryForCountry(country.code);
  if (input.category && input.category !== category) throw new ValidationError([refuse.categoryMismatch(country, category)]);

  const db = await getDb();
  // Free seats cost nothing to take, so a script could fill an event with made-up people: free
  // registrations are limited per address (here, before the transaction: the limiter has its own
  // writes) and per event (unconfirmed ones, below), and hold their seat only until confirmed.
  const [preview] = await db
    .select()
    .from(events)
    .where(and(eq(events.isApproved, true), or(eq(events.slug, input.eventName), eq(events.title, input.eventName))))
    .limit(1);
  if (preview && !isPaidEvent(preview)) await throttle(`participant:free:ip:${ip}`, FREE_REGISTRATIONS_PER_ADDRESS, refuse.tooManyFree);
  const result = await storeThenMail(async (tx, mail) => {
    const [event] = await tx
      .select()
      .from(events)
      .where(and(eq(events.isApproved, true), or(eq(events.slug, input.eventName), eq(events.title, input.eventName))))
      .limit(1)
      .for("update");
    if (!event) throw new NotFoundError(refuse.notOpen);
    // A refusal names the event as its page in the language does.
    const titled = () => eventTitleIn(tx, event, input.lang);
    if (event.startDate.getTime() <= now.getTime()) throw new ConflictError(refuse.started(await titled()));

    const seats = { pool: eventSeatPool(event.id), count: 1, full: (title: string) => refuse.full(title) };
    const free = !isPaidEvent(event);
    const fee = priceEventSeat(event, category, now);
    const amount = fee.unitAmount;
    if (!free && amount <= 0) throw new ValidationError([refuse.priceNotAllowed(amount)]);
    // Anyone may type anyone's address, so the answer is the same whether or not the address is
    // registered (and, for a free event, whether it is full): the facts go by mail to the address.
    // That is why a paid registration's payment link goes by mail too, never in the answer.
    const sameAnswer = {
      answer: {
        message: free ? confirmByMail(input.firstName, event.title, input.email) : payByMail(input.firstName, amount, event.title, input.email),
        participant: { id: randomUUID() },
      },
      slug: event.slug,
    };
    const registrant = { title: input.title, firstName: input.firstName, familyName: input.familyName, email: input.email, locale: input.lang };
    // Full is checked first, so a full event says so to every address alike; a paid event's seats
    // left are on its page, and a paying traveller needs to know at once.
    if (!(await claimSeats(tx, seats.pool, 1, now)).ok) {
      if (!free) throw new ConflictError(refuse.full(await titled()));
      await mail(eventFullMail(event, registrant));
      return sameAnswer;
    }
    const standing = await releaseEarlier(tx, event.id, input.email, now);
    if (standing) {
      await mail(alreadyRegisteredMail(event, registrant, standing));
      return sameAnswer;
    }
    const client = {
      names: `${input.firstName} ${input.familyName}`,
      email: input.email,
      phone,
      address: input.address,
      location: `${input.town}, ${country.name}`,
    };
    let order: { id: string } | undefined;
    if (amount > 0) {
      // The old client's event order, placed just before, is this registration's.
      const joined = await joinEventOrder(tx, event.id, input.email, fee, now);
      order = joined
        ? { id: joined }
        : await createOrder(tx, { itemType: "event", lines: [fee], client, locale: input.lang, needDate: event.startDate, seats }, now);
    } else {
      // Its seat was checked above, under the event's lock.
      await refuseTooManyUnconfirmed(tx, event, now, async () => refuse.unconfirmed(await titled()));
    }
    // A free registration holds its seat until its owner follows the e-mailed link (24 hours).
    const token = order ? null : newLinkToken();

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
        locale: input.lang,
        confirmTokenHash: token ? hashToken(token) : null,
        holdUntil: token ? new Date(now.getTime() + CONFIRM_HOURS * 3_600_000) : null,
      })
      .returning();

    const mailParticipant = { ...participant, amount };
    await mail(
      order ? paymentDueMail(event, mailParticipant, order.id, SEAT_HOLD_MINUTES) : confirmRegistrationMail(event, mailParticipant, token!, CONFIRM_HOURS),
    );
    // A free registration is news once its owner confirms it (below).
    if (order) await notifyCompany(tx, newRegistrationNotice(event, mailParticipant, order.id));
    return { answer: { message: sameAnswer.answer.message, participant: { id: participant.id } }, slug: event.slug };
  });
  // Seats left are shown on the event's pages.
  invalidate(tags.event(result.slug));
  return result.answer;
}

/** The /participant form posted without script: the form's own rule (consent) holds, as it does with script. */
export async function registerFromForm(ip: string, fields: Record<string, string>): Promise<RegistrationResult> {
  // An unticked checkbox is not sent at all.
  const body = { dataProtection: "false", ...fields };
  registrationFormSchema.parse(body);
  return registerParticipant(ip, body);
}

const confirmByMail = (firstName: string, title: string, email: string) =>
  `Thank you, ${firstName}. Please confirm your registration for ${title} with the link we sent to ${email}: we hold your seat for ${CONFIRM_HOURS} hours.`;

const payByMail = (firstName: string, amount: number, title: string, email: string) =>
  `Thank you, ${firstName}. We have sent the link to pay ${formatUsd(amount)} for your seat at ${title} to ${email}: we hold your seat for ${SEAT_HOLD_MINUTES} minutes.`;

/**
 * One registration per address and event. An earlier one that still holds its seat (or whose
 * money we have) stands, and what it is goes by mail to the address. An abandoned one (its hold
 * lapsed, its order failed or was cancelled) is removed, its unpaid order cancelled, so the person
 * can register again (null).
 */
async function releaseEarlier(tx: Db, eventId: string, email: string, now: Date): Promise<Standing | null> {
  const [earlier] = await tx
    .select({
      id: participants.id,
      orderId: participants.orderId,
      status: orders.status,
      holds: sql<boolean>`coalesce((${orderHoldsSeats(now)}) or (${freeRegistrationHolds(now)}), false)`,
      unconfirmed: sql<boolean>`${participants.orderId} is null and ${participants.confirmedAt} is null`,
    })
    .from(participants)
    .leftJoin(orders, eq(orders.id, participants.orderId))
    .where(and(eq(participants.eventId, eventId), eq(participants.email, email)))
    .limit(1);
  if (!earlier) return null;
  if (earlier.status && isPaidLike(earlier.status)) return { state: "paid" };
  if (earlier.holds && earlier.unconfirmed) return { state: "unconfirmed" };
  if (earlier.holds) return earlier.orderId ? { state: "awaiting-payment", orderId: earlier.orderId } : { state: "confirmed" };
  if (earlier.orderId)
    await changeOrderStatus(
      tx,
      earlier.orderId,
      "CANCELLED",
      { system: "registration (replaced by a new one)" },
      { summary: `Booking ${orderReference(earlier.orderId)} cancelled: its registration lapsed and was made again` },
    );
  await tx.delete(participants).where(eq(participants.id, earlier.id));
  return null;
}

/**
 * Unconfirmed registrations may hold at most half of a limited event's seats, so made-up people
 * cannot fill it before real ones confirm; past that, new free registrations wait (429).
 */
async function refuseTooManyUnconfirmed(tx: Db, event: { id: string; capacity: number | null }, now: Date, refusal: () => Promise<string>): Promise<void> {
  if (event.capacity === null) return;
  const [{ n }] = await tx
    .select({ n: count() })
    .from(participants)
    .where(and(eq(participants.eventId, event.id), isNull(participants.orderId), isNull(participants.confirmedAt), gt(participants.holdUntil, now)));
  if (n >= Math.ceil(event.capacity * UNCONFIRMED_SHARE)) {
    throw new AppError(429, await refusal());
  }
}

/** The confirm API's answers that name the event (the confirm page words them in its language). */
export const confirmedAnswer = (firstName: string, title: string, email: string) =>
  `Thank you, ${firstName}. Your registration for ${title} is confirmed; the details are on their way to ${email}.`;
export const confirmLapsed = (title: string) => `Sorry, the ${CONFIRM_HOURS} hours to confirm have passed and ${title} is now full.`;

/**
 * POST /api/participant/confirm/{token}: the click on the e-mailed link's page confirms a free
 * registration, which then keeps its seat and gets the confirmation with the calendar file. A link
 * followed after its 24 hours still confirms while a seat is free; twice is fine.
 */
export async function confirmRegistration(token: string, now = new Date()): Promise<{ message: string }> {
  if (!isWellFormedToken(token)) throw new NotFoundError(CONFIRM_UNKNOWN);
  const answer = await storeThenMail(async (tx, mail) => {
    const [row] = await tx
      .select({ participant: participants, event: events })
      .from(participants)
      .innerJoin(events, eq(events.id, participants.eventId))
      .where(eq(participants.confirmTokenHash, hashToken(token)))
      .limit(1);
    if (!row) throw new NotFoundError(CONFIRM_UNKNOWN);
    const { participant: p, event } = row;
    const done = { message: confirmedAnswer(p.firstName, event.title, p.email), slug: event.slug };
    if (p.confirmedAt) return done;
    if (event.startDate.getTime() <= now.getTime()) throw new ConflictError(eventStarted(event.title));
    // Lapsed: the seat may have gone meanwhile. Locking the pool also orders this after any claim.
    const claim = await claimSeats(tx, eventSeatPool(event.id), 1, now, undefined);
    const stillHeld = p.holdUntil !== null && p.holdUntil.getTime() > now.getTime();
    if (!stillHeld && !claim.ok) throw new ConflictError(confirmLapsed(event.title));
    const [confirmed] = await tx
      .update(participants)
      .set({ confirmedAt: now })
      .where(and(eq(participants.id, p.id), isNull(participants.confirmedAt)))
      .returning();
    if (confirmed) {
      await mail(confirmationMail(event, { ...confirmed, amount: Number(confirmed.amount) }));
      await notifyCompany(tx, newRegistrationNotice(event, { ...confirmed, amount: Number(confirmed.amount) }, null));
    }
    return done;
  });
  invalidate(tags.event(answer.slug));
  return { message: answer.message };
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
