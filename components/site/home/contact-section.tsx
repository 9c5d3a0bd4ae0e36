"use client";

import { site } from "@/lib/platform/site";
import { container } from "../layout-classes";
import { HomeContactForm } from "./home-contact-form";

/**
 * The home page's closing contact section: the company's contacts and the contact form. Fixed
 * content, so a client component: the page's payload names it instead of spelling it out again.
 */
export function ContactSection() {
  const items = [
    { label: "Call us", value: site.phone, href: site.phoneHref },
    { label: "Write to us", value: site.emails.info, href: `mailto:${site.emails.info}` },
    { label: "Visit us", value: `${site.address.street}, ${site.address.city}`, href: "/contact" },
  ];
  return (
    <section aria-labelledby="home-contact-title" className="relative isolate overflow-hidden bg-brand-800 py-16 text-white sm:py-24">
      <div aria-hidden="true" className="absolute -right-24 -top-24 -z-10 h-80 w-80 rounded-full bg-earth-500/20 blur-3xl" />
      <div className={`${container} grid gap-10 lg:grid-cols-2 lg:items-start`}>
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.18em] text-earth-200">Contact</p>
          <h2 id="home-contact-title" className="mt-2 font-display text-3xl font-semibold tracking-tight sm:text-4xl">
            Planning a project or a journey? Let&rsquo;s talk.
          </h2>
          <p className="mt-4 max-w-xl text-lg leading-relaxed text-brand-100">
            Tell us what you have in mind and we will come back to you within one working day.
          </p>
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
        <HomeContactForm />
      </div>
    </section>
  );
}
