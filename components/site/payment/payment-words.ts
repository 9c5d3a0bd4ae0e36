import "server-only";
import type { Locale } from "@/lib/content/i18n/locales";
import { translator } from "@/lib/content/i18n/messages";
import { PROMPT_MINUTES } from "@/lib/booking/payments/mobile-service";

/** A resolved message with slots the browser fills ("Pay {amount} by {provider}"): the value is known only there. */
const slot = (name: string) => `{${name}}`;

/**
 * What /pay's payment widget and mobile money form say, resolved on the server for the page's
 * language: the browser gets these strings as props, never the catalogue.
 */
export function paymentWords(locale: Locale) {
  const t = translator(locale, "pay");
  const m = translator(locale, "mobilePay");
  return {
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
