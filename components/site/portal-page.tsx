import { ContactDetails } from "./contact-details";
import { FeatureList } from "./feature-list";
import { container, sectionY } from "./layout-classes";
import { PageHero } from "./page-hero";
import { site } from "@/lib/site";

/** The layout shared by /accommodation and /carrental: text, selling points, contacts and the external portal. */
export function PortalPage({
  image,
  imageAlt,
  title,
  intro,
  heading,
  body,
  features,
  portal,
}: {
  image: string;
  imageAlt: string;
  title: string;
  intro: string;
  heading: string;
  body: string[];
  features: { title: string; text: string }[];
  portal: { href: string; label: string; note: string };
}) {
  return (
    <>
      <PageHero image={image} imageAlt={imageAlt} eyebrow="Travel services" title={title} intro={intro} />
      <section aria-labelledby="portal-heading" className={`${sectionY} bg-stone-50`}>
        <div className={`${container} grid gap-12 lg:grid-cols-5 lg:gap-16`}>
          <div className="lg:col-span-3">
            <h2 id="portal-heading" className="font-display text-3xl font-semibold text-brand-900">
              {heading}
            </h2>
            <div className="mt-4 space-y-4 text-lg leading-relaxed text-ink-soft">
              {body.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </div>
            <div className="mt-8">
              <FeatureList items={features} />
            </div>
          </div>
          <div className="lg:col-span-2">
            <div className="rounded-3xl bg-brand-800 p-8 text-white shadow-card">
              <h2 className="font-display text-2xl font-semibold">Book online</h2>
              <p className="mt-3 text-brand-100">{portal.note}</p>
              <div className="mt-6 flex flex-col gap-3 sm:flex-row lg:flex-col">
                <a href={portal.href} target="_blank" rel="noopener" className="site-btn site-btn-accent">
                  {portal.label}
                  <span className="sr-only"> (opens our booking portal in a new tab)</span>
                </a>
                <a href={`mailto:${site.emails.bookings}`} className="site-btn site-btn-glass">
                  Ask our travel desk
                </a>
              </div>
            </div>
            <h2 className="mt-10 font-display text-2xl font-semibold text-brand-900">Contact us</h2>
            <div className="mt-4">
              <ContactDetails email={site.emails.bookings} compact />
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
