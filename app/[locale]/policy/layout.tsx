// Whether the content reads in the page's language follows the data: a saved version makes it its own.
import { fixedPageLayout } from "@/components/site/fixed-page";

export default fixedPageLayout("policy");
