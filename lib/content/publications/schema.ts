import { z } from "zod";
import type { PublicationCategory } from "@/lib/platform/db/schema";
import { flag, ignoredAuthorId, mediaUrl, title } from "@/lib/content/kind/fields";

export const PUBLICATION_DOCUMENT_MISSING = "Please upload the publication document.";
export const PUBLICATION_DOCUMENT_NOT_CHOSEN = "Publication document is required.";

/**
 * The categories, with the label each is offered under: the create form says "Advertisement" and
 * stores `publication` (spec §3). Kept here rather than imported from the DB schema so the
 * browser bundle does not pull in Drizzle; `satisfies` keeps the two lists in step.
 */
export const publicationCategories = [
  { value: "publication", label: "Advertisement" },
  { value: "Press Release", label: "Press Release" },
  { value: "Covid-19", label: "Covid-19" },
] as const satisfies readonly { value: PublicationCategory; label: string }[];

type Listed = (typeof publicationCategories)[number]["value"];
// Fails to compile if the database gains a category this list does not offer.
const allListed: Record<PublicationCategory, true> = { publication: true, "Press Release": true, "Covid-19": true } satisfies Record<Listed, true>;
const CATEGORY_VALUES = Object.keys(allListed) as [PublicationCategory, ...PublicationCategory[]];

export function categoryLabel(value: string): string {
  return publicationCategories.find((c) => c.value === value)?.label ?? value;
}

const category = z.preprocess(
  (v) => (typeof v === "string" && v.trim().toLowerCase() === "advertisement" ? "publication" : typeof v === "string" ? v.trim() : v),
  z.enum(CATEGORY_VALUES, { error: "Choose a category: Advertisement, Press Release or Covid-19." }),
);

/** A publication as the form and the API create/update bodies carry it. */
export const publicationSchema = z.object({
  title,
  category,
  pubDocument: mediaUrl(PUBLICATION_DOCUMENT_MISSING),
  authorId: ignoredAuthorId,
});

export type PublicationInput = z.input<typeof publicationSchema>;
export type PublicationValues = z.output<typeof publicationSchema>;

export const publicationStatusSchema = z.object({ status: flag("status") });
