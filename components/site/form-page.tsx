import type { ComponentProps, ReactNode } from "react";
import type { Locale } from "@/lib/content/i18n/locales";
import { ContactDetails } from "./contact-details";
import { container, sectionY } from "./layout-classes";
import { PageHero } from "./page-hero";

/**
 * A visitor form page (/eventform, /ticket): the hero, the form in a card under its heading (the
 * form names itself by `titleId`), and "Prefer to talk?" with our contact details beside it.
 */
export function FormPage({
  hero,
  title,
  titleId,
  note,
  email,
  talk = "Prefer to talk?",
  locale = "en",
  children,
}: {
  hero: ComponentProps<typeof PageHero>;
  title: string;
  titleId: string;
  note: string;
  email?: string;
  /** The page's language: the heading beside the form and our contact details' labels. */
  talk?: string;
  locale?: Locale;
  children: ReactNode;
}) {
  return (
    <>
      <PageHero {...hero} />
      <section className={`${sectionY} bg-stone-50`}>
        <div className={`${container} grid gap-12 lg:grid-cols-5`}>
          <div className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-black/5 sm:p-8 lg:col-span-3">
            <h2 id={titleId} className="font-display text-2xl font-semibold text-brand-900">
              {title}
            </h2>
            <p className="mb-6 mt-1 text-sm text-ink-soft">{note}</p>
            {children}
          </div>
          <div className="lg:col-span-2">
            <h2 className="font-display text-2xl font-semibold text-brand-900">{talk}</h2>
            <div className="mt-4">
              <ContactDetails email={email} compact locale={locale} />
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
