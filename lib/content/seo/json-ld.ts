import "server-only";
import { site } from "@/lib/platform/site";
import { formatIsoKigali } from "@/lib/platform/dates";
import { plainText, truncate } from "@/lib/platform/format";
import { findCountry } from "@/lib/booking/participants/countries";
import { CATEGORY_LABELS, COLUMN_LABELS, feeSummary, isPaidEvent, type FeeEvent } from "@/lib/booking/terms/fees";
import { DEPARTURES_SHOWN } from "@/lib/booking/departures/choices";
import { priceRange, type TourPrices } from "@/lib/booking/orders/party-prices";
import { LOCALES, type Locale } from "@/lib/content/i18n/locales";
import { absoluteUrl } from "./metadata";

/**
 * schema.org descriptions for search engines (rendered by components/site/json-ld.tsx): the company
 * on every page, a TouristTrip with its price range on each tour, a BlogPosting on each post and an
 * Event on each event. Everything refers back to the company by its @id.
 */
type JsonLd = Record<string, unknown>;

/**
 * The language of a text's own words (schema.org inLanguage), not the interface's around it: a French
 * page that shows a tour nobody translated describes an English text.
 */
type Written = { language?: Locale };
const inLanguage = (item: Written) => ({ inLanguage: item.language ?? "en" });

const organizationId = () => absoluteUrl("/#organization");

export function travelAgencyJsonLd(): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "TravelAgency",
    "@id": organizationId(),
    name: site.name,
    legalName: site.legalName,
    description: site.description,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/site/logo.png"),
    image: absoluteUrl("/site/og-default.jpg"),
    telephone: site.phone,
    email: site.emails.info,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postOfficeBoxNumber: site.address.poBox,
      addressCountry: site.address.countryCode,
    },
    geo: { "@type": "GeoCoordinates", latitude: site.geo.lat, longitude: site.geo.lng },
    areaServed: "Rwanda",
    knowsLanguage: [...LOCALES],
    priceRange: "$$",
    sameAs: site.socials.map((s) => s.href),
  };
}

type TripInput = TourPrices & Written & { slug: string; title: string; image: string; body: string; location: string; itinerary: { day: string; title: string }[] };

type DepartureInput = { startsAt: string; seatsLeft: number; state: string };
const IN_STOCK = "https://schema.org/InStock";
const SOLD_OUT = "https://schema.org/SoldOut";

/**
 * A tour on departures is InStock while one can be booked, SoldOut when none can; each
 * upcoming departure is a sub-trip with its departure time and its own availability.
 */
export function touristTripJsonLd(tour: TripInput, departures: DepartureInput[] | null = null): JsonLd {
  const url = absoluteUrl(`/tour/${tour.slug}`);
  const range = priceRange(tour);
  const dates = (departures ?? []).filter((d) => d.state !== "cancelled");
  const availability = (d: DepartureInput) => (d.state === "open" && d.seatsLeft > 0 ? IN_STOCK : SOLD_OUT);
  return {
    "@context": "https://schema.org",
    "@type": "TouristTrip",
    name: tour.title,
    ...inLanguage(tour),
    description: truncate(plainText(tour.body), 300),
    url,
    ...(tour.image ? { image: absoluteUrl(tour.image) } : {}),
    ...(tour.location ? { touristType: "Nature and culture travellers", itinerary: itineraryList(tour) } : {}),
    provider: { "@id": organizationId() },
    ...(range
      ? {
          offers: {
            "@type": "AggregateOffer",
            priceCurrency: "USD",
            lowPrice: range.low,
            highPrice: range.high,
            url,
            availability: dates.length === 0 || dates.some((d) => availability(d) === IN_STOCK) ? IN_STOCK : SOLD_OUT,
          },
        }
      : {}),
    ...(dates.length
      ? {
          // The departures the booking box lists at first (the later ones are a click away there).
          // Their offers are the page's own: the trip's url is not repeated in each.
          subTrip: dates.slice(0, DEPARTURES_SHOWN).map((d) => ({
            "@type": "Trip",
            departureTime: d.startsAt,
            ...(range ? { offers: { "@type": "Offer", priceCurrency: "USD", price: range.low, availability: availability(d) } } : {}),
          })),
        }
      : {}),
  };
}

function itineraryList(tour: TripInput): JsonLd {
  return {
    "@type": "ItemList",
    itemListElement: tour.itinerary.map((d, i) => ({ "@type": "ListItem", position: i + 1, name: `${d.day}: ${d.title}` })),
  };
}

type PostInput = Written & { slug: string; title: string; image: string; body: string; createdAt: string; updatedAt: string; authorName: string | null };

/** The company by name (with its @id), as a post's publisher or its author when staff left no name. */
function organization(): JsonLd {
  return {
    "@type": "Organization",
    "@id": organizationId(),
    name: site.legalName,
    url: absoluteUrl("/"),
    logo: { "@type": "ImageObject", url: absoluteUrl("/site/logo.png") },
  };
}

export function blogPostingJsonLd(post: PostInput): JsonLd {
  const url = absoluteUrl(`/blog/${post.slug}`);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    ...inLanguage(post),
    description: truncate(plainText(post.body), 300),
    url,
    mainEntityOfPage: url,
    ...(post.image ? { image: absoluteUrl(post.image) } : {}),
    datePublished: formatIsoKigali(post.createdAt),
    dateModified: formatIsoKigali(post.updatedAt),
    author: post.authorName ? { "@type": "Person", name: post.authorName } : organization(),
    publisher: organization(),
  };
}

type EventInput = FeeEvent &
  Written & {
  slug: string;
  title: string;
  image: string;
  description: string;
  place: string;
  startDate: string;
  endDate: string;
  createdAt: string;
};

const availability = (open: boolean) => (open ? "https://schema.org/InStock" : "https://schema.org/Discontinued");

/**
 * An Event as its page shows it: the place the event gives (not the company's city), times with
 * Kigali's offset, and offers from the fee table — an AggregateOffer over the table's fees, one
 * Offer per fee with the early-bird window as validFrom/validThrough. Registration closes when the
 * event starts, so from then on nothing is offered as in stock.
 */
export function eventJsonLd(event: EventInput, now: Date = new Date()): JsonLd {
  const url = absoluteUrl(`/event/${event.slug}`);
  const open = now.getTime() < new Date(event.startDate).getTime();
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    ...inLanguage(event),
    description: truncate(plainText(event.description), 300),
    url,
    ...(event.image ? { image: absoluteUrl(event.image) } : {}),
    startDate: formatIsoKigali(event.startDate),
    endDate: formatIsoKigali(event.endDate),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: eventLocation(event.place),
    organizer: { "@type": "Organization", "@id": organizationId(), name: site.legalName, url: absoluteUrl("/") },
    isAccessibleForFree: !isPaidEvent(event),
    offers: eventOffers(event, url, open, now),
  };
}

function eventOffers(event: EventInput, url: string, open: boolean, now: Date): JsonLd {
  const base = { priceCurrency: "USD", url, availability: availability(open), validFrom: formatIsoKigali(event.createdAt) };
  if (!event.fees) return { "@type": "Offer", price: feeSummary(event, now).amount, ...base };
  const deadline = event.earlyBirdDeadline;
  const offers = (Object.keys(CATEGORY_LABELS) as (keyof typeof CATEGORY_LABELS)[]).flatMap((category) =>
    (["earlyBird", "normal"] as const)
      // An early-bird fee only exists with a deadline; a fee of 0 is not offered (the table shows '–').
      .filter((column) => Number(event.fees![category][column]) > 0 && (column === "normal" || deadline))
      .map((column) => ({
        "@type": "Offer",
        name: `${CATEGORY_LABELS[category]}, ${COLUMN_LABELS[column]}`,
        category: CATEGORY_LABELS[category],
        price: Number(event.fees![category][column]),
        ...base,
        ...(column === "earlyBird" ? { validThrough: formatIsoKigali(deadline!) } : deadline ? { validFrom: formatIsoKigali(deadline) } : {}),
      })),
  );
  if (offers.length === 0) return { "@type": "Offer", price: 0, ...base };
  const prices = offers.map((o) => o.price);
  return { "@type": "AggregateOffer", lowPrice: Math.min(...prices), highPrice: Math.max(...prices), offerCount: offers.length, ...base, offers };
}

/**
 * The event's place as staff wrote it, "Venue, street…, town[, country]": the first part names
 * the venue, the last the town (a country name there becomes addressCountry; Rwanda otherwise).
 * An event without a place is at the company's office.
 */
export function eventLocation(place: string): JsonLd {
  const parts = place
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0) return { "@type": "Place", name: site.legalName, address: travelAgencyJsonLd().address };
  const country = parts.length >= 2 ? findCountry(parts[parts.length - 1]) : undefined;
  if (country) parts.pop();
  const [name, ...rest] = parts;
  const locality = rest.length ? rest[rest.length - 1] : name;
  const street = rest.slice(0, -1).join(", ");
  return {
    "@type": "Place",
    name,
    address: {
      "@type": "PostalAddress",
      ...(street ? { streetAddress: street } : {}),
      addressLocality: locality,
      addressCountry: country?.code ?? site.address.countryCode,
    },
  };
}

/** The trail of links above an item's page (components/site/breadcrumbs.tsx shows the same one). */
export function breadcrumbJsonLd(trail: { name: string; path: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((c, i) => ({ "@type": "ListItem", position: i + 1, name: c.name, item: absoluteUrl(c.path) })),
  };
}
