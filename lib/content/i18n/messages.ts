import { createFormatter, createTranslator } from "next-intl";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import rw from "@/messages/rw.json";
import enClient from "@/messages/client/en.json";
import frClient from "@/messages/client/fr.json";
import rwClient from "@/messages/client/rw.json";
import type { Locale } from "./locales";

/**
 * Each language's messages are two files: messages/{lang}.json, read on the server, and
 * messages/client/{lang}.json, the words of the blocks on every page (menus, footer, the home
 * page's blocks) that the browser loads as one chunk per language (components/site/words).
 * English is the reference: every language has the same keys (tests/i18n-messages.test.ts).
 */
export type Messages = typeof en & typeof enClient;
export const MESSAGES: Record<Locale, Messages> = { en: { ...en, ...enClient }, fr: { ...fr, ...frClient }, rw: { ...rw, ...rwClient } };

/** Kigali's time: dates and times on the site are the company's local ones. */
export const SITE_TIME_ZONE = "Africa/Kigali";

/**
 * A translator for one namespace of a language's messages (ICU syntax: `{name}`, `{n, plural, …}`).
 * Server code takes the language from the page's [locale] segment, so pages stay static: no request
 * header is read.
 */
export function translator<N extends keyof Messages>(locale: Locale, namespace: N) {
  return createTranslator({ locale, messages: MESSAGES[locale], namespace, timeZone: SITE_TIME_ZONE });
}

/** Dates, numbers and money by Intl for the language. */
export function formatter(locale: Locale) {
  return createFormatter({ locale, timeZone: SITE_TIME_ZONE });
}

/** Every message of one namespace, resolved: what a client component is given as props. */
export function messagesOf<N extends keyof Messages>(locale: Locale, namespace: N): Messages[N] {
  return MESSAGES[locale][namespace];
}
