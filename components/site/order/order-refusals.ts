import "server-only";
import type { Locale } from "@/lib/content/i18n/locales";
import { translator } from "@/lib/content/i18n/messages";
import { orderFormats } from "@/lib/content/i18n/order-formats";
import type { OrderView } from "@/lib/booking/orders/order-view";
import { site } from "@/lib/platform/site";

/**
 * The booking API's answers a page of one order can meet, keyed by the English the API sends (its
 * words, unchanged), and what the page shows for each in its language: the /pay pattern. English
 * pages get nothing (shown as sent); an answer the map does not know is shown as sent too.
 */
function answers(locale: Locale, pairs: (en: ReturnType<typeof words>, t: ReturnType<typeof words>) => [string, string][]): Record<string, string> {
  if (locale === "en") return {};
  return Object.fromEntries(pairs(words("en"), words(locale)));
}

const words = (locale: Locale) => ({ t: translator(locale, "orderRefusals"), f: orderFormats(locale) });

/** /myorder's cancel button: the cancel API's refusals and results, the refund being `refundAmount` (the preview's). */
export function cancelAnswers(locale: Locale, refundAmount: number): Record<string, string> {
  const phone = site.phone;
  return answers(locale, (en, to) => [
    ...(["alreadyCancelled", "started", "refundUnderWay", "notFound", "isCancelled", "cancelled"] as const).map((k): [string, string] => [en.t(k), to.t(k)]),
    ...(["checkedIn", "noDate", "nothingRefunded"] as const).map((k): [string, string] => [en.t(k, { phone }), to.t(k, { phone })]),
    ...(["cancelledRefundDue", "cancelledRefunded"] as const).map((k): [string, string] => [
      en.t(k, { amount: en.f.usd(refundAmount) }),
      to.t(k, { amount: to.f.usd(refundAmount) }),
    ]),
  ]);
}

/** /pay's payment: refused when the hold lapsed and the last seat went meanwhile (lib/booking/orders/payment-hold.ts). */
export function seatGoneAnswers(locale: Locale, item: OrderView["item"]): Record<string, string> {
  const departsAt = item.kind === "tour" ? item.departsAt : null;
  const title = (w: ReturnType<typeof words>) => (departsAt ? w.t("departureTitle", { tour: item.title, when: w.f.dayTime(departsAt) }) : item.title);
  return answers(locale, (en, to) => [[en.t("seatGone", { title: title(en) }), to.t("seatGone", { title: title(to) })]]);
}
