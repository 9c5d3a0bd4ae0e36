import type { Locale } from "@/lib/content/i18n/locales";
import { messagesOf } from "@/lib/content/i18n/messages";
import { SERVICES_BY_LANGUAGE } from "@/lib/content/services";
import { FooterView } from "./footer-view";

/**
 * The public site's footer (FooterView), given the services' links, the year for its © and, in
 * French and Kinyarwanda, its words (English ones are in the component, as before, so an English
 * page carries no copy of them). The "nav" words are the very object the phone menu gets: the page's
 * payload writes it once.
 */
export function Footer({ locale }: { locale: Locale }) {
  const words = locale === "en" ? {} : { locale, footer: messagesOf(locale, "footer"), nav: messagesOf(locale, "nav") };
  return (
    <FooterView
      serviceLinks={SERVICES_BY_LANGUAGE[locale].map((s) => ({ href: `/services/${s.id}`, label: s.title }))}
      year={new Date().getFullYear()}
      {...words}
    />
  );
}
