import { z } from "zod";
import { flag } from "@/lib/content/kind/fields";
import { FIXED_TEXT_KINDS, LOCALES, type FixedTextKind, type Locale } from "@/lib/platform/db/enums";
import { hasForbiddenChars, text } from "@/lib/platform/validation/text";

/**
 * What a staff edit of a fixed text holds, one schema per kind. Client-safe: the back office form
 * and the server parse with these. Paragraphs are written as one text, a blank line between two.
 */
export { FIXED_TEXT_KINDS, type FixedTextKind };

export const FIXED_TEXT_LOCALE_NAMES: Record<Locale, string> = { en: "English", fr: "French", rw: "Kinyarwanda" };
export const FIXED_TEXT_KIND_NAMES: Record<FixedTextKind, string> = { faq: "FAQ entry", "faq-section": "FAQ section", service: "Service", page: "Page" };

const required = (label: string, max: number, multiline = false) => text({ required: `${label} is required.`, max, label, multiline });

const section = z.object(
  { heading: required("Each section's heading", 200), text: required("Each section's text", 10_000, true) },
  { error: "Each section must have a heading and a text." },
);
const sections = (max: number) =>
  z.array(section, { error: "The sections must be a list." }).min(1, "Write at least one section.").max(max, `At most ${max} sections.`);

const deliverables = z
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
      .max(30, "A list may have at most 30 entries."),
  );

const needsReview = flag("needsReview")
  .optional()
  .transform((v) => v === true);

export const fixedTextSchemas = {
  faq: z.object({ question: required("The question", 300), answer: required("The answer", 10_000, true), needsReview }),
  "faq-section": z.object({ title: required("The title", 200), intro: required("The introduction", 1000), needsReview }),
  service: z.object({
    title: required("The title", 200),
    summary: required("The summary", 500),
    intro: required("The introduction", 2000, true),
    imageAlt: text({ max: 300, label: "The picture's description" }),
    sections: sections(12),
    deliverables,
    needsReview,
  }),
  page: z.object({ title: required("The title", 200), intro: required("The introduction", 1000, true), sections: sections(30), needsReview }),
} satisfies Record<FixedTextKind, z.ZodType>;

export type FixedTextValues<K extends FixedTextKind> = Omit<z.output<(typeof fixedTextSchemas)[K]>, "needsReview">;
export type FixedTextFields = { [K in FixedTextKind]: FixedTextValues<K> }[FixedTextKind];

/** Where a text stands in one language: the code's default, a staff edit, an edit to review, or nothing yet. */
export const FIXED_TEXT_STATES = ["default", "edited", "needs-review", "missing"] as const;
export type FixedTextState = (typeof FIXED_TEXT_STATES)[number];
export const FIXED_TEXT_STATE_NAMES: Record<FixedTextState, string> = { default: "Default", edited: "Edited", "needs-review": "Needs review", missing: "Missing" };

/**
 * The code's French and Kinyarwanda defaults were written without a native speaker: until staff
 * save a version with the box unticked, they need review. The English ones are the original.
 */
export const DEFAULT_NEEDS_REVIEW: Record<Locale, boolean> = { en: false, fr: true, rw: true };

/** A text's state in one language, from its stored edit (if any) and whether the code has a default there. */
export function fixedTextState(locale: Locale, edit: { needsReview: boolean } | undefined, hasDefault: boolean): FixedTextState {
  if (edit) return edit.needsReview ? "needs-review" : "edited";
  if (!hasDefault) return "missing";
  return DEFAULT_NEEDS_REVIEW[locale] ? "needs-review" : "default";
}

export function isFixedTextKind(v: unknown): v is FixedTextKind {
  return typeof v === "string" && (FIXED_TEXT_KINDS as readonly string[]).includes(v);
}

export function isFixedTextLocale(v: unknown): v is Locale {
  return typeof v === "string" && (LOCALES as readonly string[]).includes(v);
}

/** A text's paragraphs: split at blank lines. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
