import type { ReactNode } from "react";
import { ContactDetails } from "./contact-details";
import { FeatureList } from "./feature-list";
import { container, sectionY } from "./layout-classes";
import { PageHero } from "./page-hero";
import { site } from "@/lib/platform/site";
import type { Locale } from "@/lib/content/i18n/locales";

/**
 * The layout of the travel service pages (/airticket, /accommodation, /carrental): a hero, the
 * offer with its selling points, and beside it a call-to-action card over the travel desk's contacts.
 */
export function TravelServicePage({
  hero,
  heading,
  body,
  features,
  card,
  contactHeading,
  eyebrow = "Travel services",
  locale = "en",
}: {
  eyebrow?: string;
  locale?: Locale;
  hero: { image: string; imageAlt?: string; title: string; intro: string };
  heading: string;
  body: ReactNode;
  features: { title: string; text: string }[];
  card: { title: string; text: string; action: ReactNode };
  contactHeading: string;
}) {
  return (
    <>
      <PageHero {...hero} eyebrow={eyebrow} />
      <section aria-labelledby="service-offer-title" className={`${sectionY} bg-stone-50`}>
        <div className={`${container} grid gap-12 lg:grid-cols-5 lg:gap-16`}>
          <div className="lg:col-span-3">
            <h2 id="service-offer-title" className="font-display text-3xl font-semibold text-brand-900">
              {heading}
            </h2>
            <div className="mt-4 space-y-4 text-lg leading-relaxed text-ink-soft">{body}</div>
            <div className="mt-8">
              <FeatureList items={features} />
            </div>
          </div>
          <div className="lg:col-span-2">
            <div className="rounded-3xl bg-brand-800 p-8 text-white shadow-card">
              <h2 className="font-display text-2xl font-semibold">{card.title}</h2>
              <p className="mt-3 text-brand-100">{card.text}</p>
              <div className="mt-6">{card.action}</div>
            </div>
            <h2 className="mt-10 font-display text-2xl font-semibold text-brand-900">{contactHeading}</h2>
            <div className="mt-4">
              <ContactDetails email={site.emails.bookings} compact locale={locale} />
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
