import type { Locale } from "@/lib/content/i18n/locales";
import { SERVICES_BY_LANGUAGE } from "@/lib/content/services";
import { FooterView } from "./footer-view";

/** The public site's footer (FooterView), given the services' links and the year for its ©; its words come from the language's chunk. */
export function Footer({ locale }: { locale: Locale }) {
  return <FooterView serviceLinks={SERVICES_BY_LANGUAGE[locale].map((s) => ({ href: `/services/${s.id}`, label: s.title }))} year={new Date().getFullYear()} />;
}
