"use client";

// Fixed content, so a client component: the page's payload then names these blocks instead of
// spelling out their element tree and classes a second time (the markup is the same); their text
// comes with the page's script, which the browser caches.
import Link from "next/link";
import { localePath } from "@/lib/content/i18n/locales";
import { CardCover } from "../card-cover";
import { container, eyebrow, sectionTitle, sectionY } from "../layout-classes";
import { CheckBadge } from "@/components/site/check-badge";
import { useSiteWords } from "../words/context";

/** The impact figures as English writes them; other languages get theirs from the server (Intl). */
const ENGLISH_FIGURES = ["140+", "38,000", "4", "2,600"];

/** 'Why it matters': the case for climate-smart work and travel, with a picture. */
export function WhyItMatters() {
  const { words, locale } = useSiteWords();
  const w = words.homeBlocks.story;
  return (
    <section aria-labelledby="why-title" className={`${sectionY} bg-white`}>
      <div className={`${container} grid items-center gap-12 lg:grid-cols-2 lg:gap-16`}>
        <div className="site-media aspect-[4/3] rounded-3xl shadow-card lg:order-2">
          <CardCover src="/site/service-conservation.jpg" alt={w.whyAlt} sizes="(min-width: 1024px) 50vw, 100vw" />
        </div>
        <div>
          <p className={eyebrow}>{w.whyEyebrow}</p>
          <h2 id="why-title" className={`${sectionTitle} mt-2`}>
            {w.whyTitle}
          </h2>
          <div className="mt-5 space-y-4 text-base leading-relaxed text-ink-soft sm:text-lg">
            <p>{w.whyText1}</p>
            <p>{w.whyText2}</p>
          </div>
          <Link href={localePath(locale, "/about")} className="site-btn site-btn-sm site-btn-primary mt-8">
            {w.whyCta}
          </Link>
        </div>
      </div>
    </section>
  );
}

/** 'Our Impact': four figures on a deep green band (`figures`: written for the language, English's when left out). */
export function OurImpact({ figures = ENGLISH_FIGURES }: { figures?: string[] }) {
  const w = useSiteWords().words.homeBlocks.story;
  const impact = [w.impact1, w.impact2, w.impact3, w.impact4].map((label, i) => ({ value: figures[i], label }));
  return (
    <section aria-labelledby="impact-title" className="bg-brand-900 py-16 text-white sm:py-20">
      <div className={container}>
        <p className="text-xs font-semibold uppercase tracking-[0.18em] text-earth-300">{w.impactEyebrow}</p>
        <h2 id="impact-title" className="mt-2 max-w-2xl font-display text-3xl font-semibold tracking-tight sm:text-4xl">
          {w.impactTitle}
        </h2>
        <dl className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {impact.map((i) => (
            <div key={i.value} className="site-stat">
              <dt className="text-sm leading-relaxed text-brand-100">{i.label}</dt>
              <dd className="site-stat-value">{i.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

const YEARS = ["2019", "2021", "2023", "2025"];

/** Achievements: a short timeline. */
export function Achievements() {
  const w = useSiteWords().words.homeBlocks.story;
  const achievements = [
    { title: w.milestone1Title, text: w.milestone1Text },
    { title: w.milestone2Title, text: w.milestone2Text },
    { title: w.milestone3Title, text: w.milestone3Text },
    { title: w.milestone4Title, text: w.milestone4Text },
  ].map((a, i) => ({ ...a, year: YEARS[i] }));
  return (
    <section aria-labelledby="achievements-title" className={`${sectionY} bg-earth-50`}>
      <div className={container}>
        <p className={eyebrow}>{w.achievementsEyebrow}</p>
        <h2 id="achievements-title" className={`${sectionTitle} mt-2 max-w-2xl`}>
          {w.achievementsTitle}
        </h2>
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {achievements.map((a) => (
            <li key={a.year} className="site-panel">
              <p className="site-milestone-year">{a.year}</p>
              <h3 className="site-milestone-title">{a.title}</h3>
              <p className="site-card-text">{a.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** The environment-led design block. */
export function EnvironmentLed() {
  const w = useSiteWords().words.homeBlocks.story;
  const principles = [
    { title: w.principle1Title, text: w.principle1Text },
    { title: w.principle2Title, text: w.principle2Text },
    { title: w.principle3Title, text: w.principle3Text },
  ];
  return (
    <section aria-labelledby="environment-title" className={`${sectionY} bg-white`}>
      <div className={`${container} grid items-center gap-12 lg:grid-cols-2 lg:gap-16`}>
        <div className="site-media aspect-[4/3] rounded-3xl shadow-card">
          <CardCover src="/site/service-policy.jpg" alt={w.environmentAlt} sizes="(min-width: 1024px) 50vw, 100vw" />
        </div>
        <div>
          <p className={eyebrow}>{w.environmentEyebrow}</p>
          <h2 id="environment-title" className={`${sectionTitle} mt-2`}>
            {w.environmentTitle}
          </h2>
          <ul className="mt-8 space-y-6">
            {principles.map((p) => (
              <li key={p.title} className="flex gap-4">
                <CheckBadge className="mt-1 h-9 w-9" />
                <div>
                  <h3 className="text-lg font-semibold text-brand-900">{p.title}</h3>
                  <p className="mt-1 text-base leading-relaxed text-ink-soft">{p.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
