/** Cabin classes of the air-ticket form (spec §9), apart from the schema so the form's first load carries no zod. */
export const CABIN_CLASSES = ["economy", "business", "firstClass"] as const;
export type CabinClass = (typeof CABIN_CLASSES)[number];
export const CABIN_CLASS_LABELS: Record<CabinClass, string> = {
  economy: "Economy",
  business: "Business",
  firstClass: "First class",
};
