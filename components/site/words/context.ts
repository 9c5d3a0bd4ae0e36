"use client";

import { createContext, useContext } from "react";
import type { Locale } from "@/lib/content/i18n/locales";
import type en from "@/messages/client/en.json";

export type SiteWords = typeof en;
type SiteLanguage = { words: SiteWords; locale: Locale };

export const SiteWordsContext = createContext<SiteLanguage | null>(null);

/** The words of the page's language for the site's client blocks (menus, footer, home blocks). */
export function useSiteWords(): SiteLanguage {
  const language = useContext(SiteWordsContext);
  if (!language) throw new Error("useSiteWords outside <SiteWords> (app/[locale]/layout.tsx)");
  return language;
}
