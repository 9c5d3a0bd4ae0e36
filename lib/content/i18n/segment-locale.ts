import "server-only";
import { cache } from "react";
import { DEFAULT_LOCALE, type Locale } from "./locales";

/*
 * The page's language for the server components Next renders without params (a not-found page):
 * the [locale] layout records it for the request, and they render inside that layout, after it. A
 * not-found page is part of every page's payload, so it must carry one language's words, not three.
 */
const current = cache(() => ({ locale: DEFAULT_LOCALE as Locale }));

export function setSegmentLocale(locale: Locale): void {
  current().locale = locale;
}

export function segmentLocale(): Locale {
  return current().locale;
}
