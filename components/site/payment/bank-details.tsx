import { site } from "@/lib/platform/site";
import type { Locale } from "@/lib/content/i18n/locales";
import { translator } from "@/lib/content/i18n/messages";
import { orderFormats } from "@/lib/content/i18n/order-formats";

/** The company's bank account and the order reference to quote (shown on /pay and /myorder). */
export function BankDetails({ reference, amount, locale = "en" }: { reference: string; amount: number; locale?: Locale }) {
  const b = site.bank;
  const t = translator(locale, "bankDetails");
  const usd = orderFormats(locale).usd;
  const rows: [string, string][] = [
    [t("amount"), usd(amount)],
    [t("bank"), b.bankName],
    [t("accountName"), b.accountName],
    [t("accountNumber"), b.accountNumber],
    [t("swift"), b.swift],
    [t("branch"), b.branch],
    [t("reference"), reference],
  ];
  return (
    <section aria-label={t("title")} className="rounded-xl bg-stone-50 p-5 ring-1 ring-stone-200">
      <h3 className="font-semibold text-brand-900">{t("title")}</h3>
      <p className="mt-1 text-sm text-ink-soft">{t("quote")}</p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-ink-faint">{k}</dt>
            <dd className="font-medium text-ink">{v}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
