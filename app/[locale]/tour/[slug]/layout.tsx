// The page's content is in English only for now: marked as such under a translated interface.
export { EnglishContent as default } from "@/components/site/english-content";
