import { ContactDetails } from "@/components/site/contact-details";
import { FeatureList } from "@/components/site/feature-list";
import { container, sectionY } from "@/components/site/layout-classes";
import { PageHero } from "@/components/site/page-hero";
import { AirTicketSlot } from "@/components/site/slots/air-ticket-slot";
import { pageMetadata } from "@/lib/seo/metadata";
import { site } from "@/lib/site";

export const metadata = pageMetadata({
  title: "Air tickets",
  description: "Flight bookings with hotels and car rentals, flexible cancellation on most bookings and travel insurance options. Ask Ikaze for the best fare.",
  path: "/airticket",
  image: { url: "/site/page-airticket.jpg", alt: "An aeroplane above the clouds" },
});

const features = [
  { title: "Flight bookings", text: "Fares on the airlines serving Kigali and connections worldwide, compared for you by our travel desk." },
  { title: "Hotels and car rentals", text: "Add a room and a car to your ticket so your whole trip is arranged in one place." },
  { title: "Flexible cancellation", text: "Flexible cancellation on most bookings — we explain each fare's conditions before you pay." },
  { title: "Travel insurance options", text: "Cover for medical care, cancellation and lost luggage, chosen to suit your trip." },
];

export default function AirTicketPage() {
  return (
    <>
      <PageHero image="/site/page-airticket.jpg" eyebrow="Travel services" title="Air tickets" intro="Tell us where and when you want to fly. We find the fare, book it and stay with you until you land." />
      <section aria-labelledby="air-offer-title" className={`${sectionY} bg-stone-50`}>
        <div className={`${container} grid gap-12 lg:grid-cols-5 lg:gap-16`}>
          <div className="lg:col-span-3">
            <h2 id="air-offer-title" className="font-display text-3xl font-semibold text-brand-900">
              Your travel agency in Kigali
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-ink-soft">
              Our agency offers flight bookings, hotels and car rentals, flexible cancellation on most bookings, and travel insurance options
              — for business trips, conference delegations, family holidays and everything in between.
            </p>
            <div className="mt-8">
              <FeatureList items={features} />
            </div>
          </div>
          <div className="lg:col-span-2">
            <div className="rounded-3xl bg-brand-800 p-8 text-white shadow-card">
              <h2 className="font-display text-2xl font-semibold">Inquire about an air ticket</h2>
              <p className="mt-3 text-brand-100">Fill in the inquiry form and our travel desk will send you the best options, usually the same day.</p>
              <div className="mt-6">
                <AirTicketSlot />
              </div>
            </div>
            <h2 className="mt-10 font-display text-2xl font-semibold text-brand-900">Prefer to talk?</h2>
            <div className="mt-4">
              <ContactDetails email={site.emails.bookings} compact />
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
