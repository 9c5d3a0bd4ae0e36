import { AirTicketSlot } from "@/components/site/slots/air-ticket-slot";
import { TravelServicePage } from "@/components/site/travel-service-page";
import { pageMetadata } from "@/lib/content/seo/metadata";

export const metadata = pageMetadata({
  title: "Air tickets",
  description: "Flight bookings with hotels and car rentals, flexible cancellation on most bookings and travel insurance options. Ask Ikaze for the best fare.",
  path: "/airticket",
  image: { url: "/site/page-airticket.jpg", alt: "An aeroplane above the clouds" },
});

const features = [
  { title: "Flight bookings", text: "Fares on the airlines serving Kigali and connections worldwide, compared for you by our travel desk." },
  { title: "Hotels and car rentals", text: "Add a room and a car to your ticket so your whole trip is arranged in one place." },
  { title: "Flexible cancellation", text: "Most bookings can be changed or cancelled; we explain each fare's conditions before you pay." },
  { title: "Travel insurance options", text: "Cover for medical care, cancellation and lost luggage, chosen to suit your trip." },
];

export default function AirTicketPage() {
  return (
    <TravelServicePage
      hero={{
        image: "/site/page-airticket.jpg",
        title: "Air tickets",
        intro: "Tell us where and when you want to fly. We find the fare, book it and stay with you until you land.",
      }}
      heading="Your travel agency in Kigali"
      body={
        <p>
          Our agency offers flight bookings, hotels and car rentals, flexible cancellation on most bookings, and travel insurance options — for business trips,
          conference delegations, family holidays and everything in between.
        </p>
      }
      features={features}
      card={{
        title: "Inquire about an air ticket",
        text: "Fill in the inquiry form and our travel desk will send you the best options, usually the same day.",
        action: <AirTicketSlot />,
      }}
      contactHeading="Prefer to talk?"
    />
  );
}
