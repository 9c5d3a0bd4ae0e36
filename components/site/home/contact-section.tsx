"use client";

import { site } from "@/lib/platform/site";
import { localePath } from "@/lib/content/i18n/locales";
import { useSiteWords } from "../words/context";
import { container } from "../layout-classes";
import { HomeContactForm } from "./home-contact-form";

/**
 * The home page's closing contact section: the company's contacts and the contact form. Fixed
 * content, so a client component: the page's payload names it instead of spelling it out again.
 * In another language 'Write your message' leads to that language's /contact: the form's words stay out of the home page's payload.
 */
export function ContactSection() {
  const { words, locale } = useSiteWords();
  const w = words.homeBlocks.contact;
  const items = [
    { label: w.call, value: site.phone, href: site.phoneHref },
    { label: w.write, value: site.emails.info, href: `mailto:${site.emails.info}` },
    { label: w.visit, value: `${site.address.street}, ${site.address.city}`, href: localePath(locale, "/contact") },
  ];
  return (
    <section aria-labelledby="home-contact-title" className="relative isolate overflow-hidden bg-brand-800 py-16 text-white sm:py-24">
      <div aria-hidden="true" className="absolute -right-24 -top-24 -z-10 h-80 w-80 rounded-full bg-earth-500/20 blur-3xl" />
      <div className={`${container} grid gap-10 lg:grid-cols-2 lg:items-start`}>
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.18em] text-earth-200">{w.eyebrow}</p>
          <h2 id="home-contact-title" className="mt-2 font-display text-3xl font-semibold tracking-tight sm:text-4xl">
            {w.title}
          </h2>
          <p className="mt-4 max-w-xl text-lg leading-relaxed text-brand-100">{w.intro}</p>
          <ul className="mt-8 grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
            {items.map((i) => (
              <li key={i.label}>
                <a href={i.href} className="site-glass-card">
                  <span className="site-glass-label">{i.label}</span>
                  <span className="site-glass-value">{i.value}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <HomeContactForm words={w} contactPath={localePath(locale, "/contact")} inPlace={locale === "en"} />
      </div>
    </section>
  );
}
