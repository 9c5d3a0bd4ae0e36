import Link from "next/link";
import { CoverImage } from "@/components/site/cover-image";
import { container, eyebrow, sectionTitle, sectionY } from "@/components/site/layout-classes";
import { PageHero } from "@/components/site/page-hero";
import { localePath, toLocale } from "@/lib/content/i18n/locales";
import { translator } from "@/lib/content/i18n/messages";
import { pageMetadata } from "@/lib/content/seo/metadata";
import { site } from "@/lib/platform/site";

export async function generateMetadata({ params }: PageProps<"/[locale]/about">) {
  const locale = toLocale((await params).locale);
  const t = translator(locale, "about");
  return pageMetadata({
    title: t("metaTitle"),
    description: t("metaDescription"),
    path: "/about",
    image: { url: "/site/page-about.jpg", alt: t("coverAlt") },
    locale,
    translated: true,
  });
}

// Spec §2.1: the five values, in this order.
const VALUES = [1, 2, 3, 4, 5] as const;

export default async function AboutPage({ params }: PageProps<"/[locale]/about">) {
  const locale = toLocale((await params).locale);
  const t = translator(locale, "about");
  const values = VALUES.map((n) => ({ name: t(`value${n}Name`), text: t(`value${n}Text`) }));
  return (
    <>
      <PageHero image="/site/page-about.jpg" eyebrow={t("eyebrow")} title={t("title")} intro={translator(locale, "home")("tagline")} tall />

      <section aria-labelledby="who-title" className={`${sectionY} bg-white`}>
        <div className={`${container} grid gap-12 lg:grid-cols-2 lg:gap-16`}>
          <div>
            <p className={eyebrow}>{t("whoEyebrow")}</p>
            <h2 id="who-title" className={`${sectionTitle} mt-2`}>
              {t("whoTitle")}
            </h2>
            <div className="mt-6 space-y-4 text-lg leading-relaxed text-ink-soft">
              <p>{t("who1", { name: site.name })}</p>
              <p>{t("who2")}</p>
            </div>
          </div>
          <div className="site-media aspect-[4/3] rounded-3xl shadow-card">
            <CoverImage src="/site/hero-hills.jpg" alt={t("whoAlt")} sizes="(min-width: 1024px) 50vw, 100vw" />
          </div>
        </div>
      </section>

      <section aria-label={t("missionVision")} className="bg-brand-900 py-16 text-white sm:py-20">
        <div className={`${container} grid gap-10 md:grid-cols-2`}>
          <div className="rounded-3xl bg-white/5 p-8 ring-1 ring-white/10">
            <h2 className="font-display text-3xl font-semibold">{t("mission")}</h2>
            <p className="mt-4 text-lg leading-relaxed text-brand-100">{t("missionText")}</p>
          </div>
          <div className="rounded-3xl bg-white/5 p-8 ring-1 ring-white/10">
            <h2 className="font-display text-3xl font-semibold">{t("vision")}</h2>
            <p className="mt-4 text-lg leading-relaxed text-brand-100">{t("visionText")}</p>
          </div>
        </div>
      </section>

      <section aria-labelledby="values-title" className={`${sectionY} bg-earth-50`}>
        <div className={container}>
          <p className={eyebrow}>{t("valuesEyebrow")}</p>
          <h2 id="values-title" className={`${sectionTitle} mt-2`}>
            {t("valuesTitle")}
          </h2>
          <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
            {values.map((v, i) => (
              <li key={v.name} className="site-panel">
                <span aria-hidden="true" className="site-milestone-year">
                  {String(i + 1).padStart(2, "0")}
                </span>
                <h3 className="site-milestone-title">{v.name}</h3>
                <p className="site-card-text">{v.text}</p>
              </li>
            ))}
          </ol>
          <div className="mt-12 flex flex-wrap gap-3">
            <Link href={localePath(locale, "/services")} className="site-btn site-btn-primary">
              {t("ourServices")}
            </Link>
            <Link href={localePath(locale, "/contact")} className="site-btn site-btn-outline hover:bg-white">
              {t("contactUs")}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
