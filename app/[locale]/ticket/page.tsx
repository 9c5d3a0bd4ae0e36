import { FormPage } from "@/components/site/form-page";
import { TicketForm } from "@/components/site/forms/ticket-form";
import { pageMetadata } from "@/lib/content/seo/metadata";
import { site } from "@/lib/platform/site";

export const metadata = pageMetadata({
  title: "Book a ticket",
  description: "Tell Ikaze's travel desk where and when you want to fly; we reply with fares and book the ticket for you.",
  path: "/ticket",
  image: { url: "/site/page-airticket.jpg", alt: "An aeroplane above the clouds" },
});

export default function TicketPage() {
  return (
    <FormPage
      hero={{
        image: "/site/page-airticket.jpg",
        eyebrow: "Travel services",
        title: "Book a ticket",
        intro: "Where and when do you want to fly? Our travel desk replies with the best fares, usually the same day.",
      }}
      title="Your journey"
      titleId="ticket-form-title"
      note="All fields are required."
      email={site.emails.bookings}
    >
      <TicketForm />
    </FormPage>
  );
}
