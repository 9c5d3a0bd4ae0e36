"use client";

import Link from "next/link";
import { localePath } from "@/lib/content/i18n/locales";
import { container } from "./layout-classes";
import { useSiteWords } from "./words/context";

/**
 * The public 404's body, in the page's language. A client block with its words from the language's
 * chunk: Next writes the 404 into every page's payload, so there it is a name, not a tree of text.
 */
export function SiteNotFoundView() {
  const { words, locale } = useSiteWords();
  const t = words.notFoundPage;
  const links = [
    { href: "/tours", label: t.tours },
    { href: "/blogs", label: t.blogs },
    { href: "/services", label: t.services },
    { href: "/contact", label: t.contact },
  ];
  return (
    <section className={`${container} py-20 sm:py-28`}>
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold uppercase tracking-[0.18em] text-earth-700">404</p>
        <h1 className="mt-2 font-display text-4xl font-semibold text-brand-900 sm:text-5xl">{t.title}</h1>
        <p className="mt-4 text-lg text-ink-soft">{t.text}</p>
        <ul className="mt-8 flex flex-wrap justify-center gap-3">
          {links.map((l) => (
            <li key={l.href}>
              <Link href={localePath(locale, l.href)} className="site-btn site-btn-sm site-btn-outline">
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
