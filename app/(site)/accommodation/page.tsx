import { PortalPage } from "@/components/site/portal-page";
import { pageMetadata } from "@/lib/seo/metadata";
import { site } from "@/lib/site";

export const metadata = pageMetadata({
  title: "Accommodation",
  description: "Hotels, eco-lodges, lakeside cottages and community homestays across Rwanda, booked through Ikaze's accommodation portal.",
  path: "/accommodation",
  image: { url: "/site/page-accommodation.jpg", alt: "Lit cottages on the shore of a lake at dusk" },
});

export default function AccommodationPage() {
  return (
    <PortalPage
      image="/site/page-accommodation.jpg"
      imageAlt="Lit cottages on the shore of a lake at dusk"
      title="Accommodation"
      intro="From city hotels in Kigali to eco-lodges at the edge of the forest and homestays by Lake Kivu — places to stay that we know and trust."
      heading="Rooms we would sleep in ourselves"
      body={[
        "We visit the places we recommend. Each one is chosen for its welcome, its location and the way it treats its staff, its neighbours and the environment.",
        "Book directly on our accommodation portal, or let our travel desk combine your stay with a tour, an event or an air ticket.",
      ]}
      features={[
        { title: "Kigali hotels", text: "Business and boutique hotels close to the convention centre, the airport and the city's best restaurants." },
        { title: "Eco-lodges", text: "Lodges near Volcanoes, Nyungwe and Akagera national parks that run on clean energy and hire locally." },
        { title: "Lake Kivu stays", text: "Cottages and guesthouses on the shore at Rubavu, Karongi and Rusizi, for slow days by the water." },
        { title: "Community homestays", text: "Sleep in a family home, share meals and learn the daily rhythm of rural Rwanda." },
      ]}
      portal={{ href: site.portals.accommodation, label: "Open the accommodation portal", note: "See availability and prices and book your room on our accommodation portal." }}
    />
  );
}
