import Link from "next/link";
import { notFound } from "next/navigation";
import { EventCard } from "@/components/site/cards";
import { FeaturedGrid, type FeaturedItem } from "@/components/site/featured-grid";
import { ContactSection } from "@/components/site/home/contact-section";
import { HomeHero } from "@/components/site/home/hero";
import { ServiceCards } from "@/components/site/home/service-cards";
import { Achievements, EnvironmentLed, OurImpact, WhyItMatters } from "@/components/site/home/story-blocks";
import { longDate } from "@/components/site/dates";
import { container, sectionY } from "@/components/site/layout-classes";
import { SectionHeading } from "@/components/site/section-heading";
import { listUpcomingEvents } from "@/lib/events/public-queries";
import { formatUsd } from "@/lib/format";
import { listLatestNews } from "@/lib/news/public-queries";
import { pageMetadata } from "@/lib/seo/metadata";
import { site } from "@/lib/site";
import { priceRange } from "@/lib/tours/pricing";
import { listLatestTours } from "@/lib/tours/public-queries";

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

export function generateMetadata() {
  return pageMetadata({ title: `${site.name} — ${site.tagline}`, absoluteTitle: true, description: site.description, path: "/" });
}

const seeAll = "inline-flex h-11 items-center rounded-full px-5 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50";

export default async function HomePage({ params }: PageProps<"/[[...path]]">) {
  if ((await params).path?.length) notFound();
  const [tours, posts, events] = await Promise.all([listLatestTours(5), listLatestNews(5), listUpcomingEvents(3)]);

  const featuredTours: FeaturedItem[] = tours.map((t) => {
    const range = priceRange(t);
    return {
      href: `/tour/${t.slug}`,
      title: t.title,
      image: t.image,
      excerpt: t.excerpt,
      meta: range ? <span className="tabular-nums">From {formatUsd(range.low)}</span> : t.location,
    };
  });
  const featuredPosts: FeaturedItem[] = posts.map((p) => ({
    href: `/blog/${p.slug}`,
    title: p.title,
    image: p.image,
    excerpt: p.excerpt,
    meta: <time dateTime={p.createdAt}>{longDate(p.createdAt)}</time>,
  }));

  return (
    <>
      <HomeHero />

      <section aria-labelledby="services-title" className={`${sectionY} bg-white`}>
        <div className={container}>
          <SectionHeading
            id="services-title"
            eyebrow="What we do"
            title="Consultancy for a greener Rwanda"
            intro="Four services, one team: practical advice and hands-on work for organisations that want to do right by people and the planet."
            action={
              <Link href="/services" className={seeAll}>
                All services
              </Link>
            }
          />
          <div className="mt-10">
            <ServiceCards />
          </div>
        </div>
      </section>

      <WhyItMatters />
      <OurImpact />

      {featuredTours.length > 0 ? (
        <section aria-labelledby="tours-title" className={`${sectionY} bg-stone-50`}>
          <div className={container}>
            <SectionHeading
              id="tours-title"
              eyebrow="Tours"
              title="Journeys worth taking"
              intro="Gorillas at dawn, canopy walks, lake kayaks and city stories — small groups, local guides, prices for your whole party."
              action={
                <Link href="/tours" className={seeAll}>
                  See all tours
                </Link>
              }
            />
            <div className="mt-10">
              <FeaturedGrid items={featuredTours} />
            </div>
          </div>
        </section>
      ) : null}

      <Achievements />
      <EnvironmentLed />

      {events.length > 0 ? (
        <section aria-labelledby="events-title" className={`${sectionY} bg-stone-50`}>
          <div className={container}>
            <SectionHeading
              id="events-title"
              eyebrow="Events"
              title="Coming up"
              action={
                <Link href="/events" className={seeAll}>
                  All events
                </Link>
              }
            />
            <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {events.map((e) => (
                <li key={e.slug} className="flex">
                  <EventCard event={e} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      {featuredPosts.length > 0 ? (
        <section aria-labelledby="news-title" className={`${sectionY} bg-white`}>
          <div className={container}>
            <SectionHeading
              id="news-title"
              eyebrow="News"
              title="From the blog"
              intro="Climate policy, conservation stories and travel notes from our team."
              action={
                <Link href="/blogs" className={seeAll}>
                  Read the blog
                </Link>
              }
            />
            <div className="mt-10">
              <FeaturedGrid items={featuredPosts} />
            </div>
          </div>
        </section>
      ) : null}

      <ContactSection />
    </>
  );
}
