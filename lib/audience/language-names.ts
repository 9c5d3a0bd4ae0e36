import { LOCALES, type Locale } from "@/lib/platform/db/enums";

/** The language an inquiry or a subscription was made in, as the (English) dashboard names it. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", fr: "French", rw: "Kinyarwanda" };

/** "English 12 · French 3 · Kinyarwanda 0": a count per language, every language named. */
export const languageCounts = (counts: Partial<Record<Locale, number>>) => LOCALES.map((l) => `${LANGUAGE_NAMES[l]} ${counts[l] ?? 0}`).join(" · ");
