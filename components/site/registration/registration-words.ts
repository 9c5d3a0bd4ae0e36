import "server-only";
import { PARTICIPANT_CATEGORIES } from "@/lib/booking/participants/kinds";
import { CONSENT_REQUIRED, EVENT_REQUIRED, TITLE_MESSAGE } from "@/lib/booking/participants/schema";
import type { EventPolicyWords } from "@/lib/booking/terms/participant-policy";
import { SPAM_MESSAGE, TOO_FAST_MESSAGE, TOO_MANY_MESSAGE } from "@/lib/platform/forms/public-form";
import { fill, type RegistrationFormWords } from "./form-words";
import { SEAT_HOLD_MINUTES } from "@/lib/booking/orders/seats";
import { CONFIRM_HOURS } from "@/lib/booking/participants/service";
import type { Locale } from "@/lib/content/i18n/locales";
import { messagesOf, translator } from "@/lib/content/i18n/messages";
import { orderFormats } from "@/lib/content/i18n/order-formats";

/** The registration schema's bounded fields as its English messages name them: message key, limit, required. */
const FIELDS = [
  ["Event", "event", 300, false],
  ["Family name", "familyName", 200, true],
  ["First name", "firstName", 200, true],
  ["Position", "position", 200, true],
  ["Department", "department", 200, true],
  ["Organization", "organization", 200, true],
  ["Address", "address", 500, true],
  ["Country", "country", 100, false],
  ["Town", "town", 200, true],
  ["Telephone", "telephone", 40, true],
  ["Diet requirements", "diet", 500, false],
] as const;

/**
 * What the registration form says in a language other than English, resolved on the server: its
 * labels, the fee table's words, and every English message the shared schema and the registration
 * API can give, mapped to the language's. English pages pass nothing: the form keeps its words.
 */
export function registrationFormWords(locale: Locale, amounts: number[] = []): RegistrationFormWords | undefined {
  if (locale === "en") return undefined;
  const form = messagesOf(locale, "registration").form;
  const fees = messagesOf(locale, "eventPage").fees;
  const registration = translator(locale, "registration");
  const t = (key: keyof typeof english, values?: Record<string, string | number>) => registration(`errors.${key}`, values);
  const common = translator(locale, "formErrors");
  const english = messagesOf("en", "registration").errors;
  const errors: Record<string, string> = {
    [EVENT_REQUIRED]: t("eventRequired"),
    [TITLE_MESSAGE]: t("titleRequired"),
    [CONSENT_REQUIRED]: t("consentRequired"),
    // The box left out of a body altogether: to a visitor, the same missing consent.
    "dataProtection must be true or false.": t("consentRequired"),
    "Email is required.": common("emailRequired"),
    "Please enter a valid email address.": common("emailInvalid"),
    [SPAM_MESSAGE]: common("spam"),
    [TOO_FAST_MESSAGE]: t("tooFast"),
    [TOO_MANY_MESSAGE]: t("tooMany"),
  };
  for (const key of ["categoryRequired", "countryUnknown", "phoneInvalid", "notOpen", "tooManyFree"] as const) errors[english[key]] = t(key);
  for (const [label, key, max, required] of FIELDS) {
    const field = form[key];
    if (required) errors[`${label} is required.`] = t("required", { field });
    errors[`${label} may be at most ${max} characters.`] = common("tooLong", { field, max });
    errors[`${label} contains characters that are not allowed.`] = common("notAllowed", { field });
  }
  // Slots stay slots: the form fills them with what the API named.
  const raw = messagesOf(locale, "registration").errors;
  const patterns = (["started", "full", "unconfirmed", "categoryMismatch", "priceNotAllowed"] as const).map((k) => [english[k], raw[k]] as [string, string]);
  const categories = Object.fromEntries(PARTICIPANT_CATEGORIES.map((c) => [c, fees[c]])) as RegistrationFormWords["categories"];
  // How long a seat is held is the server's to say; the rest is filled in the form.
  const held = { ...form, paidSent: fill(form.paidSent, { minutes: SEAT_HOLD_MINUTES }), freeSent: fill(form.freeSent, { hours: CONFIRM_HOURS }) };
  const usd = orderFormats(locale).usd;
  const dollars = Object.fromEntries(amounts.map((n) => [n, usd(n)]));
  return { ...held, lang: locale, fees, categories, errors, patterns, dollars };
}

/** The event cancellation policy in a language, worded as the registration mails word it. */
export function eventPolicyWords(locale: Locale): EventPolicyWords | undefined {
  if (locale === "en") return undefined;
  const mail = translator(locale, "mail");
  const t = (key: string, values?: Record<string, string | number>) => mail(`policy.${key}` as "policy.none", values);
  return {
    none: t("none"),
    share: (percent) => (percent === 100 ? t("fullRefund") : percent === 0 ? t("noRefund") : t("percentRefunded", { percent })),
    days: (n) => t("days", { n }),
    range: (from, to) => t("range", { from, to }),
    beforeStart: (share) => t("beforeStart", { share }),
    orMore: (days, share) => t("orMore", { days, share }),
    between: (range, share) => t("between", { range, share }),
    lessThan: (days) => t("lessThan", { days }),
    free: t("free"),
    colleague: t("colleague"),
  };
}
