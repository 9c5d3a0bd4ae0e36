"use client";

import { usePathname } from "next/navigation";
import { LOCALE_COOKIE, LOCALE_NAMES, LOCALES, localePath, splitLocalePath, type Locale } from "@/lib/content/i18n/locales";

const YEAR = 60 * 60 * 24 * 365;

/**
 * Links to the page the visitor is on in the other languages. The choice is remembered in a cookie;
 * nothing redirects on it, so a shared or crawled URL always answers in its own language. Plain
 * links (full page loads): the next page's <html lang> and head are the new language's.
 */
export function LanguageSwitcher({ label, variant }: { label: string; variant: "dropdown" | "list" }) {
  const { locale: current, path } = splitLocalePath(usePathname() ?? "/");
  const remember = (locale: Locale) => (e: React.MouseEvent<HTMLAnchorElement>) => {
    document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${YEAR}; samesite=lax`;
    // The query string (a /pay or /myorder link's key) comes along.
    if (window.location.search) {
      e.preventDefault();
      window.location.assign(e.currentTarget.pathname + window.location.search + window.location.hash);
    }
  };
  const links = LOCALES.map((locale) => (
    <li key={locale}>
      <a
        href={localePath(locale, path)}
        hrefLang={locale}
        lang={locale}
        aria-current={locale === current ? "true" : undefined}
        onClick={remember(locale)}
        className="site-menu-link site-lang-link"
      >
        {LOCALE_NAMES[locale]}
      </a>
    </li>
  ));
  // Wide screens: a dropdown beside the main navigation, closed by HeaderShell like the others.
  if (variant === "dropdown") {
    return (
      <details data-nav-group className="group/menu relative">
        <summary className="site-header-link site-top-link site-menu-summary">
          <span className="sr-only">{label}: </span>
          <span lang={current}>{LOCALE_NAMES[current]}</span>
        </summary>
        <ul className="site-dropdown right-0 left-auto w-44">{links}</ul>
      </details>
    );
  }
  return (
    <nav aria-label={label} className="mt-6 border-t border-stone-200 pt-4">
      <ul className="flex flex-wrap gap-1">{links}</ul>
    </nav>
  );
}
