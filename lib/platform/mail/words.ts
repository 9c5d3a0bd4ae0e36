import "server-only";
// The core alone (no React): mails are also written outside a request, by the mail worker.
import { createFormatter, createTranslator } from "use-intl/core";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import rw from "@/messages/rw.json";
import { formatDateTime, formatDay, formatDayTime, formatDaysAndHours, TIME_ZONE } from "@/lib/platform/dates";
import type { Locale } from "@/lib/platform/db/enums";
import { appUrl } from "@/lib/platform/env";
import { formatMoney, formatUsd } from "@/lib/platform/format";

/**
 * A mail to a traveller or a registrant is written in the language they booked in (the order's or
 * the participant's `locale`); staff mail stays English. The words are messages/*.json "mail", the
 * same catalogue as the site's (lib/content/i18n/messages.ts reads it for pages).
 */
const MESSAGES = { en, fr, rw };

export const mailWords = (locale: Locale) => createTranslator({ locale, messages: MESSAGES[locale], namespace: "mail", timeZone: TIME_ZONE });
export type MailWords = ReturnType<typeof mailWords>;

/**
 * The words of what is sent beside the mails (the inquiry and subscription mails, the voucher PDF, the
 * .ics file, a registration's refusals), by namespace.
 */
export const sentWords = <N extends "audienceMail" | "visitorMail" | "voucherPdf" | "calendarFile" | "registration" | "eventPage">(
  locale: Locale,
  namespace: N,
) => createTranslator({ locale, messages: MESSAGES[locale], namespace, timeZone: TIME_ZONE });

type When = Date | string | number;

/**
 * Dates and money as a mail in a language writes them. English keeps the site's own formats
 * (lib/platform/dates.ts, "Wed 10 Mar 2027, 05:00"), word for word as before there were languages;
 * French and Kinyarwanda take Intl's, in Kigali time.
 */
export function mailFormat(locale: Locale) {
  if (locale === "en") {
    return { day: formatDay, dayTime: formatDayTime, dateTime: formatDateTime, daysAndHours: formatDaysAndHours, usd: formatUsd, money: formatMoney };
  }
  const f = createFormatter({ locale, timeZone: TIME_ZONE });
  const at = (when: When) => new Date(when);
  const DAY = { weekday: "short", day: "numeric", month: "short", year: "numeric" } as const;
  const time = (when: When) => f.dateTime(at(when), { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  const day = (when: When) => f.dateTime(at(when), DAY);
  const date = (when: When) => f.dateTime(at(when), { day: "numeric", month: "short", year: "numeric" });
  const money = (amount: number | string, currency: string) => {
    const n = Number(amount);
    return f.number(n, { style: "currency", currency, maximumFractionDigits: currency === "RWF" || Number.isInteger(n) ? 0 : 2 });
  };
  return {
    day,
    dayTime: (when: When) => `${day(when)}, ${time(when)}`,
    dateTime: (when: When) => `${date(when)}, ${time(when)}`,
    daysAndHours: (start: When, end: When) => `${f.dateTimeRange(at(start), at(end), DAY)}, ${time(start)} – ${time(end)}`,
    usd: (amount: number | string) => money(amount, "USD"),
    money,
  };
}
export type MailFormat = ReturnType<typeof mailFormat>;

/**
 * An absolute link to a site page in the mail's language: "/myorder/…" in English, "/fr/myorder/…"
 * in French (the paths of lib/content/i18n/locales.ts localePath, which this layer cannot import).
 */
export const mailLink = (locale: Locale, path: string) => `${appUrl()}${locale === "en" ? path : `/${locale}${path}`}`;

/** Everything a mail in one language needs: its words, its formats and its links. */
export function mailKit(locale: Locale) {
  return { locale, t: mailWords(locale), f: mailFormat(locale), link: (path: string) => mailLink(locale, path) };
}
export type MailKit = ReturnType<typeof mailKit>;
