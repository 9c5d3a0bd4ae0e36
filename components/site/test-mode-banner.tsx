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
    <div role="region" aria-label={t("testModeLabel")} className="test-mode-banner">
      {t("testMode")}
    </div>
  );
}
