import { PortalPage } from "@/components/site/portal-page";
import { pageMetadata } from "@/lib/seo/metadata";
import { site } from "@/lib/site";

export const metadata = pageMetadata({
  title: "Car rental",
  description: "Rent a 4x4, a saloon or a minibus in Rwanda, with or without a driver-guide, through Ikaze's car rental portal.",
  path: "/carrental",
  image: { url: "/site/page-carrental.jpg", alt: "A four-wheel drive on a dirt road through green hills" },
});

export default function CarRentalPage() {
  return (
    <PortalPage
      image="/site/page-carrental.jpg"
      imageAlt="A four-wheel drive on a dirt road through green hills"
      title="Car rental"
      intro="Explore at your own pace: well-kept vehicles for the city and the parks, with or without one of our experienced driver-guides."
      heading="The right car for Rwanda's roads"
      body={[
        "Rwanda's main roads are good, but the way to a trailhead or a lodge is often steep and unpaved. We rent vehicles that are serviced before every trip and suited to where you are going.",
        "Reserve on our car rental portal, or ask our travel desk to add a car and driver to your tour or event.",
      ]}
      features={[
        { title: "4x4 safari vehicles", text: "Pop-up roofs for game drives in Akagera and high clearance for the roads to the volcanoes." },
        { title: "City cars and saloons", text: "Comfortable and economical for meetings around Kigali and trips between towns." },
        { title: "Minibuses for groups", text: "Conference delegations, weddings and school trips, with a professional driver." },
        { title: "Driver-guides", text: "English- and French-speaking drivers who know the roads, the parks and the stories along the way." },
      ]}
      portal={{ href: site.portals.carRental, label: "Open the car rental portal", note: "Check vehicles, dates and prices and reserve your car on our rental portal." }}
    />
  );
}
