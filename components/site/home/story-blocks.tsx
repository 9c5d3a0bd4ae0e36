"use client";

// Fixed content, so a client component: the page's payload then names these blocks instead of
// spelling out their element tree and classes a second time (the markup is the same); their text
// comes with the page's script, which the browser caches.
import Link from "next/link";
import { localePath, type Locale } from "@/lib/content/i18n/locales";
import { CardCover } from "../card-cover";
import { container, eyebrow, sectionTitle, sectionY } from "../layout-classes";
import { CheckBadge } from "@/components/site/check-badge";
import type en from "@/messages/en.json";

export type StoryWords = (typeof en)["home"]["story"];

/** The blocks' English words (messages/en.json "home.story", checked by a test): English pages send no copy. */
export const STORY_ENGLISH: StoryWords = {
  whyEyebrow: "Why it matters",
  whyTitle: "A small country with a great deal to protect",
  whyText1:
    "Rwanda is home to a third of the world’s mountain gorillas, one of Africa’s oldest rainforests and farmland that feeds millions on steep hillsides. Heavier rains and longer dry spells put all of it under pressure.",
  whyText2:
    "Good decisions need good evidence, and good travel needs to leave places better than it found them. That is the work we do, in the office and on the road.",
  whyCta: "Who we are",
  whyAlt: "Mist rising from a montane rainforest",
  impactEyebrow: "Our Impact",
  impactTitle: "Measured in trees, in trips and in decisions made better",
  impact1: "consultancy assignments delivered for public bodies, NGOs and companies",
  impact2: "native trees planted with community cooperatives since 2019",
  impact3: "working languages in our interpreting booths: Kinyarwanda, English, French, Swahili",
  impact4: "travellers welcomed on tours guided by people from the places they visit",
  achievementsEyebrow: "Achievements",
  achievementsTitle: "Milestones along the way",
  milestone1Title: "Licensed tour operator",
  milestone1Text: "Registered with the Rwanda Development Board to run tours and sell park permits.",
  milestone2Title: "Community forest programme",
  milestone2Text: "Nurseries run by women's cooperatives around Gishwati now supply native seedlings each season.",
  milestone3Title: "Regional summit interpreting",
  milestone3Text: "Six-language interpreting for a three-day health summit in Kigali, with booths and equipment.",
  milestone4Title: "Climate-finance partnership",
  milestone4Text: "Helping Rwandan small businesses prepare bankable green projects with local lenders.",
  environmentEyebrow: "Environment-led design",
  environmentTitle: "Every trip and project starts with the land it touches",
  environmentAlt: "Terraced fields on a Rwandan hillside seen from above",
  principle1Title: "Low-carbon by design",
  principle1Text: "Shorter drives, longer stays, shared vehicles and lodges that run on clean energy.",
  principle2Title: "Local hands, local income",
  principle2Text: "Guides, porters, cooks and hosts from the communities around each park and lake.",
  principle3Title: "Nothing left behind",
  principle3Text: "No single-use plastic on our trips, and a tree planted for every traveller.",
};

/** The impact figures as English writes them; other languages get theirs from the server (Intl). */
const ENGLISH_FIGURES = ["140+", "38,000", "4", "2,600"];

/** A block's words in another language, resolved on the server; English when left out. */
type Words = { words?: StoryWords; locale?: Locale };

/** 'Why it matters': the case for climate-smart work and travel, with a picture. */
export function WhyItMatters({ words: w = STORY_ENGLISH, locale = "en" }: Words) {
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
export function OurImpact({ words: w = STORY_ENGLISH, figures = ENGLISH_FIGURES }: Words & { figures?: string[] }) {
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
export function Achievements({ words: w = STORY_ENGLISH }: Words) {
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
export function EnvironmentLed({ words: w = STORY_ENGLISH }: Words) {
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
