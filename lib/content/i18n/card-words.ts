import { formatDate, formatEventBadge } from "@/lib/platform/dates";
import { formatUsd } from "@/lib/platform/format";
import { formatDuration, type TourDuration } from "@/lib/content/tours/duration";
import type { Locale } from "./locales";
import { formatter, messagesOf, translator } from "./messages";
import { orderFormats } from "./order-formats";

type When = Date | string | number;

/**
 * What the list cards say around their content, in one language: lengths, prices, dates and
 * calls to action. English keeps the site's own formats word for word; the others use Intl.
 */
export function cardWords(locale: Locale) {
  const t = translator(locale, "cards");
  const formats = orderFormats(locale);
  const f = formatter(locale);
  const english = locale === "en";
  return {
    words: messagesOf(locale, "cards"),
    length: (d: TourDuration) => (english ? formatDuration(d) : t(d.unit, { count: d.amount })),
    days: (count: number) => (english ? formatDuration({ amount: count, unit: "days" }) : t("days", { count })),
    /** "From $300 for 2 travellers", cut around the price so the page can set it apart. */
    fromPrice: (total: number, party: string) => {
      const [before, after = ""] = t("fromPrice", { price: "\u0000", party }).split("\u0000");
      return { before, price: english ? formatUsd(total) : formats.usd(total), after };
    },
    usd: (amount: number) => (english ? formatUsd(amount) : formats.usd(amount)),
    feeFrom: (amount: number) => t("feeFrom", { price: english ? formatUsd(amount) : formats.usd(amount) }),
    date: (when: When) => (english ? formatDate(when) : f.dateTime(new Date(when), { day: "numeric", month: "short", year: "numeric" })),
    day: formats.day,
    dayRange: formats.dayRange,
    badge: (when: When) =>
      english ? formatEventBadge(when) : { day: f.dateTime(new Date(when), { day: "numeric" }), month: f.dateTime(new Date(when), { month: "short" }) },
    party: (people: number) => translator(locale, "booking")("party", { count: people }),
  };
}

export type CardWords = ReturnType<typeof cardWords>;
