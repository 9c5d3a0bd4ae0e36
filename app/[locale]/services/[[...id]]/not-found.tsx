import { ServiceNotFoundView, type ServiceNotFoundWords } from "@/components/site/service-not-found-view";
import { LOCALES, type Locale } from "@/lib/content/i18n/locales";
import { translator } from "@/lib/content/i18n/messages";
import { SERVICES_BY_LANGUAGE } from "@/lib/content/services";

/** Spec §2.1 / §8: any id other than 1 to 4 shows 'Services not found' (with a 404 status), in the address's language. */
export default function ServiceNotFound() {
  const words = Object.fromEntries(
    LOCALES.map((locale) => {
      const t = translator(locale, "services");
      const services = SERVICES_BY_LANGUAGE[locale].map(({ id, title }) => ({ id, title }));
      return [locale, { title: t("notFoundTitle"), text: t("notFoundText"), services }];
    }),
  ) as Record<Locale, ServiceNotFoundWords>;
  return <ServiceNotFoundView words={words} />;
}
