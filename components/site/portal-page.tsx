import { TravelServicePage } from "./travel-service-page";
import { site } from "@/lib/site";

/** /accommodation and /carrental: the travel service layout with a button to the external booking portal. */
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
    <TravelServicePage
      hero={{ image, imageAlt, title, intro }}
      heading={heading}
      body={body.map((p) => (
        <p key={p}>{p}</p>
      ))}
      features={features}
      card={{
        title: "Book online",
        text: portal.note,
        action: (
          <div className="flex flex-col gap-3 sm:flex-row lg:flex-col">
            <a href={portal.href} target="_blank" rel="noopener" className="site-btn site-btn-accent">
              {portal.label}
              <span className="sr-only"> (opens our booking portal in a new tab)</span>
            </a>
            <a href={`mailto:${site.emails.bookings}`} className="site-btn site-btn-glass">
              Ask our travel desk
            </a>
          </div>
        ),
      }}
      contactHeading="Contact us"
    />
  );
}
