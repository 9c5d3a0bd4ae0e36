"use client";

import { useEffect, useId, useRef, useState } from "react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { localePath } from "@/lib/content/i18n/locales";
import { LanguageSwitcher } from "./language-switcher";
import { useSiteWords } from "./words/context";
import { contactCta as cta, isCurrent, isGroup, navLabel, primaryNav as nav, type NavItem } from "./nav-links";

/**
 * The phone and tablet menu: a disclosure button and a full-height panel. Escape, a link, a route
 * change or moving focus out of the header close it; the page behind does not scroll while open.
 */
export function MobileMenu({ languageLabel }: { languageLabel: string }) {
  // The links come from the shared module and the words from the language's chunk, not as props:
  // props are written into every page's HTML.
  const { words, locale } = useSiteWords();
  const labels = words.nav;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const pathname = usePathname() ?? "";

  // Back and forward navigation close the menu too (links close it themselves).
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = "hidden";
    panel.current?.querySelector<HTMLElement>("a")?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      root.style.overflow = previous;
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const onBlur = (e: React.FocusEvent) => {
    const next = e.relatedTarget as Node | null;
    if (next && !panel.current?.contains(next) && next !== button.current) setOpen(false);
  };

  const link = (item: NavItem) => (
    <Link
      key={item.href}
      href={localePath(locale, item.href)}
      aria-current={isCurrent(localePath(locale, item.href), pathname) ? "page" : undefined}
      onClick={() => setOpen(false)}
      className="site-menu-link py-3 text-base"
    >
      {navLabel(item, labels)}
    </Link>
  );

  return (
    <div className="lg:hidden" onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}
        className="site-header-link -mr-2 inline-flex h-11 w-11 items-center justify-center rounded-lg"
      >
        <span className="sr-only">{open ? labels.closeMenu : labels.openMenu}</span>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      {/* Rendered only while open: the wide-screen navigation already carries every link in the HTML. */}
      {open ? (
        <div
          ref={panel}
          id={panelId}
          className="fixed inset-x-0 bottom-0 top-16 overflow-y-auto border-t border-stone-200 bg-white px-4 pb-10 pt-4 shadow-card"
        >
          <nav aria-label={labels.mobile}>
            <ul className="space-y-1">
              {nav.map((item) =>
                isGroup(item) ? (
                  <li key={item.key} className="pt-3">
                    <p className="site-eyebrow px-3 pb-1 text-earth-700">{navLabel(item, labels)}</p>
                    <ul>
                      {item.items.map((i) => (
                        <li key={i.href}>{link(i)}</li>
                      ))}
                    </ul>
                  </li>
                ) : (
                  <li key={item.href}>{link(item)}</li>
                ),
              )}
            </ul>
            <Link href={localePath(locale, cta.href)} onClick={() => setOpen(false)} className="site-btn site-btn-accent mt-6 flex">
              {navLabel(cta, labels)}
            </Link>
          </nav>
          <LanguageSwitcher label={languageLabel} variant="list" />
        </div>
      ) : null}
    </div>
  );
}
