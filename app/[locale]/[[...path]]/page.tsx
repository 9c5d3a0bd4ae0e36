import { notFound } from "next/navigation";
import { EventCard, TourFromPrice, tourLength } from "@/components/site/cards";
import { cloudProp } from "@/components/site/cover-image";
import { FeaturedGrid, type FeaturedItem } from "@/components/site/featured-grid";
import { ContactSection } from "@/components/site/home/contact-section";
import { HomeHero } from "@/components/site/home/hero";
import { HomeSection } from "@/components/site/home/home-section";
import { ServiceCards } from "@/components/site/home/service-cards";
import { Achievements, EnvironmentLed, OurImpact, WhyItMatters } from "@/components/site/home/story-blocks";
import { cardWords } from "@/lib/content/i18n/card-words";
import { localePath, toLocale } from "@/lib/content/i18n/locales";
import { formatter, translator } from "@/lib/content/i18n/messages";
import { listUpcomingEvents } from "@/lib/content/events/public-queries";
import { listLatest } from "@/lib/content/kind/config";
import { translatedCards, type EnglishParts } from "@/lib/content/translations/public";
import { newsKind } from "@/lib/content/news/public-queries";
import { notFoundMetadata, pageMetadata } from "@/lib/content/seo/metadata";
import { site } from "@/lib/platform/site";
import { toursKind } from "@/lib/content/tours/public-queries";

/*
 * The home page. It lives in an optional catch-all so that it is rendered on the first request and
 * then served from the page cache (generateStaticParams returns nothing, so `next build` never
 * reads the database); any other path that reaches it is a 404. The cached page carries the tours,
 * news and events tags and is refreshed when one of them is invalidated.
 */
export const revalidate = 600;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps<"/[locale]/[[...path]]">) {
  const { path, locale: segment } = await params;
  if (path?.length) return notFoundMetadata(toLocale(segment));
  const locale = toLocale(segment);
  const t = translator(locale, "home");
  const title = `${site.name} — ${t("tagline")}`;
  // The French and Kinyarwanda descriptions are kept within the ~155 characters a result shows.
  return pageMetadata({ title, absoluteTitle: true, description: t("metaDescription"), path: "/", locale, translated: true });
}

/** The impact figures, written for the language ("38 000" in French); English keeps the component's own. */
const IMPACT_FIGURES = [140, 38000, 4, 2600];
function impactFigures(locale: ReturnType<typeof toLocale>): string[] {
  const f = formatter(locale);
  return IMPACT_FIGURES.map((n, i) => `${f.number(n)}${i === 0 ? "+" : ""}`);
}

/** The lead card's excerpt, marked when it stays English under another language. */
const leadExcerpt = (card: { excerpt: string } & EnglishParts) => ({
  excerpt: card.excerpt,
  ...(card.englishExcerpt ? { englishExcerpt: true as const } : {}),
});

export default async function HomePage({ params }: PageProps<"/[locale]/[[...path]]">) {
  const { path, locale: segment } = await params;
  if (path?.length) notFound();
  const locale = toLocale(segment);
  const t = translator(locale, "home");
  const english = locale === "en";
  // Each card's title in the page's language where its item has a version.
  const [tours, posts, events] = await Promise.all([
    listLatest(toursKind, 5).then((c) => translatedCards("tour", c, locale)),
    listLatest(newsKind, 5).then((c) => translatedCards("news", c, locale)),
    listUpcomingEvents(3).then((c) => translatedCards("event", c, locale)),
  ]);

  const cloud = cloudProp();
  const card = cardWords(locale);
  const featuredTours: FeaturedItem[] = tours.map((tour, i) => {
    const length = tourLength(tour, locale);
    return {
      href: localePath(locale, `/tour/${tour.slug}`),
      title: tour.title,
      image: tour.image,
      ...(i === 0 ? leadExcerpt(tour) : {}),
      ...(tour.english ? { english: true as const } : {}),
      meta: (
        <>
          {length ? `${length} · ` : null}
          <TourFromPrice tour={tour} locale={locale} />
        </>
      ),
    };
  });
  const featuredPosts: FeaturedItem[] = posts.map((p, i) => ({
    href: localePath(locale, `/blog/${p.slug}`),
    title: p.title,
    image: p.image,
    ...(i === 0 ? leadExcerpt(p) : {}),
    ...(p.english ? { english: true as const } : {}),
    meta: <time dateTime={p.createdAt}>{card.date(p.createdAt)}</time>,
  }));

  return (
    <>
      <HomeHero locale={locale} />

      <HomeSection
        id="services-title"
        eyebrow={t("sections.servicesEyebrow")}
        title={t("sections.servicesTitle")}
        intro={t("sections.servicesIntro")}
        seeAll={{ href: localePath(locale, "/services"), label: t("sections.allServices") }}
      >
        <ServiceCards locale={locale} />
      </HomeSection>

      <WhyItMatters />
      <OurImpact {...(english ? {} : { figures: impactFigures(locale) })} />

      {featuredTours.length > 0 ? (
        <HomeSection
          id="tours-title"
          eyebrow={t("sections.toursEyebrow")}
          title={t("sections.toursTitle")}
          intro={t("sections.toursIntro")}
          seeAll={{ href: localePath(locale, "/tours"), label: t("sections.allTours") }}
          tinted
        >
          <FeaturedGrid items={featuredTours} {...cloud} />
        </HomeSection>
      ) : null}

      <Achievements />
      <EnvironmentLed />

      {events.length > 0 ? (
        <HomeSection
          id="events-title"
          eyebrow={t("sections.eventsEyebrow")}
          title={t("sections.eventsTitle")}
          seeAll={{ href: localePath(locale, "/events"), label: t("sections.allEvents") }}
          tinted
        >
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {events.map((e) => (
              <li key={e.slug} className="flex">
                <EventCard event={e} locale={locale} />
              </li>
            ))}
          </ul>
        </HomeSection>
      ) : null}

      {featuredPosts.length > 0 ? (
        <HomeSection
          id="news-title"
          eyebrow={t("sections.newsEyebrow")}
          title={t("sections.newsTitle")}
          intro={t("sections.newsIntro")}
          seeAll={{ href: localePath(locale, "/blogs"), label: t("sections.readBlog") }}
        >
          <FeaturedGrid items={featuredPosts} {...cloud} />
        </HomeSection>
      ) : null}

      <ContactSection />
    </>
  );
}
