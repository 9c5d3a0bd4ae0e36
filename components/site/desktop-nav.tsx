"use client";

import Link from "next/link";
import { localePath } from "@/lib/content/i18n/locales";
import { LanguageSwitcher } from "./language-switcher";
import { NavLink } from "./nav-link";
import { contactCta, isGroup, navLabel, primaryNav } from "./nav-links";
import { useSiteWords } from "./words/context";

const topLink = "site-header-link site-top-link";
const menuLink = "site-menu-link";

/**
 * The header's navigation on wide screens: links, dropdown groups (plain details, so they open
 * without script), the language switcher and the contact call to action. A client component built
 * from the shared links and its language's words, so a page's payload names it instead of spelling
 * out its tree.
 */
export function DesktopNav({ languageLabel }: { languageLabel: string }) {
  const { words, locale } = useSiteWords();
  const labels = words.nav;
  const href = (path: string) => localePath(locale, path);
  return (
    <nav aria-label={labels.main} className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {primaryNav.map((item) =>
          isGroup(item) ? (
            <li key={item.key}>
              <details data-nav-group className="group/menu relative">
                <summary className={`${topLink} site-menu-summary`}>
                  {navLabel(item, labels)}
                  <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 transition-transform group-open/menu:rotate-180" fill="currentColor">
                    <path d="M5.5 7.5 10 12l4.5-4.5" stroke="currentColor" strokeWidth="1.8" fill="none" strokeLinecap="round" />
                  </svg>
                </summary>
                <ul className="site-dropdown">
                  {item.items.map((i) => (
                    <li key={i.href}>
                      <NavLink href={href(i.href)} className={menuLink}>
                        {navLabel(i, labels)}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ) : (
            <li key={item.href}>
              <NavLink href={href(item.href)} className={topLink}>
                {navLabel(item, labels)}
              </NavLink>
            </li>
          ),
        )}
        <li>
          <LanguageSwitcher label={languageLabel} variant="dropdown" />
        </li>
        <li className="ml-3">
          <Link href={href(contactCta.href)} className="site-btn site-btn-sm site-btn-accent">
            {navLabel(contactCta, labels)}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
