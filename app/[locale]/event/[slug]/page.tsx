import { notFound } from "next/navigation";
import { formatDayTime, formatDayRange } from "@/lib/platform/dates";
import { Breadcrumbs } from "@/components/site/breadcrumbs";
import { JsonLd } from "@/components/site/json-ld";
import { container } from "@/components/site/layout-classes";
import { PageHero } from "@/components/site/page-hero";
import { PreviewBanner } from "@/components/site/preview-banner";
import { RichText } from "@/components/site/rich-text";
import { ShareLinks } from "@/components/site/share-links";
import { SidePanel } from "@/components/site/side-panel";
import { FeeTableView } from "@/components/site/registration/fee-table";
import { EventFee } from "@/components/site/cards";
import { EventRegistrationSlot } from "@/components/site/slots/event-registration-slot";
import { CancellationPolicy } from "@/components/site/registration/cancellation-policy";
import { eventPolicyLines } from "@/lib/booking/terms/participant-policy";
import { eventsKind, hasEnded, listUpcomingEvents } from "@/lib/content/events/public-queries";
import { plainText, truncate } from "@/lib/platform/format";
import { feeColumn, isPaidEvent } from "@/lib/booking/terms/fees";
import { eventJsonLd } from "@/lib/content/seo/json-ld";
import { notFoundMetadata, absoluteUrl, pageMetadata } from "@/lib/content/seo/metadata";
import { loadForView } from "@/app/(site)/preview/load";
import { localePath, toLocale, type Locale } from "@/lib/content/i18n/locales";
import { messagesOf, translator } from "@/lib/content/i18n/messages";
import { orderFormats } from "@/lib/content/i18n/order-formats";
import { eventPolicyWords } from "@/components/site/registration/registration-words";
import { translatedCards, translatedItem } from "@/lib/content/translations/public";
import { InEnglish } from "@/components/site/translated-content";

/** Dates in the page's language: English keeps the site's own formats. */
const datesIn = (locale: Locale) => (locale === "en" ? { dayRange: formatDayRange, dayTime: formatDayTime } : orderFormats(locale));

/* An approved event: cached after its first view, refreshed by its tag; unapproved ones only in staff preview. */
export const revalidate = 600;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps<"/[locale]/event/[slug]">) {
  const { slug, locale: segment } = await params;
  const found = await loadForView(eventsKind, slug);
  if (!found) return notFoundMetadata(toLocale(segment));
  const locale = toLocale(segment);
  const { item: event, translated, languages } = await translatedItem(eventsKind, found.item, locale);
  const { preview } = found;
  return pageMetadata({
    title: event.title,
    description: truncate(
      `${datesIn(locale).dayRange(event.startDate, event.endDate)}${event.place ? `, ${event.place}` : ""}. ${plainText(event.description)}`,
      160,
    ),
    path: `/event/${event.slug}`,
    image: { url: event.image || "/site/placeholder.jpg", alt: event.title },
    noIndex: preview,
    ...(translated ? { locale, translated, languages } : {}),
  });
}

export default async function EventPage({ params }: PageProps<"/[locale]/event/[slug]">) {
  const { slug, locale: segment } = await params;
  const found = await loadForView(eventsKind, slug);
  if (!found) notFound();
  const locale = toLocale(segment);
  const { item: event, translated, english, version } = await translatedItem(eventsKind, found.item, locale);
  const { preview } = found;
  const t = translator(locale, "eventPage");
  const dates = datesIn(locale);
  const at = (path: string) => localePath(locale, path);
  const ended = hasEnded(event);
  const upcoming = await translatedCards("event", (await listUpcomingEvents(4)).filter((e) => e.slug !== event.slug).slice(0, 3), locale);
  // A version's own wording of the policy, line by line; else the policy in the site's words.
  const policyText = typeof version?.policy === "string" ? version.policy : "";
  const policyLines = policyText
    ? policyText
        .split("\n")
        .map((l) => l.trim())
        .filter(Boolean)
    : eventPolicyLines(event.cancellationPolicy, !isPaidEvent(event), eventPolicyWords(locale));

  return (
    <>
      {preview ? <PreviewBanner path={`/event/${event.slug}`} /> : null}
      <PageHero
        image={event.image}
        imageAlt={event.title}
        eyebrow={<time dateTime={event.startDate}>{dates.dayRange(event.startDate, event.endDate)}</time>}
        title={event.title}
        titleLang={english.has("title") ? "en" : undefined}
        tall
      >
        <div className="mt-5 flex flex-wrap items-center gap-2 text-white">
          {event.place ? (
            <p className="site-pill" lang={english.has("place") ? "en" : undefined}>
              {event.place}
            </p>
          ) : null}
          <p className="site-pill">
            <EventFee event={event} className="!text-white" locale={locale} />
          </p>
          {ended ? (
            <p className="rounded-full bg-ink/70 px-4 py-2 text-sm font-semibold">{t("pastEvent")}</p>
          ) : (
            <a href="#registration" className="site-btn site-btn-accent h-11 px-5 text-sm">
              {t("register")}
            </a>
          )}
        </div>
      </PageHero>
      <Breadcrumbs
        label={translator(locale, "site")("breadcrumb")}
        home={{ name: t("home"), path: at("/") }}
        section={{ name: t("events"), path: at("/events") }}
        page={{ name: event.title, path: at(`/event/${event.slug}`), lang: english.has("title") ? "en" : undefined }}
      />
      <div className={`${container} grid gap-10 pb-12 pt-6 sm:pb-16 lg:grid-cols-3 lg:gap-14`}>
        <article className="min-w-0 space-y-12 lg:col-span-2">
          <InEnglish when={english.has("description")}>
            <RichText html={event.description} className="max-w-[68ch]" />
          </InEnglish>
          {event.fees ? (
            <section aria-labelledby="fees-title">
              <h2 id="fees-title" className="font-display text-2xl font-semibold text-brand-900">
                {t("feesHeading")}
              </h2>
              <div className="mt-4">
                <FeeTableView
                  fees={event.fees}
                  today={feeColumn(event)}
                  deadlineText={event.earlyBirdDeadline ? dates.dayTime(event.earlyBirdDeadline) : null}
                  {...(locale === "en" ? {} : { words: messagesOf(locale, "eventPage").fees, usd: orderFormats(locale).usd })}
                />
              </div>
            </section>
          ) : null}
          <div className="border-t border-stone-200 pt-6">
            <ShareLinks url={absoluteUrl(`/event/${event.slug}`)} title={event.title} label={t("share")} newTab={translator(locale, "footer")("newTab")} />
          </div>
        </article>
        <aside className="space-y-8 lg:sticky lg:top-24 lg:self-start">
          <div id="registration" className="scroll-mt-28">
            <EventRegistrationSlot event={event} ended={ended} locale={locale} />
          </div>
          {ended ? null : <CancellationPolicy lines={policyLines} heading={t("policyHeading")} />}
          <SidePanel
            title={t("upcoming")}
            more={{ href: at("/events"), label: t("allEvents") }}
            items={upcoming.map((e) => ({
              href: at(`/event/${e.slug}`),
              title: e.title,
              image: e.image,
              meta: dates.dayRange(e.startDate, e.endDate),
              ...(e.english ? { english: true as const } : {}),
            }))}
          />
        </aside>
      </div>
      <JsonLd data={eventJsonLd(translated ? { ...event, language: locale } : event)} />
    </>
  );
}
