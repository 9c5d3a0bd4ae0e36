import { narrow, sectionY } from "./layout-classes";
import { PageHero } from "./page-hero";

export type LegalSection = { heading: string; paragraphs: string[] };

/** Terms and privacy: a quiet hero and numbered sections set for reading. */
export function LegalPage({ title, intro, updated, sections }: { title: string; intro: string; updated: string; sections: LegalSection[] }) {
  return (
    <>
      <PageHero image="/site/placeholder.jpg" eyebrow="Legal" title={title} intro={intro} />
      <div className={`${sectionY} bg-white`}>
        <article className={narrow}>
          <p className="text-sm text-ink-faint">Last updated {updated}</p>
          <nav aria-label="On this page" className="mt-6 rounded-2xl bg-stone-50 p-5">
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
                {s.paragraphs.map((p) => (
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
