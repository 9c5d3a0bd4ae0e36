import { FormPage } from "@/components/site/form-page";
import { EventSupportForm } from "@/components/site/forms/event-support-form";
import { pageMetadata } from "@/lib/content/seo/metadata";

export const metadata = pageMetadata({
  title: "Event management support",
  description: "Conferences, workshops and launches in Rwanda: venues, interpretation, transport and accommodation arranged by Ikaze's events team.",
  path: "/eventform",
  image: { url: "/site/page-contact.jpg", alt: "Kigali's hills at dusk" },
});

export default function EventFormPage() {
  return (
    <FormPage
      hero={{
        image: "/site/page-contact.jpg",
        eyebrow: "Events",
        title: "Event management support",
        intro: "Planning a conference, a workshop or a launch in Rwanda? Tell us about it and our events team will put a proposal together.",
      }}
      title="Request support for your event"
      titleId="event-form-title"
      note="Fields marked * are required."
    >
      <EventSupportForm />
    </FormPage>
  );
}
