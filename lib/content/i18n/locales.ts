/**
 * The site's languages. English keeps today's paths (no prefix), the others live under /fr/… and
 * /rw/…; next.config.mjs rewrites an English path to the app's /en/… segment. Safe for client code.
 */
import { LOCALES, type Locale } from "@/lib/platform/db/enums";

// Listed beside the schema, whose columns take them.
export { LOCALES, type Locale };
export const DEFAULT_LOCALE: Locale = "en";

/** The visitor's last choice in the switcher (read by nothing that redirects: a URL keeps its language). */
export const LOCALE_COOKIE = "ikaze_lang";

/** Each language named in itself, as the switcher shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", fr: "Français", rw: "Kinyarwanda" };

/** OpenGraph's locale tag for each language. */
export const OG_LOCALES: Record<Locale, string> = { en: "en_GB", fr: "fr_FR", rw: "rw_RW" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The [locale] segment's value; anything else (it cannot happen through the rewrites) reads as English. */
export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** A site path in a language: "/tours" → "/fr/tours", "/" → "/fr"; English paths stay as they are. */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/** The reverse of localePath: "/fr/tours" → { locale: "fr", path: "/tours" }. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(fr|rw)(?=\/|$)(.*)$/.exec(pathname);
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname || "/" };
  return { locale: match[1] as Locale, path: match[2] || "/" };
}
