import "server-only";
import { eq } from "drizzle-orm";
import { assertStaff, type Actor } from "@/lib/access/auth/guards";
import { recordAudit } from "@/lib/access/audit/service";
import { formatCalendarDay } from "@/lib/platform/dates";
import { getDb } from "@/lib/platform/db/client";
import type { Locale } from "@/lib/platform/db/enums";
import { MESSAGE_KINDS, visitorMessages } from "@/lib/platform/db/schema";
import { NotFoundError } from "@/lib/platform/errors";
import { guardPublicForm } from "@/lib/platform/forms/guard";
import { plainText } from "@/lib/platform/format";
import type { OutgoingMail } from "@/lib/platform/mail/outbox";
import { storeThenMail } from "@/lib/platform/mail/store-then-mail";
import { airTicketAcknowledgement, companyNotification, inquiryAcknowledgement, type DetailLine } from "./mails";
import {
  airTicketSchema,
  CABIN_CLASS_LABELS,
  TRIP_TYPE_LABELS,
  contactSchema,
  eventSupportSchema,
  legacyAirTicketSchema,
  messageHandledSchema,
  ticketSchema,
} from "./schema";

type Kind = (typeof MESSAGE_KINDS)[number];
/** `locale`: the language the form was filled in (English when the client sent none). */
type NewMessage = {
  kind: Kind;
  names: string;
  email: string;
  phone?: string;
  subject?: string;
  message?: string;
  details?: Record<string, unknown>;
  locale: Locale;
};

/**
 * Stores the visitor's message and queues its e-mails in one transaction, then starts delivery:
 * the message is safe in the database whether or not SMTP is reachable (the outbox retries).
 * Each form queues the company's copy and the visitor's acknowledgement in the inquiry's language;
 * a refused form (guard or schema) throws before this, so it mails nobody.
 */
async function store(values: NewMessage, mails: (id: string) => OutgoingMail[]): Promise<string> {
  return storeThenMail(async (tx, mail) => {
    const [row] = await tx.insert(visitorMessages).values(values).returning({ id: visitorMessages.id });
    for (const m of mails(row.id)) await mail(m);
    return row.id;
  });
}

export const CONTACT_SENT = "Thank you. Your message has been sent. We will reply within one working day.";
export const AIR_TICKET_SENT = "Air Ticket sent successfully!";
export const EVENT_SUPPORT_SENT = "Thank you. Your request has been sent. Our events team will contact you within one working day.";

/** POST /api/contact. */
export async function submitContact(ip: string, body: unknown): Promise<{ message: string }> {
  await guardPublicForm("contact", ip, body);
  const input = contactSchema.parse(body);
  await store(
    { kind: "contact", names: input.names, email: input.email, phone: input.phone, subject: input.subject, message: input.message, locale: input.lang },
    (id) => [
      companyNotification({
        subject: input.subject ? `Contact: ${input.subject}` : `Contact message from ${input.names}`,
        heading: "A message from the website's contact form",
        id,
        replyTo: input.email,
        lines: [
          ["Name", input.names],
          ["Email", input.email],
          ["Phone", input.phone],
          ["Subject", input.subject],
        ],
        body: input.message,
      }),
      inquiryAcknowledgement("contact", input.email, input.lang),
    ],
  );
  return { message: CONTACT_SENT };
}

function airTicketLines(d: {
  fullName: string;
  email: string;
  phone: string;
  tripType?: keyof typeof TRIP_TYPE_LABELS;
  departureCity: string;
  destinationCity: string;
  departureDate: string;
  returnDate: string;
  numberOfPassengers?: number;
  cabinClass?: keyof typeof CABIN_CLASS_LABELS;
  specialRequests?: string;
}): DetailLine[] {
  return [
    ["Full name", d.fullName],
    ["Email", d.email],
    ["Phone number", d.phone],
    ["Trip", d.tripType ? TRIP_TYPE_LABELS[d.tripType] : ""],
    ["Departure city", d.departureCity],
    ["Destination city", d.destinationCity],
    ["Departure date", formatCalendarDay(d.departureDate)],
    ["Return date", d.returnDate ? formatCalendarDay(d.returnDate) : ""],
    ["Number of passengers", d.numberOfPassengers ? String(d.numberOfPassengers) : ""],
    ["Cabin class", d.cabinClass ? CABIN_CLASS_LABELS[d.cabinClass] : ""],
    ["Special requests", d.specialRequests ?? ""],
  ];
}

/** POST /api/airticket: the modal of /airticket (spec §2.4). */
export async function submitAirTicket(ip: string, body: unknown): Promise<{ message: string }> {
  await guardPublicForm("air-ticket", ip, body);
  const input = airTicketSchema.parse(body);
  const details = {
    tripType: input.tripType,
    departureCity: input.departureCity,
    destinationCity: input.destinationCity,
    departureDate: input.departureDate,
    ...(input.returnDate ? { returnDate: input.returnDate } : {}),
    numberOfPassengers: input.numberOfPassengers,
    cabinClass: input.cabinClass,
    source: "airticket",
  };
  await store(
    {
      kind: "air_ticket",
      names: input.fullName,
      email: input.email,
      phone: input.phone,
      subject: "Air Ticket Inquiry",
      message: input.specialRequests,
      details,
      locale: input.lang,
    },
    (id) => [
      companyNotification({
        subject: "Air Ticket Inquiry",
        heading: "An air-ticket inquiry from the website",
        id,
        replyTo: input.email,
        lines: airTicketLines(input),
      }),
      inquiryAcknowledgement("air-ticket", input.email, input.lang),
    ],
  );
  return { message: AIR_TICKET_SENT };
}

/** POST /api/ticket: the ticket-booking form of /ticket, stored as an air-ticket inquiry. */
export async function submitTicket(ip: string, body: unknown): Promise<{ message: string }> {
  await guardPublicForm("ticket", ip, body);
  const input = ticketSchema.parse(body);
  const details = {
    departureCity: input.departure,
    destinationCity: input.destination,
    departureDate: input.departureDate,
    returnDate: input.arrivalDate,
    source: "ticket",
  };
  await store({ kind: "air_ticket", names: input.fullName, email: input.email, subject: "Air Ticket Inquiry", details, locale: input.lang }, (id) => [
    companyNotification({
      subject: "Air Ticket Inquiry",
      heading: "A ticket booking request from the website",
      id,
      replyTo: input.email,
      lines: airTicketLines({ ...details, fullName: input.fullName, email: input.email, phone: "" }),
    }),
    inquiryAcknowledgement("air-ticket", input.email, input.lang),
  ]);
  return { message: AIR_TICKET_SENT };
}

/**
 * POST /api/maillist/sendhtml, the old air-ticket path. The caller's HTML is kept only as text in
 * the stored inquiry: the company gets our template, and `sendTo` our own acknowledgement, so the
 * path can no longer relay arbitrary mail (api-contract.md, "Not kept").
 */
export async function submitLegacyAirTicket(ip: string, body: unknown): Promise<{ message: string }> {
  await guardPublicForm("air-ticket", ip, body);
  const input = legacyAirTicketSchema.parse(body);
  const message = plainText(input.html).slice(0, 20_000);
  await store(
    {
      kind: "air_ticket",
      names: "",
      email: input.sendTo,
      subject: input.subject || "Air Ticket Inquiry",
      message,
      details: { source: "sendhtml" },
      locale: input.lang,
    },
    (id) => [
      companyNotification({
        subject: "Air Ticket Inquiry",
        heading: "An air-ticket inquiry (sent by an older client)",
        id,
        replyTo: input.sendTo,
        lines: [
          ["Email", input.sendTo],
          ["Subject", input.subject],
        ],
        body: message,
      }),
      airTicketAcknowledgement(input.sendTo, input.lang),
    ],
  );
  return { message: AIR_TICKET_SENT };
}

/** POST /api/eventform: an event-management support request. */
export async function submitEventSupport(ip: string, body: unknown): Promise<{ message: string }> {
  await guardPublicForm("event-support", ip, body);
  const input = eventSupportSchema.parse(body);
  const details = {
    organization: input.organization,
    eventType: input.eventType,
    startDate: input.startDate,
    endDate: input.endDate,
    attendees: input.attendees,
    services: input.services,
  };
  await store(
    {
      kind: "event_support",
      names: input.names,
      email: input.email,
      phone: input.phone,
      subject: `Event support: ${input.eventType}`,
      message: input.message,
      details,
      locale: input.lang,
    },
    (id) => [
      companyNotification({
        subject: `Event support request: ${input.eventType}`,
        heading: "An event-management support request from the website",
        id,
        replyTo: input.email,
        lines: [
          ["Organization", input.organization],
          ["Contact name", input.names],
          ["Email", input.email],
          ["Phone", input.phone],
          ["Type of event", input.eventType],
          ["Dates", `${formatCalendarDay(input.startDate)} to ${formatCalendarDay(input.endDate)}`],
          ["Expected attendees", String(input.attendees)],
          ["Services needed", input.services],
        ],
        body: input.message,
      }),
      inquiryAcknowledgement("event-support", input.email, input.lang),
    ],
  );
  return { message: EVENT_SUPPORT_SENT };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** PUT /api/inbox/{id}: any staff member marks a message handled (or new again). */
export async function setMessageHandled(actor: Actor | null, id: string, body: unknown): Promise<{ message: string }> {
  assertStaff(actor);
  const { handled } = messageHandledSchema.parse(body);
  if (!UUID.test(id)) throw new NotFoundError("Message not found.");
  const db = await getDb();
  const done = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(visitorMessages)
      .set({ handledAt: handled ? new Date() : null })
      .where(eq(visitorMessages.id, id))
      .returning({ id: visitorMessages.id, kind: visitorMessages.kind, email: visitorMessages.email });
    if (!row) return false;
    await recordAudit(tx, actor, {
      action: handled ? "message.handled" : "message.reopen",
      entityType: "visitor_message",
      entityId: row.id,
      summary: `${handled ? "Marked handled" : "Marked new"} the ${row.kind.replace("_", "-")} message from ${row.email}`,
    });
    return true;
  });
  if (!done) throw new NotFoundError("Message not found.");
  return { message: handled ? "Message marked as handled." : "Message marked as new." };
}
