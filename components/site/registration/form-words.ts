import type { Messages } from "@/lib/content/i18n/messages";
import type { ParticipantCategory } from "@/lib/booking/participants/kinds";
import type { Locale } from "@/lib/content/i18n/locales";
import { formatUsd } from "@/lib/platform/format";

/** The fee table's words (messages "eventPage.fees"); `until` keeps its `{deadline}`. */
export type FeeTableWords = Messages["eventPage"]["fees"];

/** The registration form's words in a language other than English, resolved on the server. */
export type RegistrationFormWords = Messages["registration"]["form"] & {
  lang: Locale;
  fees: FeeTableWords;
  categories: Record<ParticipantCategory, string>;
  /** The API's English messages (schema and refusals) and the page's words for each. */
  errors: Record<string, string>;
  /** Refusals that name an event, a country…: the English sentence with `{name}` slots, and the language's. */
  patterns: [string, string][];
  /** Each amount the form may show, in dollars as the server writes them (a browser's Intl may lack the language's data). */
  dollars: Record<number, string>;
};

/** The English words (messages/en.json "eventPage.fees", checked by a test): English pages send no copy. */
export const FEE_TABLE_ENGLISH: FeeTableWords = {
  caption: "Registration fees in US dollars; the column that applies today is marked.",
  participant: "Participant",
  earlyBird: "Early Birds",
  normal: "Normal",
  appliesToday: "applies today",
  rwandan: "Rwandans",
  african: "Africans",
  international: "Internationals",
  until: "Early Birds fees apply until {deadline}.",
};

/** A message's `{name}` slots filled (the messages these forms fill have no plural forms). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The page's words for a message the API sent in English: a known sentence, or one of the patterns
 * with its slots carried over (an event's title stays as sent). Unknown messages are shown as sent.
 */
export function sayIn(words: Pick<RegistrationFormWords, "errors" | "patterns"> | undefined, message: string | undefined): string | undefined {
  if (!message || !words) return message;
  if (words.errors[message]) return words.errors[message];
  for (const [english, translated] of words.patterns) {
    const slots = slotsOf(english, message);
    if (slots) return fill(translated, slots);
  }
  return message;
}

/** What a message put in a template's `{name}` slots, or null when it is not that template's sentence. */
export function slotsOf(template: string, message: string): Record<string, string> | null {
  const names: string[] = [];
  const source = escape(template).replace(/\\\{(\w+)\\\}/g, (_, name: string) => (names.push(name), "(.+?)"));
  const match = new RegExp(`^${source}$`).exec(message);
  return match ? Object.fromEntries(names.map((n, i) => [n, match[i + 1]])) : null;
}

/** US dollars in a language: English keeps the site's "$1,200"; the others Intl's, whole or with cents. */
export function usdIn(locale: Locale): (amount: number) => string {
  if (locale === "en") return formatUsd;
  return (amount) => {
    const digits = Number.isInteger(Math.round(amount * 100) / 100) ? 0 : 2;
    return new Intl.NumberFormat(locale, { style: "currency", currency: "USD", minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount);
  };
}
