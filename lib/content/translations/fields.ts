import { z } from "zod";
import { flag, line, richText, title } from "@/lib/content/kind/fields";
import { itineraryDaySchema } from "@/lib/content/tours/schema";
import { TRANSLATED_KINDS, TRANSLATION_LOCALES, type TranslatedKind, type TranslationLocale } from "@/lib/platform/db/enums";
import { hasForbiddenChars, text } from "@/lib/platform/validation/text";

/**
 * What a French or Kinyarwanda version of each content kind holds, named as the kind's own create
 * body names it (so the API lays a translation over its answer field by field, and the back office
 * reuses the English form's editors). Client-safe: the form and the server parse with these.
 * The title is required; any other field left empty shows the English one, marked as English.
 */
export { TRANSLATED_KINDS, TRANSLATION_LOCALES, type TranslatedKind, type TranslationLocale };

export const TRANSLATION_LOCALE_NAMES: Record<TranslationLocale, string> = { fr: "French", rw: "Kinyarwanda" };

/** A list of short lines (tips, includes, excludes); blank lines dropped, empty meaning "the English list". */
const lines = z
  .array(z.string({ error: "Each list entry must be text." }), { error: "Lists must be lists of text." })
  .optional()
  .transform((v) => (v ?? []).map((s) => s.trim()).filter(Boolean))
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

const needsReview = flag("needsReview")
  .optional()
  .transform((v) => v === true);

export const translationSchemas = {
  news: z.object({ title, newsBody: richText, needsReview }),
  tour: z.object({
    title,
    toursBody: richText,
    itenerary: z.array(itineraryDaySchema, { error: "The itinerary must be a list of days." }).max(60, "An itinerary may have at most 60 days.").default([]),
    includes: lines,
    excludes: lines,
    tips: lines,
    needsReview,
  }),
  event: z.object({
    title,
    description: richText,
    place: line(300, "The place"),
    policy: text({ max: 5000, label: "The cancellation policy", multiline: true }),
    needsReview,
  }),
  publication: z.object({ title, needsReview }),
} satisfies Record<TranslatedKind, z.ZodType>;

export type TranslationInput<K extends TranslatedKind> = z.input<(typeof translationSchemas)[K]>;
export type TranslationValues<K extends TranslatedKind> = z.output<(typeof translationSchemas)[K]>;

/** Each kind's translatable fields, in the order the back office shows them. */
export const TRANSLATABLE_FIELDS = {
  news: ["title", "newsBody"],
  tour: ["title", "toursBody", "itenerary", "includes", "excludes", "tips"],
  event: ["title", "description", "place", "policy"],
  publication: ["title"],
} as const satisfies { [K in TranslatedKind]: readonly Exclude<keyof TranslationValues<K>, "needsReview">[] };

export type TranslatedFields = Record<string, unknown>;

export function isTranslatedKind(v: unknown): v is TranslatedKind {
  return typeof v === "string" && (TRANSLATED_KINDS as readonly string[]).includes(v);
}

export function isTranslationLocale(v: unknown): v is TranslationLocale {
  return typeof v === "string" && (TRANSLATION_LOCALES as readonly string[]).includes(v);
}

/** The fields worth laying over the English item: empty text and empty lists fall back to English. */
export function presentFields(fields: TranslatedFields): TranslatedFields {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => (Array.isArray(v) ? v.length > 0 : typeof v === "string" ? v.trim() !== "" : v != null)));
}
