import Link from "next/link";
import { HeaderShell } from "./header-shell";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { NavLink } from "./nav-link";
import { contactCta, isGroup, primaryNav } from "./nav-links";
import { container } from "./layout-classes";

const topLink = "site-header-link site-top-link";
const menuLink = "site-menu-link";

/** The public header: logo, the main navigation (dropdown groups on wide screens) and the contact call to action. */
export function Header() {
  return (
    <HeaderShell>
      <div className={`${container} flex h-16 items-center justify-between gap-6 lg:h-20`}>
        <Link href="/" className="site-header-link -ml-1 rounded-md px-1">
          <Logo />
          <span className="sr-only"> — home</span>
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {primaryNav.map((item) =>
              isGroup(item) ? (
                <li key={item.label}>
                  <details data-nav-group className="group/menu relative">
                    <summary className={`${topLink} site-menu-summary`}>
                      {item.label}
                      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 transition-transform group-open/menu:rotate-180" fill="currentColor">
                        <path d="M5.5 7.5 10 12l4.5-4.5" stroke="currentColor" strokeWidth="1.8" fill="none" strokeLinecap="round" />
                      </svg>
                    </summary>
                    <ul className="site-dropdown">
                      {item.items.map((i) => (
                        <li key={i.href}>
                          <NavLink href={i.href} className={menuLink}>
                            {i.label}
                          </NavLink>
                        </li>
                      ))}
                    </ul>
                  </details>
                </li>
              ) : (
                <li key={item.href}>
                  <NavLink href={item.href} className={topLink}>
                    {item.label}
                  </NavLink>
                </li>
              ),
            )}
            <li className="ml-3">
              <Link href={contactCta.href} className="site-btn site-btn-sm site-btn-accent">
                {contactCta.label}
              </Link>
            </li>
          </ul>
        </nav>
        <MobileMenu />
      </div>
    </HeaderShell>
  );
}
