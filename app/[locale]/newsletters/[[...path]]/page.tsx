import { cache } from "react";
import { notFound } from "next/navigation";
import { ArchivedNewsletter } from "@/components/site/archived-newsletter";
import { ARCHIVE_PAGE_SIZE, NewsletterArchive } from "@/components/site/newsletter-archive";
import { listPageNumber, pageHref } from "@/components/site/page-links";
import { getArchivedNewsletter, listArchivedNewsletters } from "@/lib/audience/newsletters/public-queries";
import { isLookupKey } from "@/lib/platform/slug";
import { notFoundMetadata, pageMetadata } from "@/lib/content/seo/metadata";
import { toLocale } from "@/lib/content/i18n/locales";
import { translator } from "@/lib/content/i18n/messages";

/*
 * The public archive: /newsletters, /newsletters/page/{n} and one sent newsletter at
 * /newsletters/{slug}. One optional catch-all, like the home page and /blogs, so that `next build`
 * never reads the database (generateStaticParams returns nothing): each page is rendered on its
 * first request, then served from the page cache and refreshed by the "newsletters" tag.
 */
export const revalidate = 600;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

type Found =
  | { kind: "list"; page: number; list: Awaited<ReturnType<typeof listArchivedNewsletters>> }
  | { kind: "letter"; letter: NonNullable<Awaited<ReturnType<typeof getArchivedNewsletter>>> };

/** What a path shows: a page of the list (past the end is a 404, except the empty first page) or one newsletter. */
const find = cache(async (key: string): Promise<Found | null> => {
  const path = key ? key.split("/") : [];
  const page = listPageNumber(path);
  if (page) {
    const list = await listArchivedNewsletters(page, ARCHIVE_PAGE_SIZE);
    return page > 1 && list.items.length === 0 ? null : { kind: "list", page, list };
  }
  if (path.length !== 1 || !isLookupKey(path[0])) return null;
  const letter = await getArchivedNewsletter(path[0]);
  return letter ? { kind: "letter", letter } : null;
});
/** Keyed by a string: metadata and page then share one lookup per request. */
const load = (path: string[] | undefined) => find((path ?? []).join("/"));

const HERO = "/site/hero-hills.jpg";

// The letters are English content: every page of the archive names the English one as canonical.
export async function generateMetadata({ params }: PageProps<"/[locale]/newsletters/[[...path]]">) {
  const { path, locale: segment } = await params;
  const found = await load(path);
  if (!found) return notFoundMetadata(toLocale(segment));
  const locale = toLocale(segment);
  if (found.kind === "list") {
    const t = translator(locale, "newsletterPages");
    return pageMetadata({
      title: found.page > 1 ? t("pageTitle", { page: found.page }) : t("title"),
      description: t("description"),
      path: pageHref("/newsletters", found.page),
      image: { url: HERO, alt: t("coverAlt") },
      locale,
    });
  }
  const n = found.letter;
  return pageMetadata({
    title: n.subject,
    description: n.preheader || n.excerpt,
    path: `/newsletters/${n.slug}`,
    image: { url: n.image || HERO, alt: n.subject },
    type: "article",
    publishedTime: n.sentAt,
    locale,
  });
}

export default async function NewslettersPage({ params }: PageProps<"/[locale]/newsletters/[[...path]]">) {
  const { path, locale: segment } = await params;
  const found = await load(path);
  if (!found) notFound();
  const locale = toLocale(segment);
  if (found.kind === "letter") return <ArchivedNewsletter n={found.letter} locale={locale} />;
  return <NewsletterArchive items={found.list.items} total={found.list.total} page={found.page} locale={locale} />;
}
