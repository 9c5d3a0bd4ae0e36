import type { Locale } from "@/lib/content/i18n/locales";
import { messagesOf, translator } from "@/lib/content/i18n/messages";
import { tourListSeo, type TourListFilters } from "./list-filters";

/**
 * The heading of a list page narrowed by a length or a price band ("One-day tours in Rwanda"), in
 * the page's language, or null for the plain list. English is tourListSeo's, word for word.
 */
export function tourListHeading(locale: Locale, filters: TourListFilters): string | null {
  if (!tourListSeo(filters).heading) return null;
  const t = translator(locale, "tourList");
  const tours = t(`durationHeadings.${filters.duration}`);
  return filters.price === "any" ? t("heading", { tours }) : t("headingPrice", { tours, price: t(`pricePhrases.${filters.price}`) });
}

/** The filter form's words: its labels and each option's, by the values the path uses. */
export function tourFilterWords(locale: Locale) {
  const { filters, durations, prices, sorts } = messagesOf(locale, "tourList");
  return { ...filters, durations, prices, sorts };
}

export type TourFilterWords = ReturnType<typeof tourFilterWords>;
