import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { container } from "@/components/site/layout-classes";
import { TestGatewayButtons } from "@/components/site/payment/test-gateway-buttons";
import { getTestSession } from "@/lib/booking/payments/service";
import { toLocale } from "@/lib/content/i18n/locales";
import { translator } from "@/lib/content/i18n/messages";
import { orderFormats } from "@/lib/content/i18n/order-formats";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps<"/[locale]/pay/test-gateway/[sessionId]">): Promise<Metadata> {
  return { title: translator(toLocale((await params).locale), "testGateway")("title"), robots: { index: false, follow: false } };
}

/**
 * The built-in test gateway's payment page (no card is charged). It exists only while the test
 * gateway is active: never in production unless PAYMENTS_TEST_MODE is set. It speaks the language
 * of the /pay page that opened it, and sends the browser back to that language.
 */
export default async function TestGatewayPage({ params }: PageProps<"/[locale]/pay/test-gateway/[sessionId]">) {
  const { sessionId, locale: segment } = await params;
  const locale = toLocale(segment);
  const session = await getTestSession(sessionId);
  if (!session) notFound();
  const t = translator(locale, "testGateway");
  const p = translator(locale, "pay");
  return (
    <div className={`${container} max-w-xl pb-16 pt-32`}>
      <div className="site-panel space-y-4 border-4 border-dashed border-amber-500">
        <p className="inline-block rounded bg-amber-500 px-3 py-1 text-sm font-bold uppercase tracking-wide text-black">{t("label")}</p>
        <h1 className="font-display text-2xl font-semibold text-brand-900">{t("title")}</h1>
        <p>
          {t("text")} <strong className="tabular-nums">{orderFormats(locale).usd(session.amount)}</strong> ({session.currency}
          {session.method ? `, ${session.method === "visa" ? p("visa") : p("mastercard")}` : ""}).
        </p>
        {session.used ? (
          <p role="status">{t("used")}</p>
        ) : (
          <TestGatewayButtons sessionId={sessionId} words={{ approve: t("approve"), decline: t("decline"), cancel: t("cancel"), error: p("sessionError") }} />
        )}
      </div>
    </div>
  );
}
