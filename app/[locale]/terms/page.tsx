import { LegalPage } from "@/components/site/legal-page";
import { pageMetadata } from "@/lib/content/seo/metadata";
import { site } from "@/lib/platform/site";

export const metadata = pageMetadata({
  title: "Terms and Conditions",
  description: `The terms that apply when you use the ${site.name} website or book a tour, an event or another service with us.`,
  path: "/terms",
});

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms and Conditions"
      intro={`The terms that apply when you use this website or book a service with ${site.legalName}.`}
      updated="November 1, 2026"
      sections={[
        {
          heading: "Who we are",
          paragraphs: [
            `This website is run by ${site.legalName}, ${site.address.street}, ${site.address.city}, ${site.address.country} ("${site.name}", "we", "us"). You can reach us at ${site.emails.info} or ${site.phone}.`,
          ],
        },
        {
          heading: "Using this website",
          paragraphs: [
            "You may read, print and share the pages of this website for personal, non-commercial use. Texts, photographs and documents remain ours or our partners' and may not be republished without permission.",
            "We work to keep information accurate, but descriptions, prices and availability can change. What we confirm to you in writing when you book is what applies.",
          ],
        },
        {
          heading: "Bookings and prices",
          paragraphs: [
            "Tour prices are shown in US dollars for the whole party, by party size from one to five travellers. A booking is confirmed once we have accepted it in writing and received the payment or deposit requested.",
            "Park permits, flights and some accommodation are subject to the rules of the park authority, airline or host, which we pass on to you before you pay.",
          ],
        },
        {
          heading: "Changes and cancellations",
          paragraphs: [
            "If you need to change or cancel, tell us in writing as early as possible. Charges depend on how close to the date you cancel and on the conditions of the permits and services already bought for you; we tell you these conditions before you book.",
            "Event registrations follow the cancellation policy shown with each event. If we must change or cancel a service ourselves, we offer you an alternative or a refund of what you paid for it.",
          ],
        },
        {
          heading: "Your responsibilities",
          paragraphs: [
            "You are responsible for valid travel documents, visas, vaccinations and suitable travel insurance, and for following the instructions of guides and rangers, which exist for your safety and the wildlife's.",
          ],
        },
        {
          heading: "Liability",
          paragraphs: [
            "We choose our partners with care and are responsible for the services we provide. We are not liable for events beyond our reasonable control, such as weather, natural hazards, strikes or decisions of authorities, nor for indirect losses.",
          ],
        },
        {
          heading: "Law and disputes",
          paragraphs: [
            "These terms are governed by the laws of the Republic of Rwanda. If something goes wrong, please contact us first — most problems are solved quickly by talking. Otherwise, the courts of Kigali have jurisdiction.",
          ],
        },
      ]}
    />
  );
}
