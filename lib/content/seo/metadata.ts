import type { Metadata } from "next";
import { appUrl } from "@/lib/platform/env";
import { site } from "@/lib/platform/site";
import { DEFAULT_LOCALE, LOCALES, OG_LOCALES, localePath, type Locale } from "@/lib/content/i18n/locales";
import { translator } from "@/lib/content/i18n/messages";

/** The default social card, used when a page has no cover of its own. */
export const DEFAULT_SOCIAL_IMAGE = { url: "/site/og-default.jpg", width: 1200, height: 630, alt: `${site.name} — ${site.tagline}` };

/** An absolute URL on the public origin (APP_URL); https addresses (Cloudinary) are kept as they are. */
export function absoluteUrl(pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${appUrl()}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

type PageMeta = {
  title: string;
  /** The home page's title stands alone instead of going through the "%s | Ikaze" template. */
  absoluteTitle?: boolean;
  description: string;
  /** The canonical path, e.g. "/tours" or "/tour/akagera-big-five-safari". */
  path: string;
  image?: { url: string; alt: string } | null;
  type?: "website" | "article";
  publishedTime?: string;
  modifiedTime?: string;
  /** Drafts shown to staff, paginated duplicates and the like. */
  noIndex?: boolean;
  /** The language the page is shown in (its [locale] segment); English when left out. */
  locale?: Locale;
  /**
   * The page reads wholly in every language: each language's URL is its own canonical and the head
   * lists them all (hreflang, x-default English). Without it, a French or Kinyarwanda view shows
   * English content and names the English page as canonical, so search engines see no duplicate.
   */
  translated?: boolean;
  /** With `translated`: the languages the page exists in (a content item's versions); all by default. */
  languages?: readonly Locale[];
};

/** hreflang alternates of a translated page: each language's URL (of those it exists in), and English as x-default. */
export function languageAlternates(path: string, languages: readonly Locale[] = LOCALES): Record<string, string> {
  const urls: Record<string, string> = Object.fromEntries(languages.map((l) => [l, absoluteUrl(localePath(l, path))]));
  return { ...urls, "x-default": urls[DEFAULT_LOCALE] };
}

/**
 * What a page's generateMetadata answers when its item or list page does not exist: the 404 page
 * then says "Page not found" (in the page's language) in the tab and in a screen reader's first
 * words, not the home page's title (WCAG 2.4.2). French and Kinyarwanda replace the root's English
 * description with the site's own in the language; English keeps the root's.
 */
export function notFoundMetadata(locale: Locale = DEFAULT_LOCALE): Metadata {
  const title = translator(locale, "notFoundPage")("title");
  if (locale === DEFAULT_LOCALE) return { title, robots: { index: false } };
  return { title, description: translator(locale, "home")("metaDescription"), robots: { index: false } };
}

/** Title, description, canonical URL, OpenGraph and Twitter card for one public page. */
export function pageMetadata({
  title,
  absoluteTitle,
  description,
  path,
  image,
  type = "website",
  publishedTime,
  modifiedTime,
  noIndex,
  locale = DEFAULT_LOCALE,
  translated,
  languages,
}: PageMeta): Metadata {
  const url = absoluteUrl(translated ? localePath(locale, path) : path);
  const images = image?.url ? [{ url: absoluteUrl(image.url), alt: image.alt }] : [{ ...DEFAULT_SOCIAL_IMAGE, url: absoluteUrl(DEFAULT_SOCIAL_IMAGE.url) }];
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: translated ? { canonical: url, languages: languageAlternates(path, languages) } : { canonical: url },
    openGraph: {
      title,
      description,
      url,
      siteName: site.name,
      locale: OG_LOCALES[locale],
      type,
      images,
      ...(type === "article" ? { publishedTime, modifiedTime } : {}),
    },
    twitter: { card: "summary_large_image", title, description, images: images.map((i) => i.url) },
    ...(noIndex ? { robots: { index: false, follow: false } } : {}),
  };
}
