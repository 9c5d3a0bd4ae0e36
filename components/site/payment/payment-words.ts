import "server-only";
import type { Locale } from "@/lib/content/i18n/locales";
import { translator } from "@/lib/content/i18n/messages";
import { PROMPT_MINUTES, STILL_OPEN, providerDown } from "@/lib/booking/payments/mobile-service";
import { ALREADY_PAID, CARD_UNAVAILABLE, ORDER_CANCELLED, SESSION_EXPIRED } from "@/lib/booking/payments/service";
import { REFUND_PENDING, REGISTRATION_MISSING } from "@/lib/booking/orders/payment-hold";
import { PROVIDER_NAMES } from "@/lib/booking/gateways/mobile-money";

/** A resolved message with slots the browser fills ("Pay {amount} by {provider}"): the value is known only there. */
const slot = (name: string) => `{${name}}`;

/**
 * What /pay's payment widget and mobile money form say, resolved on the server for the page's
 * language: the browser gets these strings as props, never the catalogue.
 */
export function paymentWords(locale: Locale) {
  const t = translator(locale, "pay");
  const m = translator(locale, "mobilePay");
  const refusals = payRefusals(locale);
  return {
    refusals,
    /** Intl's locale for francs: English keeps the site's "RF 187,000". */
    moneyLocale: locale === "en" ? "en-RW" : locale,
    howToPay: t("howToPay"),
    selectOption: t("selectOption"),
    payNow: t("payNow"),
    loading: t("loading"),
    chooseFirst: t("chooseFirst"),
    onlyBank: t("onlyBank"),
    payBy: t("payBy", { method: slot("method") }),
    methods: { visa: t("visa"), mastercard: t("mastercard"), bank: t("bank"), momo: t("momo"), airtel: t("airtel") },
    sessionError: t("sessionError"),
    bookingError: t("bookingError"),
    cancelled: t("noticeCancelled"),
    bankChosen: t("bankChosen"),
    mobile: {
      refusals,
      payBy: t("payBy", { method: slot("method") }),
      approveOnPhone: m("approveOnPhone", { amount: slot("amount") }),
      promptOnPhone: m("promptOnPhone", { provider: slot("provider") }),
      openTestPhone: m("openTestPhone"),
      testPhoneAfter: m("testPhoneAfter"),
      testModeNote: m("testModeNote"),
      testModeAfter: m("testModeAfter"),
      tryAgain: m("tryAgain"),
      chooseAnother: m("chooseAnother"),
      numberLabel: m("numberLabel", { provider: slot("provider") }),
      youPay: m("youPay", { amount: slot("amount") }),
      prefixes: { momo: m("momoPrefixes"), airtel: m("airtelPrefixes") },
      sending: m("sending"),
      submit: m("submit", { amount: slot("amount"), provider: slot("provider") }),
      startFailed: m("startFailed"),
      notAWallet: m("notAWallet"),
      wrongNetwork: m("wrongNetwork", { actual: slot("actual"), chosen: slot("chosen") }),
      states: {
        paid: m("paid"),
        "refund-due": m("refundDue"),
        declined: m("declined"),
        timeout: m("timeout", { minutes: PROMPT_MINUTES }),
        "wrong-number": m("wrongNumber"),
        failed: m("failed"),
      },
    },
  };
}

export type PaymentWords = ReturnType<typeof paymentWords>;
export type MobileWords = PaymentWords["mobile"];

/**
 * The payment API's refusals, keyed by the English message it sends (the API's words, unchanged), and
 * what the page shows for each in its language. Empty in English: shown as sent.
 */
export function payRefusals(locale: Locale): Record<string, string> {
  if (locale === "en") return {};
  const r = translator(locale, "payRefusals");
  const english = translator("en", "payRefusals");
  const keys = ["alreadyPaid", "orderCancelled", "refundPending", "registrationMissing", "cardUnavailable", "sessionExpired", "stillOpen", "tooMany"] as const;
  return {
    ...Object.fromEntries(keys.map((k) => [english(k), r(k)])),
    ...Object.fromEntries((["momo", "airtel"] as const).map((p) => [providerDown(p), r("providerDown", { provider: PROVIDER_NAMES[p] })])),
  };
}

/** The API's messages the map above knows: en.json's "payRefusals" must say exactly these (tests/i18n-messages.test.ts). */
export const PAY_REFUSALS_ENGLISH = [ALREADY_PAID, ORDER_CANCELLED, REFUND_PENDING, REGISTRATION_MISSING, CARD_UNAVAILABLE, SESSION_EXPIRED, STILL_OPEN];
