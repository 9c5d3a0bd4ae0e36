import { SPAM_MESSAGE } from "@/lib/platform/forms/public-form";
import type { Locale } from "@/lib/content/i18n/locales";
import { messagesOf, translator, type Messages } from "@/lib/content/i18n/messages";

export type TicketFormWords = Messages["ticketPage"]["form"] & { errors: Record<string, string> };

/** The form's bounded fields as the schema names them in its English messages. */
const FIELDS = { fullName: "Full name", departure: "Departure", destination: "Destination" } as const;
const MAX = 120;

/**
 * What the /ticket form says in a language other than English, resolved on the server: its labels,
 * every English message of the shared schema (the API's words) and the API's answers mapped to the
 * language's. English pages pass nothing: the form keeps its English words.
 */
export function ticketFormWords(locale: Locale): TicketFormWords | undefined {
  if (locale === "en") return undefined;
  const { form, errors: own, offline } = messagesOf(locale, "ticketPage");
  const air = translator(locale, "airTicket");
  const t = translator(locale, "formErrors");
  const errors: Record<string, string> = {
    "Full name is required.": t("namesRequired"),
    "Email is required.": t("emailRequired"),
    "Please enter a valid email address.": t("emailInvalid"),
    "Departure is required.": own.departureRequired,
    "Destination is required.": own.destinationRequired,
    "Departure date is required.": air("errors.departureDateRequired"),
    "Return date is required.": air("errors.returnDateRequired"),
    "The return date cannot be before the departure date.": air("errors.returnBeforeDeparture"),
    [SPAM_MESSAGE]: t("spam"),
    // The API's answer to a sent ticket is the air-ticket one.
    [messagesOf("en", "airTicket").form.sent]: air("form.sent"),
    [messagesOf("en", "ticketPage").offline]: offline,
  };
  for (const [key, label] of Object.entries(FIELDS)) {
    const field = form[key as keyof typeof FIELDS];
    errors[`${label} may be at most ${MAX} characters.`] = t("tooLong", { field, max: MAX });
    errors[`${label} contains characters that are not allowed.`] = t("notAllowed", { field });
  }
  return { ...form, errors };
}
