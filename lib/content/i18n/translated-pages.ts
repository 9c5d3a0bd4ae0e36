import type { MetadataRoute } from "next";
import { absoluteUrl, languageAlternates } from "@/lib/content/seo/metadata";
import { LOCALES, localePath, type Locale } from "./locales";

/**
 * Pages that read wholly in every language (interface words only, or content translated for each
 * language). Only these are listed in French and Kinyarwanda in the sitemap and carry hreflang;
 * every other page's French and Kinyarwanda views show English content and name the English page
 * as canonical. A page joins the list when its last English-only words are translated.
 */
export const TRANSLATED_PAGES: ReadonlySet<string> = new Set<string>([
  "/contact",
  "/faq",
  // The home page's interface; the tours, posts and events it lists are their own pages' content.
  "/",
  "/services",
  ...[1, 2, 3, 4].map((id) => `/services/${id}`),
  "/about",
  "/airticket",
  "/eventform",
]);

type Entry = MetadataRoute.Sitemap[number];

/**
 * A page's sitemap entries: the English one, and for a translated page one per language (of
 * `locales`, a content item's versions), each with the hreflang alternates (x-default English).
 */
export function sitemapEntries(
  path: string,
  entry: Omit<Entry, "url" | "alternates">,
  translated = TRANSLATED_PAGES.has(path),
  locales: readonly Locale[] = LOCALES,
): Entry[] {
  if (!translated) return [{ url: absoluteUrl(path), ...entry }];
  const languages = languageAlternates(path, locales);
  return locales.map((locale) => ({ url: absoluteUrl(localePath(locale, path)), ...entry, alternates: { languages } }));
}
