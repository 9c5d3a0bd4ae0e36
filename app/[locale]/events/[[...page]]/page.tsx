import { notFound } from "next/navigation";
import { EventCard } from "@/components/site/cards";
import { EmptyState } from "@/components/site/empty-state";
import { container, sectionY } from "@/components/site/layout-classes";
import { listPageNumber, pageHref, PageLinks } from "@/components/site/page-links";
import { PageHero } from "@/components/site/page-hero";
import { listApprovedEvents } from "@/lib/content/events/public-queries";
import { NOT_FOUND_METADATA, pageMetadata } from "@/lib/content/seo/metadata";

/* /events and /events/page/{n}: approved events, upcoming first; cached, refreshed by tag "events". */
export const revalidate = 600;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

const PAGE_SIZE = 9;

export async function generateMetadata({ params }: PageProps<"/[locale]/events/[[...page]]">) {
  const page = listPageNumber((await params).page);
  if (!page) return NOT_FOUND_METADATA;
  // A page past the end of the list is the 404 page, titled as one (the read is cached).
  if (page > 1 && (await listApprovedEvents(page, PAGE_SIZE)).items.length === 0) return NOT_FOUND_METADATA;
  return pageMetadata({
    title: page > 1 ? `Events — page ${page}` : "Events",
    description: "Conferences, forums, open days and training organised or supported by Ikaze in Rwanda: dates, places and fees.",
    path: pageHref("/events", page),
    image: { url: "/site/service-interpretation.jpg", alt: "A conference hall prepared for a meeting" },
  });
}

export default async function EventsPage({ params }: PageProps<"/[locale]/events/[[...page]]">) {
  const page = listPageNumber((await params).page);
  if (!page) notFound();
  const { items, total } = await listApprovedEvents(page, PAGE_SIZE);
  if (page > 1 && items.length === 0) notFound();

  return (
    <>
      <PageHero
        image="/site/service-interpretation.jpg"
        eyebrow="Meet, learn, connect"
        title="Events"
        intro="Forums, dialogues, open days and masterclasses on climate, conservation, tourism and languages — in Kigali and beyond."
      />
      <section aria-label="Event list" className={`${sectionY} bg-stone-50`}>
        <div className={container}>
          {items.length === 0 ? (
            <EmptyState
              title="No events yet"
              text="We are preparing the next ones. Planning your own conference or workshop? We can help."
              action={{ href: "/contact", label: "Talk to our events team" }}
            />
          ) : (
            <>
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
                {items.map((event) => (
                  <li key={event.slug} className="flex">
                    <EventCard event={event} as="h2" />
                  </li>
                ))}
              </ul>
              <PageLinks base="/events" page={page} total={total} limit={PAGE_SIZE} />
            </>
          )}
        </div>
      </section>
    </>
  );
}
