import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/platform/db/client";
import type { Locale } from "@/lib/platform/db/enums";
import { contentTranslations } from "@/lib/platform/db/schema";
import { sentWords } from "@/lib/platform/mail/words";
import { eventFull, eventStarted } from "@/lib/booking/orders/seats";
import type { ParticipantCategory } from "./kinds";
import { categoryMismatch, priceNotAllowed } from "./schema";
import { countryLabel } from "./country-labels";

export const TOO_MANY_FREE_REGISTRATIONS = "Too many registrations from your network today. Please try again tomorrow or contact us.";

type Country = Parameters<typeof countryLabel>[1];

/**
 * The registration service's own refusals, in the language the request carries (`lang`). English,
 * the API's words, is what a client that sends no `lang` gets, word for word as before; French and
 * Kinyarwanda name the country in the language. The schema's messages stay English (the forms map them).
 */
export function registrationRefusals(locale: Locale) {
  if (locale === "en") {
    return {
      countryUnknown: "Please choose a country from the list.",
      phoneInvalid: "Please enter a valid telephone number.",
      categoryMismatch: (country: Country, category: ParticipantCategory) => categoryMismatch(country.name, category),
      notOpen: "This event is not open for registration.",
      tooManyFree: TOO_MANY_FREE_REGISTRATIONS,
      started: eventStarted,
      full: eventFull,
      unconfirmed: (event: string) => `Many registrations for ${event} are waiting for their e-mail confirmation. Please try again in a few hours.`,
      priceNotAllowed,
    };
  }
  const t = sentWords(locale, "registration");
  const fees = sentWords(locale, "eventPage");
  return {
    countryUnknown: t("errors.countryUnknown"),
    phoneInvalid: t("errors.phoneInvalid"),
    categoryMismatch: (country: Country, category: ParticipantCategory) =>
      t("errors.categoryMismatch", { country: countryLabel(locale, country), category: fees(`fees.${category}`) }),
    notOpen: t("errors.notOpen"),
    tooManyFree: t("errors.tooManyFree"),
    started: (event: string) => t("errors.started", { event }),
    full: (event: string) => t("errors.full", { event }),
    unconfirmed: (event: string) => t("errors.unconfirmed", { event }),
    priceNotAllowed: (price: number | string) => t("errors.priceNotAllowed", { price: String(price) }),
  };
}
export type RegistrationRefusals = ReturnType<typeof registrationRefusals>;

/** The event's title as its page in the language shows it: its version's title where there is one, else the English. */
export async function eventTitleIn(tx: Db, event: { id: string; title: string }, locale: Locale): Promise<string> {
  if (locale === "en") return event.title;
  const [version] = await tx
    .select({ fields: contentTranslations.fields })
    .from(contentTranslations)
    .where(and(eq(contentTranslations.kind, "event"), eq(contentTranslations.itemId, event.id), eq(contentTranslations.locale, locale)))
    .limit(1);
  const title = version?.fields.title;
  return typeof title === "string" && title.trim() ? title : event.title;
}
