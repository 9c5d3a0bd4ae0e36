import { SiteNotFoundView } from "@/components/site/site-not-found-view";

/**
 * The public 404 (unknown paths, slugs, drafts, unknown list pages), inside the site's header and
 * footer, in the page's language (the layout's words provider gives it; Next gives it no params).
 */
export default function SiteNotFound() {
  return <SiteNotFoundView />;
}
