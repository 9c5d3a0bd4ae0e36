"use client";

import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { startTransition, useEffect, useState } from "react";
import type { ErrorPageWords } from "@/components/site/error-words";
import { container } from "@/components/site/layout-classes";
import { localePath, splitLocalePath } from "@/lib/platform/locales";

/** The English words (messages/en.json "errorPage", checked by a test); the others load with the error. */
export const ERROR_PAGE_ENGLISH: ErrorPageWords = {
  eyebrow: "Back in a minute",
  title: "This page is briefly unavailable",
  text: "We could not load it just now. Please try again in a minute: nothing you have booked or sent is lost.",
  retry: "Try again",
  home: "Home page",
};

/**
 * A public page that could not be rendered, inside the site's header and footer. Its most likely
 * cause is the database being briefly unreachable (the server then answers 503 with Retry-After,
 * lib/platform/outage.ts); the visitor is told to try again in a minute, and the pages already cached keep
 * working meanwhile. Its words are in the language of the address (an error page gets no params).
 */
export function SiteError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const router = useRouter();
  const locale = splitLocalePath(usePathname() ?? "/").locale;
  const [words, setWords] = useState<ErrorPageWords | null>(locale === "en" ? ERROR_PAGE_ENGLISH : null);
  useEffect(() => {
    if (locale !== "en") void import("@/components/site/error-words").then((m) => setWords(m.ERROR_PAGE_WORDS[locale]));
  }, [locale]);
  // Nothing English flashes on a French or Kinyarwanda page while its words load.
  if (!words) return <section aria-busy="true" className={`${container} min-h-[50vh] py-20 sm:py-28`} />;
  const w = words;
  return (
    <section className={`${container} py-20 sm:py-28`}>
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold uppercase tracking-[0.18em] text-earth-700">{w.eyebrow}</p>
        <h1 className="mt-2 font-display text-4xl font-semibold text-brand-900 sm:text-5xl">{w.title}</h1>
        <p className="mt-4 text-lg text-ink-soft">{w.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button
            type="button"
            className="site-btn site-btn-sm site-btn-primary"
            onClick={() =>
              startTransition(() => {
                router.refresh();
                reset();
              })
            }
          >
            {w.retry}
          </button>
          <Link href={localePath(locale, "/")} className="site-btn site-btn-sm site-btn-outline">
            {w.home}
          </Link>
        </div>
      </div>
    </section>
  );
}
