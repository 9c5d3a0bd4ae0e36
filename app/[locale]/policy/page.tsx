import { LegalPage } from "@/components/site/legal-page";
import { pageMetadata } from "@/lib/content/seo/metadata";
import { site } from "@/lib/platform/site";

export const metadata = pageMetadata({
  title: "Privacy Policy",
  description: `How ${site.name} collects, uses and protects your personal data when you contact us, book with us or subscribe to our newsletter.`,
  path: "/policy",
});

export default function PolicyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro="What we collect about you, why, how long we keep it and the choices you have."
      updated="November 1, 2026"
      sections={[
        {
          heading: "Who is responsible",
          paragraphs: [
            `${site.legalName}, ${site.address.street}, ${site.address.city}, ${site.address.country}, is responsible for your personal data. Questions about privacy can be sent to ${site.emails.info}.`,
          ],
        },
        {
          heading: "What we collect",
          paragraphs: [
            "What you send us: your name, e-mail address, phone number, address and the details of your request when you write to us, book a tour, register for an event or ask about an air ticket; your e-mail address when you subscribe to our newsletter.",
            "What your browser sends: technical data such as your IP address and browser type, kept in our server logs for security. We do not use advertising trackers.",
          ],
        },
        {
          heading: "Why we use it",
          paragraphs: [
            "To answer your messages, to prepare and carry out your bookings and registrations (including passing the necessary details to parks, lodges, airlines and payment providers), to send the newsletter you asked for, and to meet our legal and accounting obligations.",
          ],
        },
        {
          heading: "Payments",
          paragraphs: ["Card payments are handled by our payment provider on its secure checkout page. We never see or store your full card number."],
        },
        {
          heading: "How long we keep it",
          paragraphs: [
            "Messages and bookings are kept as long as needed to serve you and for the periods the law requires for accounting. Newsletter addresses are kept until you unsubscribe, which you can do from the link in every e-mail.",
          ],
        },
        {
          heading: "Chat and embedded content",
          paragraphs: [
            "If live chat is enabled on this site, it is provided by Tawk.to and loads only after the page has loaded; what you type in the chat is processed by that provider. The map on our contact page is served by OpenStreetMap.",
          ],
        },
        {
          heading: "Your rights",
          paragraphs: [
            "You may ask for a copy of your data, have it corrected or deleted, or object to its use, in line with Rwanda's law on the protection of personal data and privacy. Write to us and we will reply within 30 days.",
          ],
        },
      ]}
    />
  );
}
