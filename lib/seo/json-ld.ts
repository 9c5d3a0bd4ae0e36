import { site } from "@/lib/site";
import { plainText, truncate } from "@/lib/format";
import { priceRange, type TourPrices } from "@/lib/tours/pricing";
import { absoluteUrl } from "./metadata";

/**
 * schema.org descriptions for search engines (rendered by components/site/json-ld.tsx): the company
 * on every page, a TouristTrip with its price range on each tour, a BlogPosting on each post and an
 * Event on each event. Everything refers back to the company by its @id.
 */
type JsonLd = Record<string, unknown>;

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
      postalCode: site.address.postalCode,
      addressCountry: site.address.countryCode,
    },
    geo: { "@type": "GeoCoordinates", latitude: site.geo.lat, longitude: site.geo.lng },
    areaServed: "Rwanda",
    priceRange: "$$",
    sameAs: site.socials.map((s) => s.href),
  };
}

type TripInput = TourPrices & { slug: string; title: string; image: string; body: string; location: string; itinerary: { day: string; title: string }[] };

export function touristTripJsonLd(tour: TripInput): JsonLd {
  const url = absoluteUrl(`/tour/${tour.slug}`);
  const range = priceRange(tour);
  return {
    "@context": "https://schema.org",
    "@type": "TouristTrip",
    name: tour.title,
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
            availability: "https://schema.org/InStock",
          },
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

type PostInput = { slug: string; title: string; image: string; body: string; createdAt: string; updatedAt: string };

export function blogPostingJsonLd(post: PostInput): JsonLd {
  const url = absoluteUrl(`/blog/${post.slug}`);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: truncate(plainText(post.body), 300),
    url,
    mainEntityOfPage: url,
    ...(post.image ? { image: absoluteUrl(post.image) } : {}),
    datePublished: post.createdAt,
    dateModified: post.updatedAt,
    author: { "@id": organizationId() },
    publisher: { "@id": organizationId() },
  };
}

type EventInput = { slug: string; title: string; image: string; description: string; place: string; price: number; startDate: string; endDate: string };

export function eventJsonLd(event: EventInput): JsonLd {
  const url = absoluteUrl(`/event/${event.slug}`);
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description: truncate(plainText(event.description), 300),
    url,
    ...(event.image ? { image: absoluteUrl(event.image) } : {}),
    startDate: event.startDate,
    endDate: event.endDate,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: { "@type": "Place", name: event.place || site.address.city, address: { "@type": "PostalAddress", addressLocality: site.address.city, addressCountry: site.address.countryCode } },
    organizer: { "@id": organizationId() },
    isAccessibleForFree: event.price <= 0,
    offers: { "@type": "Offer", price: event.price, priceCurrency: "USD", url, availability: "https://schema.org/InStock" },
  };
}
