import { SPAM_MESSAGE } from "@/lib/platform/forms/public-form";
import type { Locale } from "@/lib/content/i18n/locales";
import { messagesOf, translator, type Messages } from "@/lib/content/i18n/messages";
import { CONTACT_LIMITS } from "./schema";

export type AirTicketFormWords = Messages["airTicket"]["form"] & { errors: Record<string, string> };

/** The form's bounded fields as the schema names them in its English messages, with their limits. */
const FIELDS = {
  fullName: { label: "Full name", max: 120 },
  phone: { label: "Phone", max: CONTACT_LIMITS.phone },
  departureCity: { label: "Departure city", max: 120 },
  destinationCity: { label: "Destination city", max: 120 },
  specialRequests: { label: "Special requests", max: 2000 },
} as const;

/**
 * What the air-ticket form says in a language other than English, resolved on the server: its
 * labels, and every English message of the shared schema (the API's words) mapped to the
 * language's. English pages pass nothing: the form keeps its English words.
 */
export function airTicketFormWords(locale: Locale): AirTicketFormWords | undefined {
  if (locale === "en") return undefined;
  const { form, errors: own } = messagesOf(locale, "airTicket");
  const english = MESSAGES_EN();
  const t = translator(locale, "formErrors");
  const errors: Record<string, string> = {
    "Full name is required.": t("namesRequired"),
    "Email is required.": t("emailRequired"),
    "Please enter a valid email address.": t("emailInvalid"),
    "Please enter a phone number using digits only.": t("phoneInvalid"),
    [SPAM_MESSAGE]: t("spam"),
  };
  for (const key of Object.keys(own) as (keyof typeof own)[]) errors[english[key]] = own[key];
  for (const [key, { label, max }] of Object.entries(FIELDS)) {
    const field = key === "phone" ? form.phone : form[key as keyof typeof FIELDS];
    errors[`${label} may be at most ${max} characters.`] = t("tooLong", { field, max });
    errors[`${label} contains characters that are not allowed.`] = t("notAllowed", { field });
  }
  return { ...form, errors };
}

const MESSAGES_EN = () => messagesOf("en", "airTicket").errors;
