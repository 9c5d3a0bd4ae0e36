import type { Locale } from "@/lib/content/i18n/locales";
import { translator } from "@/lib/content/i18n/messages";
import { testGatewayActive } from "@/lib/booking/gateways/gateway";

/**
 * While the built-in test gateway takes "payments", every public page says so,
 * so nobody mistakes a test booking for a real one.
 */
export function TestModeBanner({ locale = "en" }: { locale?: Locale } = {}) {
  if (!testGatewayActive()) return null;
  const t = translator(locale, "site");
  return (
    <div role="region" aria-label={t("testModeLabel")} className="bg-amber-300 px-4 py-2 text-center text-sm font-semibold text-stone-950">
      {t("testMode")}
    </div>
  );
}
