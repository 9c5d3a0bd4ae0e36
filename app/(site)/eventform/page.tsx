import { ContactDetails } from "@/components/site/contact-details";
import { EventSupportForm } from "@/components/site/forms/event-support-form";
import { container, sectionY } from "@/components/site/layout-classes";
import { PageHero } from "@/components/site/page-hero";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: "Event management support",
  description: "Conferences, workshops and launches in Rwanda: venues, interpretation, transport and accommodation arranged by Ikaze's events team.",
  path: "/eventform",
  image: { url: "/site/page-contact.jpg", alt: "Kigali's hills at dusk" },
});

export default function EventFormPage() {
  return (
    <>
      <PageHero image="/site/page-contact.jpg" eyebrow="Events" title="Event management support" intro="Planning a conference, a workshop or a launch in Rwanda? Tell us about it and our events team will put a proposal together." />
      <section className={`${sectionY} bg-stone-50`}>
        <div className={`${container} grid gap-12 lg:grid-cols-5`}>
          <div className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-black/5 sm:p-8 lg:col-span-3">
            <h2 id="event-form-title" className="font-display text-2xl font-semibold text-brand-900">
              Request support for your event
            </h2>
            <p className="mb-6 mt-1 text-sm text-ink-soft">Fields marked * are required.</p>
            <EventSupportForm />
          </div>
          <div className="lg:col-span-2">
            <h2 className="font-display text-2xl font-semibold text-brand-900">Prefer to talk?</h2>
            <div className="mt-4">
              <ContactDetails compact />
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
