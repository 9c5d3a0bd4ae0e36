"use client";

import { useEffect, useRef, useState } from "react";
import { usePathname } from "next/navigation";

/** Spec §9: the header changes style past 80 px of scroll. */
const SCROLL_THRESHOLD = 80;

/**
 * The header element and its behaviour: the scrolled state (styled in globals.css, .site-header)
 * and closing the desktop dropdowns — plain <details>, so they work before this script loads — on
 * a click elsewhere, on Escape and after navigating.
 */
export function HeaderShell({ children }: { children: React.ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const [scrolled, setScrolled] = useState(false);
  const pathname = usePathname();

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setScrolled(window.scrollY > SCROLL_THRESHOLD);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  useEffect(() => {
    const header = ref.current;
    if (!header) return;
    const openGroups = () => Array.from(header.querySelectorAll<HTMLDetailsElement>("details[data-nav-group][open]"));
    const onPointerDown = (e: PointerEvent) => {
      const inside = e.target instanceof Element ? e.target.closest("details[data-nav-group]") : null;
      for (const d of openGroups()) if (d !== inside) d.open = false;
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      for (const d of openGroups()) {
        d.open = false;
        if (d.contains(document.activeElement)) d.querySelector("summary")?.focus();
      }
    };
    const onFocusIn = (e: FocusEvent) => {
      const inside = e.target instanceof Element ? e.target.closest("details[data-nav-group]") : null;
      for (const d of openGroups()) if (d !== inside) d.open = false;
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("focusin", onFocusIn);
    };
  }, []);

  useEffect(() => {
    ref.current?.querySelectorAll<HTMLDetailsElement>("details[data-nav-group][open]").forEach((d) => (d.open = false));
  }, [pathname]);

  return (
    <header ref={ref} className="site-header" data-scrolled={scrolled ? "" : undefined}>
      {children}
    </header>
  );
}
