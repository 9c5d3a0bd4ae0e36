"use client";

import dynamic from "next/dynamic";
import type { ReactNode } from "react";
import type { Locale } from "@/lib/content/i18n/locales";

// Imported from the browser's side, so each language's words are a chunk of their own that only
// its pages load (a server component importing all three would put them in one chunk), and they
// travel in that cached script instead of in every page's payload.
const PROVIDERS = {
  en: dynamic(() => import("./english")),
  fr: dynamic(() => import("./french")),
  rw: dynamic(() => import("./kinyarwanda")),
};

/** Gives the site's client blocks (menus, footer, home blocks) the words of the page's language. */
export function SiteWords({ locale, children }: { locale: Locale; children: ReactNode }) {
  const Provider = PROVIDERS[locale];
  return <Provider>{children}</Provider>;
}
