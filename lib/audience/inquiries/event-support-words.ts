import { SPAM_MESSAGE, TOO_FAST_MESSAGE, TOO_MANY_MESSAGE } from "@/lib/platform/forms/public-form";
import type { Locale } from "@/lib/content/i18n/locales";
import { messagesOf, translator, type Messages } from "@/lib/content/i18n/messages";
import { CONTACT_LIMITS } from "./schema";

export type EventSupportFormWords = Messages["eventSupport"]["form"] & { errors: Record<string, string>; lang: Locale };

/** The form's bounded fields as the schema names them in its English messages, with their limits. */
const FIELDS = {
  organization: { label: "Organization", max: 160 },
  contactName: { label: "Contact name", max: 120 },
  phone: { label: "Phone", max: CONTACT_LIMITS.phone },
  eventType: { label: "Type of event", max: 120 },
  services: { label: "Services needed", max: 1000 },
  message: { label: "Message", max: CONTACT_LIMITS.message },
} as const;

/**
 * What the event-support form says in a language other than English, resolved on the server: its
 * labels, and every English message of the shared schema and the API (the API's words) mapped to
 * the language's. English pages pass nothing: the form keeps its English words.
 */
export function eventSupportFormWords(locale: Locale): EventSupportFormWords | undefined {
  if (locale === "en") return undefined;
  const { form, errors: own } = messagesOf(locale, "eventSupport");
  const english = messagesOf("en", "eventSupport").errors;
  const t = translator(locale, "formErrors");
  const errors: Record<string, string> = {
    "Email is required.": t("emailRequired"),
    "Please enter a valid email address.": t("emailInvalid"),
    "Please enter a phone number using digits only.": t("phoneInvalid"),
    "Message is required.": t("messageRequired"),
    [SPAM_MESSAGE]: t("spam"),
    [TOO_FAST_MESSAGE]: own.tooFast,
    [TOO_MANY_MESSAGE]: own.tooMany,
  };
  for (const key of Object.keys(own) as (keyof typeof own)[]) errors[english[key]] = own[key];
  for (const [key, { label, max }] of Object.entries(FIELDS)) {
    const field = form[key as keyof typeof FIELDS];
    errors[`${label} may be at most ${max} characters.`] = t("tooLong", { field, max });
    errors[`${label} contains characters that are not allowed.`] = t("notAllowed", { field });
  }
  return { ...form, errors, lang: locale };
}
