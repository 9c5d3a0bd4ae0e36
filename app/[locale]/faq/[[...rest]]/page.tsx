import Link from "next/link";
import { JsonLd } from "@/components/site/json-ld";
import { container, narrow, sectionY } from "@/components/site/layout-classes";
import { PageHero } from "@/components/site/page-hero";
import { notFound } from "next/navigation";
import { COVID_TEST_PRICE_USD, COVID_TEST_VALIDITY_HOURS } from "@/lib/content/faq";
import { faqFor } from "@/lib/content/fixed-texts/public";
import { localePath, toLocale } from "@/lib/content/i18n/locales";
import { translator } from "@/lib/content/i18n/messages";
import { notFoundMetadata, pageMetadata } from "@/lib/content/seo/metadata";

/*
 * Staff may edit the answers, so the page is rendered on the first request and then served from the
 * page cache (`next build` never reads the database), refreshed when an edit is saved. It lives in an
 * optional catch-all for that; any deeper path is a 404.
 */
export const revalidate = 600;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps<"/[locale]/faq/[[...rest]]">) {
  const { rest, locale: segment } = await params;
  if (rest?.length) return notFoundMetadata(toLocale(segment));
  const locale = toLocale(segment);
  const t = translator(locale, "faq");
  return pageMetadata({
    title: t("metaTitle"),
    description: t("metaDescription", { price: COVID_TEST_PRICE_USD, hours: COVID_TEST_VALIDITY_HOURS }),
    path: "/faq",
    image: { url: "/site/hero-volcanoes.jpg", alt: t("coverAlt") },
    locale,
    translated: true,
  });
}

/** Two sections of collapsible answers (native <details>: keyboard-operable with no script). */
export default async function FaqPage({ params }: PageProps<"/[locale]/faq/[[...rest]]">) {
  const { rest, locale: segment } = await params;
  if (rest?.length) notFound();
  const locale = toLocale(segment);
  const t = translator(locale, "faq");
  const faqSections = await faqFor(locale);
  return (
    <>
      <PageHero image="/site/hero-volcanoes.jpg" eyebrow={t("eyebrow")} title={t("title")} intro={t("intro")} />
      <div className={`${sectionY} bg-stone-50`}>
        <div className={narrow}>
          <nav aria-label={t("sections")} className="mb-10 flex flex-wrap gap-3">
            {faqSections.map((s) => (
              <a
                key={s.id}
                href={`#${s.id}`}
                className="inline-flex h-10 items-center rounded-full bg-white px-4 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
              >
                {s.title}
              </a>
            ))}
          </nav>
          {faqSections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="mb-14 scroll-mt-28 last:mb-0">
              <h2 id={`${section.id}-title`} className="font-display text-3xl font-semibold text-brand-900">
                {section.title}
              </h2>
              <p className="mt-2 text-ink-soft">{section.intro}</p>
              <div className="mt-6 divide-y divide-stone-200 overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-black/5">
                {section.entries.map((entry) => (
                  <details key={entry.question} className="group">
                    <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-5 text-left text-lg font-semibold text-brand-900 hover:bg-brand-50/60 sm:px-6 [&::-webkit-details-marker]:hidden">
                      {entry.question}
                      <span
                        aria-hidden="true"
                        className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 transition-transform group-open:rotate-45 motion-reduce:transition-none"
                      >
                        <svg viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
                          <path d="M10 4v12M4 10h12" />
                        </svg>
                      </span>
                    </summary>
                    <div className="space-y-3 px-5 pb-6 leading-relaxed text-ink-soft sm:px-6">
                      {entry.answer.map((p) => (
                        <p key={p}>{p}</p>
                      ))}
                    </div>
                  </details>
                ))}
              </div>
            </section>
          ))}
        </div>
        <div className={`${container} mt-16 text-center`}>
          <p className="text-lg text-ink">{t("stillQuestion")}</p>
          <Link href={localePath(locale, "/contact")} className="site-btn site-btn-accent mt-4">
            {t("askTeam")}
          </Link>
        </div>
      </div>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "FAQPage",
          inLanguage: locale,
          mainEntity: faqSections.flatMap((s) =>
            s.entries.map((e) => ({ "@type": "Question", name: e.question, acceptedAnswer: { "@type": "Answer", text: e.answer.join(" ") } })),
          ),
        }}
      />
    </>
  );
}
