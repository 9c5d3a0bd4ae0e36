import { ContactDetails } from "@/components/site/contact-details";
import { TicketForm } from "@/components/site/forms/ticket-form";
import { container, sectionY } from "@/components/site/layout-classes";
import { PageHero } from "@/components/site/page-hero";
import { pageMetadata } from "@/lib/seo/metadata";
import { site } from "@/lib/site";

export const metadata = pageMetadata({
  title: "Book a ticket",
  description: "Tell Ikaze's travel desk where and when you want to fly; we reply with fares and book the ticket for you.",
  path: "/ticket",
  image: { url: "/site/page-airticket.jpg", alt: "An aeroplane above the clouds" },
});

export default function TicketPage() {
  return (
    <>
      <PageHero image="/site/page-airticket.jpg" eyebrow="Travel services" title="Book a ticket" intro="Where and when do you want to fly? Our travel desk replies with the best fares, usually the same day." />
      <section className={`${sectionY} bg-stone-50`}>
        <div className={`${container} grid gap-12 lg:grid-cols-5`}>
          <div className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-black/5 sm:p-8 lg:col-span-3">
            <h2 id="ticket-form-title" className="font-display text-2xl font-semibold text-brand-900">
              Your journey
            </h2>
            <p className="mb-6 mt-1 text-sm text-ink-soft">All fields are required.</p>
            <TicketForm />
          </div>
          <div className="lg:col-span-2">
            <h2 className="font-display text-2xl font-semibold text-brand-900">Prefer to talk?</h2>
            <div className="mt-4">
              <ContactDetails email={site.emails.bookings} compact />
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
