import { site } from "@/lib/platform/site";
import type { FixedTextValues } from "./fields";

/*
 * The default English of /terms and /policy (what a fresh site shows). They have no French or
 * Kinyarwanda default: those pages read in English until staff write a version there.
 */

/** When the default wording last changed (an edit shows its own date). */
export const LEGAL_DEFAULT_UPDATED = "2026-11-01";

export const TERMS_EN: FixedTextValues<"page"> = {
  title: "Terms and Conditions",
  intro: `The terms that apply when you use this website or book a service with ${site.legalName}.`,
  sections: [
        {
          heading: "Who we are",
          text: [
            `This website is run by ${site.legalName}, ${site.address.street}, ${site.address.city}, ${site.address.country} ("${site.name}", "we", "us"). You can reach us at ${site.emails.info} or ${site.phone}.`,
          ].join("\n\n"),
        },
        {
          heading: "Using this website",
          text: [
            "You may read, print and share the pages of this website for personal, non-commercial use. Texts, photographs and documents remain ours or our partners' and may not be republished without permission.",
            "We work to keep information accurate, but descriptions, prices and availability can change. What we confirm to you in writing when you book is what applies.",
          ].join("\n\n"),
        },
        {
          heading: "Bookings and prices",
          text: [
            "Tour prices are shown in US dollars for the whole party, by party size from one to five travellers. A booking is confirmed once we have accepted it in writing and received the payment or deposit requested.",
            "Park permits, flights and some accommodation are subject to the rules of the park authority, airline or host, which we pass on to you before you pay.",
          ].join("\n\n"),
        },
        {
          heading: "Changes and cancellations",
          text: [
            "If you need to change or cancel, tell us in writing as early as possible. Charges depend on how close to the date you cancel and on the conditions of the permits and services already bought for you; we tell you these conditions before you book.",
            "Event registrations follow the cancellation policy shown with each event. If we must change or cancel a service ourselves, we offer you an alternative or a refund of what you paid for it.",
          ].join("\n\n"),
        },
        {
          heading: "Your responsibilities",
          text: [
            "You are responsible for valid travel documents, visas, vaccinations and suitable travel insurance, and for following the instructions of guides and rangers, which exist for your safety and the wildlife's.",
          ].join("\n\n"),
        },
        {
          heading: "Liability",
          text: [
            "We choose our partners with care and are responsible for the services we provide. We are not liable for events beyond our reasonable control, such as weather, natural hazards, strikes or decisions of authorities, nor for indirect losses.",
          ].join("\n\n"),
        },
        {
          heading: "Law and disputes",
          text: [
            "These terms are governed by the laws of the Republic of Rwanda. If something goes wrong, please contact us first — most problems are solved quickly by talking. Otherwise, the courts of Kigali have jurisdiction.",
          ].join("\n\n"),
        },
      ],
};

export const POLICY_EN: FixedTextValues<"page"> = {
  title: "Privacy Policy",
  intro: "What we collect about you, why, how long we keep it and the choices you have.",
  sections: [
        {
          heading: "Who is responsible",
          text: [
            `${site.legalName}, ${site.address.street}, ${site.address.city}, ${site.address.country}, is responsible for your personal data. Questions about privacy can be sent to ${site.emails.info}.`,
          ].join("\n\n"),
        },
        {
          heading: "What we collect",
          text: [
            "What you send us: your name, e-mail address, phone number, address and the details of your request when you write to us, book a tour, register for an event or ask about an air ticket; your e-mail address when you subscribe to our newsletter.",
            "What your browser sends: technical data such as your IP address and browser type, kept in our server logs for security. We do not use advertising trackers.",
          ].join("\n\n"),
        },
        {
          heading: "Why we use it",
          text: [
            "To answer your messages, to prepare and carry out your bookings and registrations (including passing the necessary details to parks, lodges, airlines and payment providers), to send the newsletter you asked for, and to meet our legal and accounting obligations.",
          ].join("\n\n"),
        },
        {
          heading: "Payments",
          text: ["Card payments are handled by our payment provider on its secure checkout page. We never see or store your full card number."].join("\n\n"),
        },
        {
          heading: "How long we keep it",
          text: [
            "Messages and bookings are kept as long as needed to serve you and for the periods the law requires for accounting. Newsletter addresses are kept until you unsubscribe, which you can do from the link in every e-mail.",
          ].join("\n\n"),
        },
        {
          heading: "Chat and embedded content",
          text: [
            "If live chat is enabled on this site, it is provided by Tawk.to and loads only after the page has loaded; what you type in the chat is processed by that provider. The map on our contact page is served by OpenStreetMap.",
          ].join("\n\n"),
        },
        {
          heading: "Your rights",
          text: [
            "You may ask for a copy of your data, have it corrected or deleted, or object to its use, in line with Rwanda's law on the protection of personal data and privacy. Write to us and we will reply within 30 days.",
          ].join("\n\n"),
        },
      ],
};
