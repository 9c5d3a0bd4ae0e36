"use client";

import Link from "next/link";
import { site } from "@/lib/platform/site";
import { Logo } from "./logo";
import { SocialLinks } from "./social-links";
import { SubscribeSlot } from "./slots/subscribe-slot";
import { container } from "./layout-classes";
import { localePath } from "@/lib/content/i18n/locales";
import { useSiteWords, type SiteWords } from "./words/context";
import { navLabel, newsLinks, travelLinks, type NavItem } from "./nav-links";

type FooterWords = SiteWords["footer"];
type NavWords = SiteWords["nav"];

const otherColumns = (l: FooterWords, nav: NavWords) => {
  const named = (items: NavItem[]) => items.map((i) => ({ ...i, label: navLabel(i, nav) }));
  return [
    { title: l.travel, links: [...named(travelLinks), { href: "/ticket", label: l.bookTicket }] },
    {
      title: l.company,
      links: [
        { href: "/about", label: l.aboutUs },
        ...named(newsLinks),
        { href: "/newsletters", label: l.newsletters },
        { href: "/eventform", label: l.eventSupport },
        { href: "/contact", label: l.contact },
      ],
    },
  ];
};

// Every link of the footer's lists looks alike: styled through their list (.site-footer-links a)
// rather than a class on each of the ~20 links, written in the HTML and again in the payload.
const links = "site-footer-links";

/**
 * Partner logos, contacts, the subscribe slot and the links to /faq, /terms and /policy. Fixed
 * content on every page, so a client component with its words from the language's chunk: each
 * page's payload names it with its two props instead of spelling out its ~90 elements and their
 * classes a second time (the markup is the same).
 */
export function FooterView({ serviceLinks, year }: { serviceLinks: NavItem[]; year: number }) {
  const { words, locale } = useSiteWords();
  const l = words.footer;
  const nav = words.nav;
  const columns = [{ title: l.services, links: serviceLinks }, ...otherColumns(l, nav)];
  const href = (path: string) => localePath(locale, path);
  return (
    <footer>
      <section aria-labelledby="partners-title" className="border-t border-earth-100 bg-earth-50 py-10">
        <div className={container}>
          <h2 id="partners-title" className="site-eyebrow text-center text-earth-700">
            {l.partners}
          </h2>
          <ul className="mt-6 grid grid-cols-2 items-center gap-6 sm:grid-cols-4">
            {site.partners.map((p) => (
              <li key={p.name} className="flex justify-center">
                {/* Plain <img>: next/image would load its client code on every page for four static logos. */}
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img src={p.logo} alt={p.name} width={240} height={96} loading="lazy" decoding="async" className="h-14 w-auto sm:h-16" />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <div className="bg-brand-950 text-brand-100">
        <div className={`${container} grid grid-cols-1 gap-12 py-16 lg:grid-cols-12`}>
          <div className="lg:col-span-4">
            <Link href={href("/")} className="inline-flex min-h-11 items-center rounded text-white">
              <Logo />
              <span className="sr-only">{l.homeSuffix}</span>
            </Link>
            <p className="mt-4 max-w-sm text-sm leading-relaxed text-brand-200">{l.about}</p>
            <div className="mt-6">
              <SocialLinks newTab={l.newTab} />
            </div>
            <SubscribeSlot words={l} lang={locale} />
          </div>
          <nav aria-label={l.label} className={`${links} grid grid-cols-2 gap-8 sm:grid-cols-3 lg:col-span-5`}>
            {columns.map((col) => (
              <div key={col.title}>
                <h2 className="text-sm font-semibold text-white">{col.title}</h2>
                <ul className="mt-2">
                  {col.links.map((link) => (
                    <li key={link.href}>
                      <Link href={href(link.href)}>{link.label}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
          <div className="lg:col-span-3">
            <h2 className="text-sm font-semibold text-white">{l.getInTouch}</h2>
            <address className={`${links} mt-2 space-y-1 text-sm not-italic text-brand-100`}>
              <p className="py-3">
                {site.address.street}
                <br />
                {site.address.city}, {site.address.country}
              </p>
              <p>
                <a href={site.phoneHref}>{site.phone}</a>
              </p>
              <p>
                <a href={`mailto:${site.emails.info}`}>{site.emails.info}</a>
                <br />
                <a href={`mailto:${site.emails.bookings}`}>{site.emails.bookings}</a>
              </p>
            </address>
          </div>
        </div>
        <div className="border-t border-white/10">
          <div className={`${container} flex flex-col gap-4 py-6 text-sm text-brand-200 sm:flex-row sm:items-center sm:justify-between`}>
            <p>
              © {year} {site.legalName}
            </p>
            <ul className={`${links} flex flex-wrap gap-x-6 gap-y-2`}>
              <li>
                <Link href={href("/faq")}>{l.faq}</Link>
              </li>
              <li>
                <Link href={href("/terms")}>{l.terms}</Link>
              </li>
              <li>
                <Link href={href("/policy")}>{l.privacy}</Link>
              </li>
            </ul>
          </div>
        </div>
      </div>
    </footer>
  );
}
