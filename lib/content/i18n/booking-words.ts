import { ORDER_MESSAGES } from "@/lib/booking/orders/schema";
import { MAX_BOOKING_YEARS } from "@/lib/booking/orders/dates";
import { PHONE_INVALID, PHONE_REQUIRED } from "@/lib/booking/orders/phone";
import { priceTiers, type TourPrices } from "@/lib/booking/orders/party-prices";
import { localePath, type Locale } from "./locales";
import { messagesOf, translator } from "./messages";

/**
 * What the booking form says, resolved on the server for the page's language: the browser gets
 * these strings as props, not the message catalogue or a formatter.
 */
export function bookingWords(locale: Locale, tour: TourPrices & { title: string }) {
  const t = translator(locale, "booking");
  const raw = messagesOf(locale, "booking");
  return {
    ...raw,
    formLabel: t("formLabel", { tour: tour.title }),
    /** Where the booking goes on to (/pay/…, /myorder/…), in the same language. */
    pathPrefix: localePath(locale, ""),
    /** Sent with the booking: its mails speak the page's language. */
    lang: locale,
    party: Object.fromEntries(priceTiers(tour).map((tier) => [tier.people, t("party", { count: tier.people })])) as Record<number, string>,
    /** The schema's English messages (the API's words, unchanged) and what to show for each. */
    errors: orderErrors(locale),
  };
}

export type BookingWords = ReturnType<typeof bookingWords>;

/** The schema's messages, by their key in the "orderErrors" messages (the phone rules' fixed ones too). */
const SCHEMA_MESSAGES = { ...ORDER_MESSAGES, phoneRequired: PHONE_REQUIRED, phoneInvalid: PHONE_INVALID } as const;

/** The order schema's messages in a language, keyed by the English message the schema gives. */
export function orderErrors(locale: Locale): Record<string, string> {
  if (locale === "en") return {};
  const t = translator(locale, "orderErrors");
  return Object.fromEntries(
    (Object.keys(SCHEMA_MESSAGES) as (keyof typeof SCHEMA_MESSAGES)[]).map((key) => [SCHEMA_MESSAGES[key], t(key, { years: MAX_BOOKING_YEARS })]),
  );
}
