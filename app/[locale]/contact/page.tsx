import { ContactDetails } from "@/components/site/contact-details";
import { CoverImage } from "@/components/site/cover-image";
import { container, sectionY } from "@/components/site/layout-classes";
import { PageHero } from "@/components/site/page-hero";
import { SocialLinks } from "@/components/site/social-links";
import { ContactFormSlot } from "@/components/site/slots/contact-form-slot";
import { pageMetadata } from "@/lib/content/seo/metadata";
import { site } from "@/lib/platform/site";

export const metadata = pageMetadata({
  title: "Contact us",
  description: `Call ${site.phone}, write to ${site.emails.info} or visit us at ${site.address.street}, ${site.address.city}. We reply within one working day.`,
  path: "/contact",
  image: { url: "/site/page-contact.jpg", alt: "Kigali's hills at dusk" },
});

const { lat, lng } = site.geo;
const mapSrc = `https://www.openstreetmap.org/export/embed.html?bbox=${lng - 0.012},${lat - 0.007},${lng + 0.012},${lat + 0.007}&layer=mapnik&marker=${lat},${lng}`;
const mapLink = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`;

export default function ContactPage() {
  return (
    <>
      <PageHero
        image="/site/page-contact.jpg"
        eyebrow="Contact"
        title="Contact us"
        intro="Questions about a project, a tour or an event? Call, write or drop by our office in Kacyiru — we reply within one working day."
      />
      <section aria-labelledby="details-title" className={`${sectionY} bg-stone-50`}>
        <div className={`${container} grid gap-12 lg:grid-cols-2`}>
          <div>
            <h2 id="details-title" className="font-display text-3xl font-semibold text-brand-900">
              Get in touch
            </h2>
            <div className="mt-6">
              <ContactDetails />
            </div>
            <h2 className="mt-10 font-display text-2xl font-semibold text-brand-900">Follow us</h2>
            <div className="mt-4">
              <SocialLinks tone="light" />
            </div>
            <ContactFormSlot />
          </div>
          <div>
            <h2 className="font-display text-3xl font-semibold text-brand-900">Find us</h2>
            <p className="mt-2 text-ink-soft">
              {site.address.street}, {site.address.city}, {site.address.country}
            </p>
            <div className="relative mt-6 aspect-[4/3] overflow-hidden rounded-3xl shadow-card ring-1 ring-black/5">
              <CoverImage
                src="/site/map-kigali.jpg"
                alt={`Map: the ${site.name} office on ${site.address.street}, ${site.address.city}`}
                sizes="(min-width: 1024px) 45vw, 100vw"
              />
            </div>
            {/* The live map is a third-party page: it loads only when the visitor opens it. */}
            <details className="group mt-4">
              <summary className="site-btn site-btn-sm site-btn-outline cursor-pointer list-none [&::-webkit-details-marker]:hidden">
                <span className="group-open:hidden">Show the interactive map</span>
                <span className="hidden group-open:inline">Hide the interactive map</span>
              </summary>
              <div className="mt-4 overflow-hidden rounded-3xl shadow-card ring-1 ring-black/5">
                <iframe
                  title={`Interactive map of the ${site.name} office in ${site.address.city}`}
                  src={mapSrc}
                  loading="lazy"
                  className="block aspect-[4/3] w-full border-0"
                  referrerPolicy="no-referrer"
                />
              </div>
            </details>
            <a href={mapLink} target="_blank" rel="noopener noreferrer" className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline">
              Open the map in OpenStreetMap<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
