import { z } from "zod";
import { featured, flag, ignoredAuthorId, line, mediaUrl, price, richText, title } from "@/lib/content/kind/fields";
import { hasForbiddenChars, text } from "@/lib/platform/validation/text";
import { tourDuration } from "./duration";

/** Spec §5 words the tour texts for a blog cover; we say "tour", in the site's style (a listed difference). */
export const TOUR_COVER_MISSING = "Please upload the tour cover image.";
export const TOUR_COVER_NOT_CHOSEN = "Tour cover image is required.";

/** What the API stores and answers for an empty tips, includes or excludes list (spec §3). */
export const EMPTY_LIST_PLACEHOLDER = "No";

/**
 * A stored list as the form shows it: the API's ["No"] placeholder is an empty list there, so
 * staff start from nothing instead of deleting a "No" first. Saving an empty list stores ["No"] again.
 */
export function listForForm(list: string[] | undefined): string[] {
  if (!list || (list.length === 1 && list[0].trim() === EMPTY_LIST_PLACEHOLDER)) return [];
  return list;
}

/**
 * Tips, includes and excludes: a list of short lines, blank lines dropped, ["No"] when empty.
 * Old clients may send a single string.
 */
const textList = z
  .union([z.array(z.string({ error: "Each list entry must be text." })), z.string()], { error: "Lists must be lists of text." })
  .optional()
  .transform((v) => {
    const items = (typeof v === "string" ? [v] : (v ?? [])).map((s) => s.trim()).filter(Boolean);
    return items.length ? items : [EMPTY_LIST_PLACEHOLDER];
  })
  .pipe(
    z
      .array(
        z
          .string()
          .max(500, "Each list entry may be at most 500 characters.")
          .refine((v) => !hasForbiddenChars(v), "Each list entry contains characters that are not allowed."),
      )
      .max(50, "A list may have at most 50 entries."),
  );

export const itineraryDaySchema = z.object({
  day: text({ required: "Each itinerary day needs a day.", max: 60, label: "An itinerary day label" }),
  title: text({ required: "Each itinerary day needs a title.", max: 200, label: "An itinerary title" }),
  body: text({ max: 5000, label: "An itinerary description", multiline: true }),
});

/** A tour as the form and the API create/update bodies carry it (`itenerary` spelled as the API does). */
export const tourSchema = z.object({
  title,
  toursBody: richText,
  image: mediaUrl(TOUR_COVER_MISSING),
  authorId: ignoredAuthorId,
  location: line(200, "The location"),
  price1: price,
  price2: price,
  price3: price,
  price4: price,
  price5: price,
  departureTime: line(200, "The departure time"),
  duration: tourDuration,
  tips: textList,
  includes: textList,
  excludes: textList,
  itenerary: z.array(itineraryDaySchema, { error: "The itinerary must be a list of days." }).max(60, "An itinerary may have at most 60 days.").default([]),
  featured,
});

export type TourInput = z.input<typeof tourSchema>;
export type TourValues = z.output<typeof tourSchema>;

export const tourPublishSchema = z.object({ isPublished: flag("isPublished") });
