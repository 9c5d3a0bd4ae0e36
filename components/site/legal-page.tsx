import type { Locale } from "@/lib/content/i18n/locales";
import { formatter, translator } from "@/lib/content/i18n/messages";
import { paragraphs } from "@/lib/content/fixed-texts/fields";
import { narrow, sectionY } from "./layout-classes";
import { PageHero } from "./page-hero";

export type LegalSection = { heading: string; text: string };

/**
 * Terms and privacy: a quiet hero and numbered sections set for reading. `locale` is the language of
 * the text shown (English under a French interface when the page has no French version yet).
 */
export function LegalPage({
  title,
  intro,
  updated,
  sections,
  locale,
}: {
  title: string;
  intro: string;
  updated: string;
  sections: LegalSection[];
  locale: Locale;
}) {
  const t = translator(locale, "legalPage");
  const date = formatter(locale).dateTime(new Date(`${updated}T12:00:00Z`), { dateStyle: "long" });
  return (
    <>
      <PageHero image="/site/placeholder.jpg" eyebrow={t("legalEyebrow")} title={title} intro={intro} />
      <div className={`${sectionY} bg-white`}>
        <article className={narrow}>
          <p className="text-sm text-ink-faint">{t("lastUpdated", { date })}</p>
          <nav aria-label={t("onThisPage")} className="mt-6 rounded-2xl bg-stone-50 p-5">
            <ol className="list-decimal space-y-1 pl-5 text-sm">
              {sections.map((s, i) => (
                <li key={s.heading}>
                  <a href={`#section-${i + 1}`} className="text-brand-700 hover:underline">
                    {s.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="prose-body mt-10">
            {sections.map((s, i) => (
              <section key={s.heading} id={`section-${i + 1}`} className="scroll-mt-28">
                <h2>
                  {i + 1}. {s.heading}
                </h2>
                {paragraphs(s.text).map((p) => (
                  <p key={p}>{p}</p>
                ))}
              </section>
            ))}
          </div>
        </article>
      </div>
    </>
  );
}
