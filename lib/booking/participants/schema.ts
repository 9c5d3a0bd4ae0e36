import { z } from "zod";
import { ORDER_STATUSES } from "@/lib/booking/orders/status";
import { PARTICIPANT_CATEGORIES, PARTICIPANT_TITLES, type ParticipantCategory } from "./kinds";
import { langField, publicFormFields } from "@/lib/platform/forms/public-form";
import { email, text } from "@/lib/platform/validation/text";
import { CATEGORY_LABELS, priceNotAllowed } from "@/lib/booking/terms/fees";

export { priceNotAllowed };

/** Messages of the registration form (spec §5 names the rules; the words are ours). */
export const EVENT_REQUIRED = "Please select an event.";
export const CONSENT_REQUIRED = "Please accept the data protection statement to register.";
/** A sent category that is not the one the country gives (the fee follows the country). */
export const categoryMismatch = (country: string, category: ParticipantCategory) =>
  `Participants from ${country} pay the ${CATEGORY_LABELS[category]} fee; the participant category must match the country.`;
/** Spec §5/§8, word for word: a paid event whose selected fee is 0. */

const required = (label: string, max = 200) => text({ required: `${label} is required.`, max, label });
const optional = (label: string, max = 500) => text({ max, label });

type ParticipantTitle = (typeof PARTICIPANT_TITLES)[number];
export const TITLE_MESSAGE = "Please choose a title: Mr, Ms, Mrs, Dr or Prof.";
const canonicalTitles = new Map<string, ParticipantTitle>(PARTICIPANT_TITLES.map((t) => [titleKey(t), t]));
function titleKey(v: string) {
  return v.trim().replace(/\.$/, "").toLowerCase();
}

/**
 * One of the spec's titles in any spelling ("Mr.", "mr", "MRS", "prof."), stored in the spec's own
 * form (Mr, Ms, Mrs., Dr., Prof.): the old client sends "Mr." with a full stop.
 */
export const participantTitle = z.string({ error: TITLE_MESSAGE }).transform((v, ctx) => {
  const title = canonicalTitles.get(titleKey(v));
  if (title) return title;
  ctx.addIssue({ code: "custom", message: TITLE_MESSAGE });
  return z.NEVER;
});

/** The data protection box: a boolean, or the strings a form or an old client may send. */
const consent = z
  .union([z.boolean(), z.enum(["true", "false", "on"])], { error: "dataProtection must be true or false." })
  .transform((v) => v === true || v === "true" || v === "on");

/**
 * POST /api/participant/create (spec §7); the /participant form adds one rule (registrationFormSchema).
 * `eventName` is the event's slug (the form) or its exact title (old clients). `amount` is read and
 * ignored: the server charges the fee of the event's table at today's column, in the row of the
 * category the country gives (Rwanda, Africa, elsewhere). `category` is optional (old clients never
 * send it); when sent it must be that same category.
 */
export const participantSchema = z.object({
  eventName: text({ required: EVENT_REQUIRED, max: 300, label: "Event" }),
  title: participantTitle.default("Mr"),
  familyName: required("Family name"),
  firstName: required("First name"),
  position: required("Position"),
  department: required("Department"),
  organization: required("Organization"),
  address: required("Address", 500),
  /** A country name or ISO-2 code; absent means Rwanda. The service checks it is a real country. */
  country: text({ max: 100, label: "Country" }).transform((v) => v || "Rwanda"),
  town: required("Town"),
  phone: text({ required: "Telephone is required.", max: 40, label: "Telephone" }),
  email: email(),
  dietRequirements: optional("Diet requirements"),
  category: z.enum(PARTICIPANT_CATEGORIES, { error: "Please choose your participant category." }).optional(),
  amount: z.unknown().optional(),
  // Stored as sent: the old client's checkbox is not wired to its body, so it always sends false.
  dataProtection: consent.default(false),
  /** The language of the registration's mails. */
  lang: langField,
  ...publicFormFields,
});

/** Our own /participant form: the same fields, and the data protection box must be ticked. */
export const registrationFormSchema = participantSchema.extend({ dataProtection: consent.refine((v) => v, CONSENT_REQUIRED) });
export type RegistrationFormInput = z.input<typeof registrationFormSchema>;
export type RegistrationFormValues = z.output<typeof registrationFormSchema>;

/**
 * Filters of the dashboard list and the CSV export: every order status, FREE / UNPAID for
 * registrations without an order, and UNCONFIRMED: free ones waiting for their e-mail.
 */
export const PAYMENT_FILTERS = [...ORDER_STATUSES, "FREE", "UNCONFIRMED", "UNPAID"] as const;
export type PaymentFilter = (typeof PAYMENT_FILTERS)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The list's filters from the query string; anything unknown is ignored (no filter). */
export function readParticipantFilters(get: (key: string) => string | undefined): { eventId?: string; payment?: PaymentFilter } {
  const eventId = get("event");
  const payment = get("payment");
  return {
    eventId: eventId && UUID.test(eventId) ? eventId : undefined,
    payment: (PAYMENT_FILTERS as readonly string[]).includes(payment ?? "") ? (payment as PaymentFilter) : undefined,
  };
}
