import { CONTACT_LIMITS } from "./schema";
import { SPAM_MESSAGE } from "@/lib/platform/forms/public-form";
import type { Locale } from "@/lib/content/i18n/locales";
import { messagesOf, translator, type Messages } from "@/lib/content/i18n/messages";

/** The contact form's fields as the schema names them in its English messages, with their limits. */
const FIELDS = {
  fullName: { label: "Full name", max: CONTACT_LIMITS.names },
  subject: { label: "Subject", max: CONTACT_LIMITS.subject },
  phone: { label: "Phone", max: CONTACT_LIMITS.phone },
  message: { label: "Message", max: CONTACT_LIMITS.message },
} as const;

export type ContactFormWords = Messages["contactForm"] & { errors: Record<string, string>; lang: Locale };

/**
 * What the contact form says in a language other than English, resolved on the server: its labels,
 * and the schema's English messages (the API's words) mapped to the language's. English pages pass
 * nothing: the form keeps its English words and ships no second copy.
 */
export function contactFormWords(locale: Locale): ContactFormWords | undefined {
  if (locale === "en") return undefined;
  const words = messagesOf(locale, "contactForm");
  const t = translator(locale, "formErrors");
  const errors: Record<string, string> = {
    "Full name is required.": t("namesRequired"),
    "Email is required.": t("emailRequired"),
    "Please enter a valid email address.": t("emailInvalid"),
    "Please enter a phone number using digits only.": t("phoneInvalid"),
    "Message is required.": t("messageRequired"),
    [SPAM_MESSAGE]: t("spam"),
  };
  for (const [key, { label, max }] of Object.entries(FIELDS)) {
    const field = words[key as keyof typeof FIELDS];
    errors[`${label} may be at most ${max} characters.`] = t("tooLong", { field, max });
    errors[`${label} contains characters that are not allowed.`] = t("notAllowed", { field });
  }
  return { ...words, errors, lang: locale };
}
