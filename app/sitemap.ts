import type { MetadataRoute } from "next";
import { listEventSitemapEntries } from "@/lib/events/public-queries";
import { listNewsSitemapEntries } from "@/lib/news/public-queries";
import { listArchiveSitemapEntries } from "@/lib/newsletters/public-queries";
import { absoluteUrl } from "@/lib/seo/metadata";
import { services } from "@/lib/services";
import { listTourSitemapEntries } from "@/lib/tours/public-queries";

/*
 * sitemap.xml: every public page and every published tour, post and approved event, with lastmod.
 * Rendered per request (so `next build` needs no database) from the cached, tagged reads: a publish
 * shows here at once and a crawl does not query the database.
 */
export const dynamic = "force-dynamic";

/** When the fixed pages (about, FAQ, terms …) last changed; update with their text. */
const STATIC_PAGES_UPDATED = "2026-11-01T00:00:00.000Z";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [tours, posts, events, letters] = await Promise.all([
    listTourSitemapEntries(),
    listNewsSitemapEntries(),
    listEventSitemapEntries(),
    listArchiveSitemapEntries(),
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
    "/terms",
    "/policy",
    "/publications",
    "/press-releases",
  ];
  return [
    { url: absoluteUrl("/"), lastModified: newest([...tours, ...posts, ...events]), changeFrequency: "daily", priority: 1 },
    { url: absoluteUrl("/tours"), lastModified: newest(tours), changeFrequency: "weekly", priority: 0.9 },
    { url: absoluteUrl("/blogs"), lastModified: newest(posts), changeFrequency: "weekly", priority: 0.8 },
    { url: absoluteUrl("/events"), lastModified: newest(events), changeFrequency: "weekly", priority: 0.8 },
    { url: absoluteUrl("/newsletters"), lastModified: newest(letters), changeFrequency: "monthly", priority: 0.5 },
    ...fixed.map((path) => ({ url: absoluteUrl(path), lastModified: STATIC_PAGES_UPDATED, changeFrequency: "monthly" as const, priority: 0.6 })),
    ...services.map((s) => ({ url: absoluteUrl(`/services/${s.id}`), lastModified: STATIC_PAGES_UPDATED, changeFrequency: "monthly" as const, priority: 0.7 })),
    ...tours.map((t) => ({ url: absoluteUrl(`/tour/${t.slug}`), lastModified: t.updatedAt, changeFrequency: "weekly" as const, priority: 0.8 })),
    ...posts.map((p) => ({ url: absoluteUrl(`/blog/${p.slug}`), lastModified: p.updatedAt, changeFrequency: "monthly" as const, priority: 0.6 })),
    ...events.map((e) => ({ url: absoluteUrl(`/event/${e.slug}`), lastModified: e.updatedAt, changeFrequency: "weekly" as const, priority: 0.7 })),
    ...letters.map((n) => ({ url: absoluteUrl(`/newsletters/${n.slug}`), lastModified: n.updatedAt, changeFrequency: "yearly" as const, priority: 0.4 })),
  ];
}
