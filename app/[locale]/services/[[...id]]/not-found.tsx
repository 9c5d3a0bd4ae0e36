import type { Metadata } from "next";
import { ServiceNotFoundView, type ServiceNotFoundWords } from "@/components/site/service-not-found-view";
import { LOCALES, toLocale, type Locale } from "@/lib/content/i18n/locales";
import { translator } from "@/lib/content/i18n/messages";
import { notFoundMetadata } from "@/lib/content/seo/metadata";
import { SERVICES_BY_LANGUAGE } from "@/lib/content/services";

/**
 * The head of the 404's HTML: a not-found file nearer the page than the site's answers it, so
 * without this it had the root's (the home page's) title. Its segment's params give the language.
 */
export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const locale = toLocale((await params).locale);
  return { ...notFoundMetadata(locale), title: translator(locale, "services")("notFoundTitle") };
}

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
