import type { Locale } from "@/lib/platform/locales";

/** The site's languages and their paths live with the platform; the names and tags here. Safe for client code. */
export { LOCALES, DEFAULT_LOCALE, isLocale, toLocale, localePath, splitLocalePath, type Locale } from "@/lib/platform/locales";

/** The visitor's last choice in the switcher (read by nothing that redirects: a URL keeps its language). */
export const LOCALE_COOKIE = "ikaze_lang";

/** Each language named in itself, as the switcher shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", fr: "Français", rw: "Kinyarwanda" };

/** OpenGraph's locale tag for each language. */
export const OG_LOCALES: Record<Locale, string> = { en: "en_GB", fr: "fr_FR", rw: "rw_RW" };

