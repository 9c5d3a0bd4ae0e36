import { translatedContentLayout } from "@/components/site/translated-content";

// English content, marked as such, unless the item has a version in the page's language.
export default translatedContentLayout("event");
