"use client";

// A client component for the same reason as the story blocks: the page's payload names it instead
// of spelling out its element tree and classes again; English pages send no words at all.
import Link from "next/link";
import { localePath, type Locale } from "@/lib/content/i18n/locales";
import { container } from "../layout-classes";

export type HeroWords = { eyebrow: string; title: string; intro: string; explore: string; browse: string };

/** messages/en.json "home.hero" with the company's name in place (checked by a test). */
export const HERO_ENGLISH: HeroWords = {
  eyebrow: "Rwanda-based · consultancy and travel",
  title: "Climate-smart consultancy and unforgettable journeys",
  intro: "Ikaze helps organisations act on climate and the environment, and welcomes travellers to the gorillas, forests, lakes and hills of Rwanda.",
  explore: "Explore our services",
  browse: "Browse tours",
};

/** The headline over the home page's carousel and its two calls to action. */
export function HeroIntro({ words = HERO_ENGLISH, locale = "en" }: { words?: HeroWords; locale?: Locale }) {
  return (
    <div className={`${container} pb-32 pt-36 sm:pb-36`}>
      <p className="site-hero-eyebrow">{words.eyebrow}</p>
      <h1 className="mt-4 max-w-4xl font-display text-4xl font-semibold leading-[1.05] tracking-tight text-white text-balance sm:text-6xl lg:text-7xl">
        {words.title}
      </h1>
      <p className="mt-5 max-w-2xl text-lg leading-relaxed text-white/90 sm:text-xl">{words.intro}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link href={localePath(locale, "/services")} className="site-btn site-btn-accent shadow-lg">
          {words.explore}
        </Link>
        <Link href={localePath(locale, "/tours")} className="site-btn site-btn-glass">
          {words.browse}
        </Link>
      </div>
    </div>
  );
}
