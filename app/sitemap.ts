import type { MetadataRoute } from "next";
import { eventsKind } from "@/lib/content/events/public-queries";
import { listSitemap } from "@/lib/content/kind/config";
import { newsKind } from "@/lib/content/news/public-queries";
import { listArchiveSitemapEntries } from "@/lib/audience/newsletters/public-queries";
import { sitemapEntries } from "@/lib/content/i18n/translated-pages";
import { DEFAULT_LOCALE, type Locale } from "@/lib/content/i18n/locales";
import { services } from "@/lib/content/services";
import { legalSitemapEntries } from "@/lib/content/fixed-texts/public";
import { toursKind } from "@/lib/content/tours/public-queries";

/*
 * sitemap.xml: every public page and every published tour, post and approved event, with lastmod;
 * pages that read wholly in French and Kinyarwanda are listed in each language with hreflang alternates.
 * Rendered per request (so `next build` needs no database) from the cached, tagged reads: a publish
 * shows here at once and a crawl does not query the database.
 */
export const dynamic = "force-dynamic";

/** When the fixed pages (about, FAQ, terms …) last changed; update with their text. */
const STATIC_PAGES_UPDATED = "2026-11-01T00:00:00.000Z";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [tours, posts, events, letters, legal] = await Promise.all([
    listSitemap(toursKind),
    listSitemap(newsKind),
    listSitemap(eventsKind),
    listArchiveSitemapEntries(),
    legalSitemapEntries({ lastModified: STATIC_PAGES_UPDATED, changeFrequency: "monthly", priority: 0.6 }),
  ]);
  const newest = (items: { updatedAt: string }[]) => items.reduce((max, i) => (i.updatedAt > max ? i.updatedAt : max), STATIC_PAGES_UPDATED);

  const fixed = [
    "/about",
    "/services",
    "/contact",
    "/faq",
    "/airticket",
    "/accommodation",
    "/carrental",
    "/ticket",
    "/eventform",
    "/publications",
    "/press-releases",
  ];
  return [
    ...sitemapEntries("/", { lastModified: newest([...tours, ...posts, ...events]), changeFrequency: "daily", priority: 1 }),
    ...sitemapEntries("/tours", { lastModified: newest(tours), changeFrequency: "weekly", priority: 0.9 }),
    ...sitemapEntries("/blogs", { lastModified: newest(posts), changeFrequency: "weekly", priority: 0.8 }),
    ...sitemapEntries("/events", { lastModified: newest(events), changeFrequency: "weekly", priority: 0.8 }),
    ...sitemapEntries("/newsletters", { lastModified: newest(letters), changeFrequency: "monthly", priority: 0.5 }),
    ...fixed.flatMap((path) => sitemapEntries(path, { lastModified: STATIC_PAGES_UPDATED, changeFrequency: "monthly", priority: 0.6 })),
    // The legal pages: in English, and in each language staff have written them in.
    ...legal,
    ...services.flatMap((s) => sitemapEntries(`/services/${s.id}`, { lastModified: STATIC_PAGES_UPDATED, changeFrequency: "monthly", priority: 0.7 })),
    // Content pages: in English, and in each language the item has a version in.
    ...tours.flatMap((t) => itemEntries(`/tour/${t.slug}`, t, { lastModified: t.updatedAt, changeFrequency: "weekly", priority: 0.8 })),
    ...posts.flatMap((p) => itemEntries(`/blog/${p.slug}`, p, { lastModified: p.updatedAt, changeFrequency: "monthly", priority: 0.6 })),
    ...events.flatMap((e) => itemEntries(`/event/${e.slug}`, e, { lastModified: e.updatedAt, changeFrequency: "weekly", priority: 0.7 })),
    ...letters.flatMap((n) => sitemapEntries(`/newsletters/${n.slug}`, { lastModified: n.updatedAt, changeFrequency: "yearly", priority: 0.4 })),
  ];
}

/** A content item's entries: English alone, or each language it has a version in, with alternates. */
function itemEntries(path: string, item: { translations: readonly Locale[] }, entry: Parameters<typeof sitemapEntries>[1]) {
  return sitemapEntries(path, entry, item.translations.length > 0, [DEFAULT_LOCALE, ...item.translations]);
}
