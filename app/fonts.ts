import localFont from "next/font/local";

/*
 * One web font, served from our own origin: Fraunces for headings, as one weight (600, the only one
 * headings use) cut to the characters of our languages (scripts/subset-fonts.mjs: 17 KB, where the
 * two variable fonts preloaded before were 87 KB and competed with the hero picture on a phone).
 * Not preloaded: it is not the largest paint of any page, and until it arrives headings show in a
 * fallback serif whose size and line metrics next/font adjusts to Fraunces', so nothing moves when
 * it swaps in. Body text uses the system font stack (tailwind.config.ts), which costs no download.
 */
export const display = localFont({
  src: "./fonts/fraunces-600.woff2",
  variable: "--font-display",
  display: "swap",
  weight: "600",
  preload: false,
  adjustFontFallback: "Times New Roman",
});

/**
 * The fallback face alone ("display Fallback", next/font's name for it): what headings use while
 * the font waits for the page's load on a first visit (app/font-later.ts).
 */
export const displayFallbackOnly = display.style.fontFamily.split(",").slice(1).join(",").trim();
