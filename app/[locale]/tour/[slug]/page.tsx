import { notFound } from "next/navigation";
import { Breadcrumbs } from "@/components/site/breadcrumbs";
import { JsonLd } from "@/components/site/json-ld";
import { container } from "@/components/site/layout-classes";
import { PageHero } from "@/components/site/page-hero";
import { PreviewBanner } from "@/components/site/preview-banner";
import { RichText } from "@/components/site/rich-text";
import { ShareLinks } from "@/components/site/share-links";
import { SidePanel } from "@/components/site/side-panel";
import { CommentsSection } from "@/components/site/comments-section";
import { BookingBoxSlot } from "@/components/site/slots/booking-box-slot";
import { localePath, toLocale } from "@/lib/content/i18n/locales";
import { translator } from "@/lib/content/i18n/messages";
import { orderFormats } from "@/lib/content/i18n/order-formats";
import { tourLength } from "@/components/site/cards";
import { IncludesExcludes, Itinerary, Tips } from "@/components/site/tour-details";
import { plainText, truncate } from "@/lib/platform/format";
import { notFoundMetadata, absoluteUrl, pageMetadata } from "@/lib/content/seo/metadata";
import { touristTripJsonLd } from "@/lib/content/seo/json-ld";
import { priceRange } from "@/lib/booking/orders/party-prices";
import { listLatest } from "@/lib/content/kind/config";
import { toursKind } from "@/lib/content/tours/public-queries";
import { getDeparturesForPreview, getPublicDepartures } from "@/lib/booking/departures/queries";
import { loadForView } from "@/app/(site)/preview/load";
import { translatedCards, translatedItem } from "@/lib/content/translations/public";
import { InEnglish } from "@/components/site/translated-content";

/*
 * A tour, rendered on its first request and then served from the page cache (no build-time
 * rendering, no database read per view). Unknown slugs and drafts are a cached 404 carrying the
 * tour's tag, so publishing shows the page at once. A signed-in staff member in preview mode
 * (/preview) sees a draft here with a banner and noindex.
 */
export const revalidate = 600;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps<"/[locale]/tour/[slug]">) {
  const { slug, locale: segment } = await params;
  const found = await loadForView(toursKind, slug);
  if (!found) return notFoundMetadata(toLocale(segment));
  const locale = toLocale(segment);
  const { item: tour, translated, languages } = await translatedItem(toursKind, found.item, locale);
  const { preview } = found;
  return pageMetadata({
    title: tour.title,
    description: truncate(plainText(tour.body), 160) || translator(locale, "tourPage")("describe", { title: tour.title, location: tour.location }),
    path: `/tour/${tour.slug}`,
    image: { url: tour.image || "/site/placeholder.jpg", alt: tour.title },
    type: "article",
    publishedTime: tour.createdAt,
    modifiedTime: tour.updatedAt,
    noIndex: preview,
    ...(translated ? { locale, translated, languages } : {}),
  });
}

export default async function TourPage({ params }: PageProps<"/[locale]/tour/[slug]">) {
  const { slug, locale: segment } = await params;
  const found = await loadForView(toursKind, slug);
  if (!found) notFound();
  const locale = toLocale(segment);
  const { item: tour, translated, english } = await translatedItem(toursKind, found.item, locale);
  const { preview } = found;
  const [recent, departures] = await Promise.all([
    listLatest(toursKind, 4, tour.slug).then((cards) => translatedCards("tour", cards, locale)),
    preview ? getDeparturesForPreview(tour.id) : getPublicDepartures(tour.slug),
  ]);
  const t = translator(locale, "tourPage");
  const site = translator(locale, "site");
  const { usd } = orderFormats(locale);
  const at = (path: string) => localePath(locale, path);
  const range = priceRange(tour);
  const facts = [
    // Written by staff in English only (not among a version's fields).
    { label: t("location"), value: tour.location, english: locale !== "en" },
    { label: t("departure"), value: tour.departureTime, english: locale !== "en" },
    { label: t("duration"), value: tourLength(tour, locale) ?? "" },
    { label: t("price"), value: range ? (range.high > range.low ? `${usd(range.low)} – ${usd(range.high)}` : usd(range.low)) : "" },
  ].filter((f) => f.value);

  return (
    <>
      {preview ? <PreviewBanner path={`/tour/${tour.slug}`} /> : null}
      <PageHero
        image={tour.image}
        imageAlt={tour.title}
        eyebrow={tour.location || t("eyebrow")}
        title={tour.title}
        titleLang={english.has("title") ? "en" : undefined}
        tall
      >
        <div className="mt-6 flex flex-wrap items-center gap-3">
          {range ? (
            <p className="site-pill inline-flex items-baseline gap-2">
              <span>{t("from")}</span>
              <span className="text-xl font-semibold tabular-nums">{usd(range.low)}</span>
            </p>
          ) : null}
          <a href="#booking" className="site-btn site-btn-accent">
            {t("book")}
          </a>
        </div>
      </PageHero>

      <Breadcrumbs
        label={site("breadcrumb")}
        home={{ name: t("home"), path: at("/") }}
        section={{ name: t("tours"), path: at("/tours") }}
        page={{ name: tour.title, path: at(`/tour/${tour.slug}`), lang: english.has("title") ? "en" : undefined }}
      />
      {/*
        One order for the eye, the keyboard and a phone: the facts, then the booking box, then the
        story, share links and comments, then more tours. On wide screens the booking box stands
        beside the story (column 3, rows 1-2) and "More tours" follows right under it (row 3).
      */}
      <div className={`${container} grid gap-10 pb-12 pt-6 sm:pb-16 lg:grid-cols-3 lg:grid-rows-[auto_auto_1fr] lg:gap-x-14`}>
        <dl className="grid grid-cols-2 gap-4 self-start rounded-2xl bg-stone-50 p-5 sm:grid-cols-4 sm:p-6 lg:col-span-2">
          {facts.map((f) => (
            <div key={f.label}>
              <dt className="site-label">{f.label}</dt>
              <dd lang={"english" in f && f.english ? "en" : undefined} className="mt-1 font-semibold text-ink">
                {f.value}
              </dd>
            </div>
          ))}
        </dl>
        <div id="booking" className="min-w-0 scroll-mt-28 lg:col-start-3 lg:row-span-2 lg:row-start-1 lg:self-start">
          <BookingBoxSlot tour={tour} departures={departures} locale={locale} />
        </div>
        <article className="min-w-0 space-y-12 lg:col-span-2 lg:col-start-1 lg:row-span-2 lg:row-start-2">
          <InEnglish when={english.has("body")}>
            <RichText html={tour.body} />
          </InEnglish>
          <InEnglish when={english.has("itinerary")}>
            <Itinerary days={tour.itinerary} title={t("itinerary")} />
          </InEnglish>
          <InEnglish when={english.has("includes") || english.has("excludes")}>
            <IncludesExcludes includes={tour.includes} excludes={tour.excludes} words={{ includes: t("includes"), excludes: t("excludes") }} />
          </InEnglish>
          <InEnglish when={english.has("tips")}>
            <Tips tips={tour.tips} title={t("tips")} />
          </InEnglish>
          <div className="border-t border-stone-200 pt-6">
            <ShareLinks url={absoluteUrl(`/tour/${tour.slug}`)} title={tour.title} label={t("share")} newTab={translator(locale, "footer")("newTab")} />
          </div>
          <CommentsSection kind="tour" slug={tour.slug} locale={locale} />
        </article>
        <div className="min-w-0 lg:col-start-3 lg:row-start-3 lg:self-start">
          <SidePanel
            title={t("moreTours")}
            more={{ href: at("/tours"), label: t("allTours") }}
            items={recent.map((other) => {
              const r = priceRange(other);
              return {
                href: at(`/tour/${other.slug}`),
                title: other.title,
                image: other.image,
                meta: r ? t("fromPrice", { price: usd(r.low) }) : other.location,
                ...(other.english ? { english: true as const } : {}),
              };
            })}
          />
        </div>
      </div>
      <JsonLd data={touristTripJsonLd(translated ? { ...tour, language: locale } : tour, departures)} />
    </>
  );
}
