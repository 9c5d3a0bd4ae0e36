import type { Locale } from "@/lib/i18n/locales";
import { messagesOf } from "@/lib/i18n/messages";
import { services } from "@/lib/services";
import { FooterView } from "./footer-view";

/** The public site's footer (FooterView), given the services' links, its words in the page's language and the year for its ©. */
export function Footer({ locale }: { locale: Locale }) {
  return (
    <FooterView
      locale={locale}
      labels={{ ...messagesOf(locale, "footer"), ...messagesOf(locale, "nav"), homeSuffix: messagesOf(locale, "site").homeSuffix }}
      serviceLinks={services.map((s) => ({ href: `/services/${s.id}`, label: s.title }))}
      year={new Date().getFullYear()}
    />
  );
}
