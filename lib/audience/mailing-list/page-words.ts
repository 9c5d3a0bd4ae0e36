import "server-only";
import type { Locale } from "@/lib/content/i18n/locales";
import { translator } from "@/lib/content/i18n/messages";
import { site } from "@/lib/platform/site";

/**
 * What the confirm and unsubscribe pages say in the page's language, and the mailing list API's
 * answers (its English words, unchanged) mapped to that language: the one button shows the
 * translation of what the API sent, or the API's words when the site does not know them.
 */
export function maillistPageWords(locale: Locale) {
  const t = translator(locale, "maillistPages");
  const en = translator("en", "maillistPages");
  const answers: Record<string, string> =
    locale === "en" ? {} : Object.fromEntries((["unsubscribed", "unknown", "confirmed", "confirmUnknown"] as const).map((k) => [en(k), t(k)]));
  return { t, answers, site: site.name };
}
