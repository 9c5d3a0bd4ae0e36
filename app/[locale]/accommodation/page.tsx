import { PortalPage, portalMetadata } from "@/components/site/portal-page";
import content from "@/content/portals/accommodation.json";

export const metadata = portalMetadata(content);

export default function AccommodationPage() {
  return <PortalPage content={content} />;
}
