import type { Metadata } from "next";
import { Footer } from "@/components/site/footer";
import { Header } from "@/components/site/header";
import { JsonLd } from "@/components/site/json-ld";
import { TawkWidget } from "@/components/site/tawk-widget";
import { TestModeBanner } from "@/components/site/test-mode-banner";
import { SiteWords } from "@/components/site/words/provider";
import { env, appUrl } from "@/lib/platform/env";
import { LOCALES, toLocale } from "@/lib/content/i18n/locales";
import { translator } from "@/lib/content/i18n/messages";
import { travelAgencyJsonLd } from "@/lib/content/seo/json-ld";
import { setSegmentLocale } from "@/lib/content/i18n/segment-locale";
import { HtmlDocument } from "../html-document";

// English pages reach this segment as /en/… through next.config.mjs's rewrites; /fr/… and /rw/… as they are.
export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export function generateMetadata(): Metadata {
  return { metadataBase: new URL(appUrl()) };
}

/** Every public page: skip link, the TEST MODE banner while the test gateway is active, header, the page, footer, the company's JSON-LD and the chat widget. */
export default async function SiteLayout({ children, params }: LayoutProps<"/[locale]">) {
  const locale = toLocale((await params).locale);
  setSegmentLocale(locale);
  const t = translator(locale, "site");
  const { NEXT_PUBLIC_TAWK_PROPERTY_ID: tawkProperty, NEXT_PUBLIC_TAWK_WIDGET_ID: tawkWidget } = env();
  return (
    <HtmlDocument lang={locale}>
      <a href="#main" className="site-skip">
        {t("skipToContent")}
      </a>
      <TestModeBanner locale={locale} />
      <SiteWords locale={locale}>
        <Header locale={locale} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer locale={locale} />
        <JsonLd data={travelAgencyJsonLd()} />
      </SiteWords>
      {tawkProperty && tawkWidget ? <TawkWidget propertyId={tawkProperty} widgetId={tawkWidget} /> : null}
    </HtmlDocument>
  );
}
