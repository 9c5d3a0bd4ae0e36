import { notFound } from "next/navigation";
import { EventCard, TourFromPrice, tourLength } from "@/components/site/cards";
import { cloudProp } from "@/components/site/cover-image";
import { FeaturedGrid, type FeaturedItem } from "@/components/site/featured-grid";
import { ContactSection } from "@/components/site/home/contact-section";
import { HomeHero } from "@/components/site/home/hero";
import { HomeSection } from "@/components/site/home/home-section";
import { ServiceCards } from "@/components/site/home/service-cards";
import { Achievements, EnvironmentLed, OurImpact, WhyItMatters } from "@/components/site/home/story-blocks";
import { formatDate } from "@/lib/platform/dates";
import { listUpcomingEvents } from "@/lib/content/events/public-queries";
import { listLatest } from "@/lib/content/kind/config";
import { translatedCards } from "@/lib/content/translations/public";
import { toLocale } from "@/lib/content/i18n/locales";
import { newsKind } from "@/lib/content/news/public-queries";
import { NOT_FOUND_METADATA, pageMetadata } from "@/lib/content/seo/metadata";
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
  if ((await params).path?.length) return NOT_FOUND_METADATA;
  return pageMetadata({ title: `${site.name} — ${site.tagline}`, absoluteTitle: true, description: site.description, path: "/" });
}

export default async function HomePage({ params }: PageProps<"/[locale]/[[...path]]">) {
  const { path, locale: segment } = await params;
  if (path?.length) notFound();
  const locale = toLocale(segment);
  // Each card's title in the page's language where its item has a version.
  const [tours, posts, events] = await Promise.all([
    listLatest(toursKind, 5).then((c) => translatedCards("tour", c, locale)),
    listLatest(newsKind, 5).then((c) => translatedCards("news", c, locale)),
    listUpcomingEvents(3).then((c) => translatedCards("event", c, locale)),
  ]);

  const cloud = cloudProp();
  const featuredTours: FeaturedItem[] = tours.map((t) => {
    const length = tourLength(t);
    return {
      href: `/tour/${t.slug}`,
      title: t.title,
      image: t.image,
      excerpt: t.excerpt,
      meta: (
        <>
          {length ? `${length} · ` : null}
          <TourFromPrice tour={t} />
        </>
      ),
    };
  });
  const featuredPosts: FeaturedItem[] = posts.map((p) => ({
    href: `/blog/${p.slug}`,
    title: p.title,
    image: p.image,
    excerpt: p.excerpt,
    meta: <time dateTime={p.createdAt}>{formatDate(p.createdAt)}</time>,
  }));

  return (
    <>
      <HomeHero />

      <HomeSection
        id="services-title"
        eyebrow="What we do"
        title="Consultancy for a greener Rwanda"
        intro="Four services, one team: practical advice and hands-on work for organisations that want to do right by people and the planet."
        seeAll={{ href: "/services", label: "All services" }}
      >
        <ServiceCards />
      </HomeSection>

      <WhyItMatters />
      <OurImpact />

      {featuredTours.length > 0 ? (
        <HomeSection
          id="tours-title"
          eyebrow="Tours"
          title="Journeys worth taking"
          intro="Gorillas at dawn, canopy walks, lake kayaks and city stories — small groups, local guides, prices for your whole party."
          seeAll={{ href: "/tours", label: "See all tours" }}
          tinted
        >
          <FeaturedGrid items={featuredTours} {...cloud} />
        </HomeSection>
      ) : null}

      <Achievements />
      <EnvironmentLed />

      {events.length > 0 ? (
        <HomeSection id="events-title" eyebrow="Events" title="Coming up" seeAll={{ href: "/events", label: "All events" }} tinted>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {events.map((e) => (
              <li key={e.slug} className="flex">
                <EventCard event={e} />
              </li>
            ))}
          </ul>
        </HomeSection>
      ) : null}

      {featuredPosts.length > 0 ? (
        <HomeSection
          id="news-title"
          eyebrow="News"
          title="From the blog"
          intro="Climate policy, conservation stories and travel notes from our team."
          seeAll={{ href: "/blogs", label: "Read the blog" }}
        >
          <FeaturedGrid items={featuredPosts} {...cloud} />
        </HomeSection>
      ) : null}

      <ContactSection />
    </>
  );
}
