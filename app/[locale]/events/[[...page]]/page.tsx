import { CardGrid, contentListPage } from "@/components/content/list-page";
import { EventCard } from "@/components/site/cards";
import { eventsKind } from "@/lib/content/events/public-queries";

/* /events and /events/page/{n}: approved events, upcoming first; cached, refreshed by tag "events". */
export const revalidate = 600;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

const { generateMetadata, Page } = contentListPage({
  kind: eventsKind,
  pageSize: 9,
  path: "/events",
  title: "Events",
  description: "Conferences, forums, open days and training organised or supported by Ikaze in Rwanda: dates, places and fees.",
  image: { url: "/site/service-interpretation.jpg", alt: "A conference hall prepared for a meeting" },
  eyebrow: "Meet, learn, connect",
  intro: "Forums, dialogues, open days and masterclasses on climate, conservation, tourism and languages — in Kigali and beyond.",
  label: "Event list",
  empty: {
    title: "No events yet",
    text: "We are preparing the next ones. Planning your own conference or workshop? We can help.",
    action: { href: "/contact", label: "Talk to our events team" },
  },
  render: (items) => <CardGrid items={items} card={(event) => <EventCard event={event} as="h2" />} />,
});
export { generateMetadata };
export default Page;
