/**
 * The site's languages, as its paths carry them. English keeps today's paths (no prefix), the others
 * live under /fr/… and /rw/…; next.config.mjs rewrites an English path to the app's /en/… segment.
 * Platform code needs no more than this (where a form's answer page is); the words are content's.
 * Safe for client code.
 */
import { LOCALES, type Locale } from "@/lib/platform/db/enums";

// Listed beside the schema, whose columns (an order's, a registration's language) take them.
export { LOCALES, type Locale };
export const DEFAULT_LOCALE: Locale = "en";

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
