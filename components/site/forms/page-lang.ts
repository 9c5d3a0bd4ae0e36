import { LOCALES, type Locale } from "@/lib/platform/db/enums";

/** The language of the page a form is on (`<html lang>`): the mail that answers is written in it. */
export function pageLang(): Locale {
  const lang = document.documentElement.lang as Locale;
  return LOCALES.includes(lang) ? lang : "en";
}
