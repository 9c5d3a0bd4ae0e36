import Link from "next/link";
import { localePath, type Locale } from "@/lib/content/i18n/locales";
import { messagesOf, translator } from "@/lib/content/i18n/messages";
import { HeaderShell } from "./header-shell";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { NavLink } from "./nav-link";
import { contactCta, isGroup, navLabel, primaryNav } from "./nav-links";
import { container } from "./layout-classes";

const topLink = "site-header-link site-top-link";
const menuLink = "site-menu-link";

/** The public header: logo, the main navigation (dropdown groups on wide screens), the language switcher and the contact call to action. */
export function Header({ locale }: { locale: Locale }) {
  const t = translator(locale, "site");
  const labels = messagesOf(locale, "nav");
  const href = (path: string) => localePath(locale, path);
  return (
    <HeaderShell>
      <div className={`${container} flex h-16 items-center justify-between gap-6 lg:h-20`}>
        <Link href={href("/")} className="site-header-link -ml-1 rounded-md px-1">
          <Logo />
          <span className="sr-only">{t("homeSuffix")}</span>
        </Link>
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
              <LanguageSwitcher label={t("language")} variant="dropdown" />
            </li>
            <li className="ml-3">
              <Link href={href(contactCta.href)} className="site-btn site-btn-sm site-btn-accent">
                {navLabel(contactCta, labels)}
              </Link>
            </li>
          </ul>
        </nav>
        {/* English: the menu has its words already (nav-links.ts); other languages send theirs, once per page (the footer shares the object). */}
        <MobileMenu {...(locale === "en" ? {} : { locale, labels })} languageLabel={t("language")} />
      </div>
    </HeaderShell>
  );
}
