import { services } from "@/lib/content/services";
import { cloudProp } from "../cover-image";
import { ServiceGrid } from "./service-grid";

/** The four built-in services as picture cards (home page and /services). */
export function ServiceCards({ headingLevel = "h3" }: { headingLevel?: "h2" | "h3" }) {
  const items = services.map(({ id, title, summary, image }) => ({ id, title, summary, image }));
  return <ServiceGrid items={items} headingLevel={headingLevel} {...cloudProp()} />;
}
