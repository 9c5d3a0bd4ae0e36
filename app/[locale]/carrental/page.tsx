import { PortalPage, portalMetadata } from "@/components/site/portal-page";
import content from "@/content/portals/carrental.json";

export const metadata = portalMetadata(content);

export default function CarRentalPage() {
  return <PortalPage content={content} />;
}
