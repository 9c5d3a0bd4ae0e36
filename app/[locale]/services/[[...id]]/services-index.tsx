import Link from "next/link";
import { ServiceCards } from "@/components/site/home/service-cards";
import { container, sectionY } from "@/components/site/layout-classes";
import { PageHero } from "@/components/site/page-hero";
import { localePath, type Locale } from "@/lib/content/i18n/locales";
import { translator } from "@/lib/content/i18n/messages";
import { pageMetadata } from "@/lib/content/seo/metadata";

export function servicesIndexMetadata(locale: Locale) {
  const t = translator(locale, "services");
  return pageMetadata({
    title: t("metaTitle"),
    description: t("metaDescription"),
    path: "/services",
    image: { url: "/site/service-climate.jpg", alt: t("coverAlt") },
    locale,
    translated: true,
  });
}

/** /services: the four services as cards. */
export function ServicesIndex({ locale }: { locale: Locale }) {
  const t = translator(locale, "services");
  return (
    <>
      <PageHero image="/site/service-climate.jpg" eyebrow={t("eyebrow")} title={t("title")} intro={t("intro")} />
      <section aria-label={t("listLabel")} className={`${sectionY} bg-stone-50`}>
        <div className={container}>
          <ServiceCards headingLevel="h2" locale={locale} />
          <div className="mt-16 flex flex-col items-start justify-between gap-6 rounded-3xl bg-brand-800 p-8 text-white sm:flex-row sm:items-center sm:p-10">
            <div>
              <h2 className="font-display text-2xl font-semibold sm:text-3xl">{t("notSureTitle")}</h2>
              <p className="mt-2 text-brand-100">{t("notSureText")}</p>
            </div>
            <Link href={localePath(locale, "/contact")} className="site-btn site-btn-accent shrink-0">
              {t("talk")}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
