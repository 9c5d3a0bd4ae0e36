import { z } from "zod";
import { langField, publicFormFields } from "@/lib/platform/forms/public-form";
import { calendarDate, email, text, wholeNumber } from "@/lib/platform/validation/text";
import { CABIN_CLASSES } from "./cabin-classes";

/**
 * Payloads of the visitor forms that land in the staff inbox (contact, air ticket, ticket booking,
 * event support). Client-safe: each form validates with the same schema as its Route Handler.
 */

/** Digits, with an optional leading + and spaces, dashes or brackets between them, as people type phone numbers. */
const PHONE = /^\+?[0-9][0-9 ()-]{4,28}[0-9]$/;
const PHONE_INVALID = "Please enter a phone number using digits only.";

function phone(required?: string) {
  return text({ required, max: CONTACT_LIMITS.phone, label: "Phone" }).refine((v) => v === "" || PHONE.test(v), PHONE_INVALID);
}

const MESSAGE_MAX = 5000;

/** The contact form's lengths, named here once: the form's translated messages quote them too. */
export const CONTACT_LIMITS = { names: 120, subject: 200, phone: 30, message: MESSAGE_MAX } as const;

/** Spec §5: name, email and message needed; subject and phone optional (docs/differences.md). */
export const contactSchema = z.object({
  names: text({ required: "Full name is required.", max: CONTACT_LIMITS.names, label: "Full name" }),
  email: email("Email is required."),
  subject: text({ max: CONTACT_LIMITS.subject, label: "Subject" }),
  phone: phone(),
  message: text({ required: "Message is required.", max: CONTACT_LIMITS.message, label: "Message", multiline: true }),
  lang: langField,
  ...publicFormFields,
});

export { CABIN_CLASSES, CABIN_CLASS_LABELS } from "./cabin-classes";

const RETURN_BEFORE_DEPARTURE = "The return date cannot be before the departure date.";

const returnDay = calendarDate("Return date is required.");

/** One-way or return (a difference from the spec, which always asked for a return date). */
export const TRIP_TYPES = ["return", "one-way"] as const;
export const TRIP_TYPE_LABELS: Record<(typeof TRIP_TYPES)[number], string> = { return: "Return", "one-way": "One-way" };

/**
 * Spec §2.4 and §5: every field but the special requests is required, and the return date only
 * for a return trip. Clients that send no trip type (the old modal, API callers) ask for a return.
 */
export const airTicketSchema = z
  .object({
    tripType: z.enum(TRIP_TYPES, { error: "Trip type must be one-way or return." }).default("return"),
    fullName: text({ required: "Full name is required.", max: 120, label: "Full name" }),
    email: email("Email is required."),
    phone: phone("Phone number is required."),
    departureCity: text({ required: "Departure city is required.", max: 120, label: "Departure city" }),
    destinationCity: text({ required: "Destination city is required.", max: 120, label: "Destination city" }),
    departureDate: calendarDate("Departure date is required."),
    // Checked below, with the trip type: a one-way trip has none (whatever was sent is dropped).
    returnDate: z.unknown().optional(),
    numberOfPassengers: wholeNumber("Number of passengers must be a whole number from 1 to 100.", 1, 100).default(1),
    cabinClass: z.enum(CABIN_CLASSES, { error: "Cabin class must be economy, business or first class." }).default("economy"),
    specialRequests: text({ max: 2000, label: "Special requests", multiline: true }),
    lang: langField,
    ...publicFormFields,
  })
  // `when`: the missing return date is listed with the other fields' errors, not only once they pass.
  .refine((v) => v.tripType === "one-way" || returnDay.safeParse(v.returnDate).success, {
    message: "Return date is required.",
    path: ["returnDate"],
    when: () => true,
  })
  .refine((v) => v.tripType === "one-way" || String(v.returnDate).trim() >= v.departureDate, { message: RETURN_BEFORE_DEPARTURE, path: ["returnDate"] })
  .transform((v) => ({ ...v, returnDate: v.tripType === "one-way" ? "" : returnDay.parse(v.returnDate) }));

/** The ticket-booking form of /ticket: a shorter air-ticket inquiry (spec §2.1, all fields required). */
export const ticketSchema = z
  .object({
    fullName: text({ required: "Full name is required.", max: 120, label: "Full name" }),
    email: email("Email is required."),
    departure: text({ required: "Departure is required.", max: 120, label: "Departure" }),
    destination: text({ required: "Destination is required.", max: 120, label: "Destination" }),
    departureDate: calendarDate("Departure date is required."),
    arrivalDate: calendarDate("Return date is required."),
    lang: langField,
    ...publicFormFields,
  })
  .refine((v) => v.arrivalDate >= v.departureDate, { message: RETURN_BEFORE_DEPARTURE, path: ["arrivalDate"] });

/** The event-management support request of /eventform. */
export const eventSupportSchema = z
  .object({
    organization: text({ required: "Organization is required.", max: 160, label: "Organization" }),
    names: text({ required: "Contact name is required.", max: 120, label: "Contact name" }),
    email: email("Email is required."),
    phone: phone("Phone is required."),
    eventType: text({ required: "Type of event is required.", max: 120, label: "Type of event" }),
    startDate: calendarDate("Start date is required."),
    endDate: calendarDate("End date is required."),
    attendees: wholeNumber("Expected attendees must be a whole number from 1 to 100000.", 1, 100_000),
    services: text({ max: 1000, label: "Services needed", multiline: true }),
    message: text({ required: "Message is required.", max: MESSAGE_MAX, label: "Message", multiline: true }),
    lang: langField,
    ...publicFormFields,
  })
  .refine((v) => v.endDate >= v.startDate, { message: "The end date cannot be before the start date.", path: ["endDate"] });

/** The old air-ticket call: { sendTo, subject, html } (api-contract.md, "Not kept"). */
export const legacyAirTicketSchema = z.object({
  sendTo: email("sendTo is required.", "sendTo must be a valid email address."),
  subject: text({ max: 200, label: "Subject" }),
  html: text({ required: "html is required.", max: 100_000, label: "html", multiline: true }),
  lang: langField,
  ...publicFormFields,
});

export const messageHandledSchema = z.object({
  handled: z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")], {
    error: "handled must be true or false.",
  }),
});

export type ContactInput = z.output<typeof contactSchema>;
export type AirTicketInput = z.output<typeof airTicketSchema>;
export type TicketInput = z.output<typeof ticketSchema>;
export type EventSupportInput = z.output<typeof eventSupportSchema>;
