"use client";

// A client component for the same reason as the story blocks: the page's payload names it instead
// of spelling out its element tree and classes again; its words come with the language's chunk.
import Link from "next/link";
import { localePath } from "@/lib/content/i18n/locales";
import { site } from "@/lib/platform/site";
import { useSiteWords } from "../words/context";
import { container } from "../layout-classes";

/** The headline over the home page's carousel and its two calls to action. */
export function HeroIntro() {
  const { words: all, locale } = useSiteWords();
  const words = all.homeBlocks.hero;
  return (
    <div className={`${container} pb-32 pt-36 sm:pb-36`}>
      <p className="site-hero-eyebrow">{words.eyebrow}</p>
      <h1 className="mt-4 max-w-4xl font-display text-4xl font-semibold leading-[1.05] tracking-tight text-white text-balance sm:text-6xl lg:text-7xl">
        {words.title}
      </h1>
      <p className="mt-5 max-w-2xl text-lg leading-relaxed text-white/90 sm:text-xl">{words.intro.replace("{name}", site.name)}</p>
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
