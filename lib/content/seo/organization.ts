import { site } from "@/lib/platform/site";
import { LOCALES } from "@/lib/platform/locales";

/** The company's schema.org @id, below the site's address. */
export const ORGANIZATION_ID = "/#organization";

/**
 * The company as a schema.org TravelAgency, at `origin` (the site's public address). Client-safe:
 * every page's block is rendered by a client component, so the page's payload names it instead of
 * carrying its text a second time.
 */
export function organizationJsonLd(origin: string): Record<string, unknown> {
  const at = (path: string) => `${origin}${path}`;
  return {
    "@context": "https://schema.org",
    "@type": "TravelAgency",
    "@id": at(ORGANIZATION_ID),
    name: site.name,
    legalName: site.legalName,
    description: site.description,
    url: at("/"),
    logo: at("/site/logo.png"),
    image: at("/site/og-default.jpg"),
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
