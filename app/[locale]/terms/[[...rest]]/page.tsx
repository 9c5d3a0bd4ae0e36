import { legalPage } from "@/components/site/fixed-page";
import { site } from "@/lib/platform/site";

/*
 * Staff may edit the page and write it in French and Kinyarwanda, so it is rendered on the first
 * request and then served from the page cache (`next build` never reads the database), refreshed
 * when an edit is saved. Its default English is lib/content/fixed-texts/legal.ts.
 */
export const revalidate = 600;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

const page = legalPage("terms", `The terms that apply when you use the ${site.name} website or book a tour, an event or another service with us.`);
export const generateMetadata = page.generateMetadata;
export default page.Page;
