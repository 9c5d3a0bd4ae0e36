import Link from "next/link";
import { notFound } from "next/navigation";
import { CoverImage } from "@/components/site/cover-image";
import { container, eyebrow, sectionTitle, sectionY } from "@/components/site/layout-classes";
import { PageHero } from "@/components/site/page-hero";
import { localePath, toLocale } from "@/lib/content/i18n/locales";
import { translator } from "@/lib/content/i18n/messages";
import { notFoundMetadata, pageMetadata } from "@/lib/content/seo/metadata";
import { ABOUT_FIXED_SECTIONS } from "@/lib/content/fixed-texts/defaults";
import { paragraphs } from "@/lib/content/fixed-texts/fields";
import { pageText } from "@/lib/content/fixed-texts/public";

/*
 * Staff may edit the page's words, so it is rendered on the first request and then served from the
 * page cache (`next build` never reads the database), refreshed when an edit is saved.
 */
export const revalidate = 600;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps<"/[locale]/about/[[...rest]]">) {
  const { rest, locale: segment } = await params;
  if (rest?.length) return notFoundMetadata(toLocale(segment));
  const locale = toLocale(segment);
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

export default async function AboutPage({ params }: PageProps<"/[locale]/about/[[...rest]]">) {
  const { rest, locale: segment } = await params;
  if (rest?.length) notFound();
  const locale = toLocale(segment);
  const t = translator(locale, "about");
  // Who we are, the mission, the vision, then the values (spec §2.1: five, in this order), as staff last wrote them.
  const page = (await pageText("about", locale))!;
  const [who, mission, vision] = page.sections;
  const values = page.sections.slice(ABOUT_FIXED_SECTIONS).map((s) => ({ name: s.heading, text: s.text }));
  return (
    <>
      <PageHero image="/site/page-about.jpg" eyebrow={t("eyebrow")} title={page.title} intro={page.intro} tall />

      <section aria-labelledby="who-title" className={`${sectionY} bg-white`}>
        <div className={`${container} grid gap-12 lg:grid-cols-2 lg:gap-16`}>
          <div>
            <p className={eyebrow}>{t("whoEyebrow")}</p>
            <h2 id="who-title" className={`${sectionTitle} mt-2`}>
              {who.heading}
            </h2>
            <div className="mt-6 space-y-4 text-lg leading-relaxed text-ink-soft">
              {paragraphs(who.text).map((p) => (
                <p key={p}>{p}</p>
              ))}
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
            <h2 className="font-display text-3xl font-semibold">{mission.heading}</h2>
            <p className="mt-4 text-lg leading-relaxed text-brand-100">{mission.text}</p>
          </div>
          <div className="rounded-3xl bg-white/5 p-8 ring-1 ring-white/10">
            <h2 className="font-display text-3xl font-semibold">{vision.heading}</h2>
            <p className="mt-4 text-lg leading-relaxed text-brand-100">{vision.text}</p>
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
