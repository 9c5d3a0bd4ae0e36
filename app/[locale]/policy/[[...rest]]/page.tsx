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

const page = legalPage(
  "policy",
  `How ${site.name} collects, uses and protects your personal data when you contact us, book with us or subscribe to our newsletter.`,
);
export const generateMetadata = page.generateMetadata;
export default page.Page;
