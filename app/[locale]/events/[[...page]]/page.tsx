import { CardGrid, contentListPage } from "@/components/content/list-page";
import { EventCard } from "@/components/site/cards";
import { eventsKind } from "@/lib/content/events/public-queries";
import type { Locale } from "@/lib/content/i18n/locales";
import { translator } from "@/lib/content/i18n/messages";

/* /events and /events/page/{n}: approved events, upcoming first; cached, refreshed by tag "events". */
export const revalidate = 600;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

const { generateMetadata, Page } = contentListPage((locale: Locale) => {
  const t = translator(locale, "lists");
  return {
    kind: eventsKind,
    pageSize: 9,
    path: "/events",
    title: t("events.title"),
    description: t("events.description"),
    image: { url: "/site/service-interpretation.jpg", alt: t("events.coverAlt") },
    eyebrow: t("events.eyebrow"),
    intro: t("events.intro"),
    label: t("events.label"),
    empty: { title: t("events.emptyTitle"), text: t("events.emptyText"), action: { href: "/contact", label: t("events.emptyAction") } },
    render: (items) => <CardGrid items={items} card={(event) => <EventCard event={event} as="h2" locale={locale} />} />,
  };
});
export { generateMetadata };
export default Page;
