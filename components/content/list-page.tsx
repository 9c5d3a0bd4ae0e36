import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { EmptyState } from "@/components/site/empty-state";
import { container, sectionY } from "@/components/site/layout-classes";
import { listPageNumber, pageHref, PageLinks } from "@/components/site/page-links";
import { PageHero } from "@/components/site/page-hero";
import { listPublic, type ContentKind } from "@/lib/content/kind/config";
import { localePath, toLocale, type Locale } from "@/lib/content/i18n/locales";
import { translator } from "@/lib/content/i18n/messages";
import { notFoundMetadata, pageMetadata } from "@/lib/content/seo/metadata";
import { translatedCards } from "@/lib/content/translations/public";

type Empty = Parameters<typeof EmptyState>[0];

/** What a filtered list says for one filter and page, over the config's own words. */
type Heading = { base?: string; title?: string; heroTitle?: string; description?: string; canonical?: string; noIndex?: boolean; filtered?: boolean };

/**
 * One public list (/blogs, /tours, /events, …) as configuration: its kind, page size, words and
 * pictures, how a card looks. A filtered list (tours) also reads its filter from the path and
 * says what it shows; a plain one is `/{path}` and `/{path}/page/{n}`.
 */
export type ListPageConfig<Card, Filter = undefined> = {
  kind: ContentKind<Card, unknown, Filter>;
  pageSize: number;
  path: string;
  title: string;
  description: string;
  image: { url: string; alt: string };
  eyebrow: string;
  intro: string;
  /** The list section's accessible name. */
  label: string;
  empty: Empty;
  render: (items: Card[]) => ReactNode;
  /** A plain list's fixed filter (a category); a filtered list's `parse` reads it from the path instead. */
  filter?: Filter;
  parse?: (segments: string[] | undefined) => { page: number; filter: Filter } | null;
  heading?: (filter: Filter, page: number) => Heading;
  /** Above the list (filters), and above its items (a count). */
  controls?: (filter: Filter) => ReactNode;
  summary?: (total: number, filtered: boolean) => ReactNode;
  filteredEmpty?: Empty;
};

type Props = { params: Promise<{ page?: string[]; locale: string }> };

/**
 * The route's metadata and page for one list configuration (or one per language, worded for it);
 * each page of it is cached, refreshed by the kind's tag.
 */
export function contentListPage<Card, Filter = undefined>(configure: ListPageConfig<Card, Filter> | ((locale: Locale) => ListPageConfig<Card, Filter>)) {
  const configs = new Map<Locale, ListPageConfig<Card, Filter>>();
  const configFor = (locale: Locale) => {
    if (!configs.has(locale)) configs.set(locale, typeof configure === "function" ? configure(locale) : configure);
    return configs.get(locale)!;
  };

  async function generateMetadata({ params }: Props) {
    const locale = toLocale((await params).locale);
    const config = configFor(locale);
    const { kind, pageSize } = config;
    const list = parser(config)((await params).page);
    if (!list) return notFoundMetadata(locale);
    const { page, filter } = list;
    // A page past the end of the list is the 404 page, titled as one (the read is cached).
    if (page > 1 && (await listPublic(kind, page, pageSize, filter)).items.length === 0) return notFoundMetadata(locale);
    const { base, title, description, canonical, noIndex } = heading(config, filter, page);
    return pageMetadata({
      title: page > 1 ? translator(locale, "lists")("pageTitle", { title, page }) : title,
      description,
      path: canonical ?? pageHref(base, page),
      image: config.image,
      noIndex,
      locale,
    });
  }

  async function Page({ params }: Props) {
    const locale = toLocale((await params).locale);
    const config = configFor(locale);
    const { kind, pageSize } = config;
    const list = parser(config)((await params).page);
    if (!list) notFound();
    const { page, filter } = list;
    const { items: english, total } = await listPublic(kind, page, pageSize, filter);
    const items = await translatedCards(kind.translation.kind, english, locale);
    if (page > 1 && items.length === 0) notFound();
    const { base, title, heroTitle, filtered = false } = heading(config, filter, page);
    const shown = filtered && config.filteredEmpty ? config.filteredEmpty : config.empty;
    const empty = { ...shown, action: { ...shown.action, href: localePath(locale, shown.action.href) } };
    return (
      <>
        <PageHero image={config.image.url} eyebrow={config.eyebrow} title={heroTitle ?? title} intro={config.intro} />
        <section aria-label={config.label} className={`${sectionY} bg-stone-50`}>
          <div className={container}>
            {config.controls?.(filter)}
            {items.length === 0 ? (
              <EmptyState {...empty} />
            ) : (
              <>
                {config.summary?.(total, filtered)}
                {config.render(items)}
                <PageLinks base={localePath(locale, base)} page={page} total={total} limit={pageSize} locale={locale} />
              </>
            )}
          </div>
        </section>
      </>
    );
  }

  return { generateMetadata, Page };
}

function parser<Card, Filter>(config: ListPageConfig<Card, Filter>) {
  const plain = (page: number | null) => (page ? { page, filter: config.filter as Filter } : null);
  return config.parse ?? ((segments: string[] | undefined) => plain(listPageNumber(segments)));
}

function heading<Card, Filter>(config: ListPageConfig<Card, Filter>, filter: Filter, page: number) {
  return { base: config.path, title: config.title, description: config.description, ...config.heading?.(filter, page) };
}

/** The grid of cards most lists show. */
export function CardGrid<Card extends { slug: string }>({ items, card }: { items: Card[]; card: (item: Card) => ReactNode }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
      {items.map((item) => (
        <li key={item.slug} className="flex">
          {card(item)}
        </li>
      ))}
    </ul>
  );
}
