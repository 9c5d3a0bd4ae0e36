import { z } from "zod";
import { flag } from "@/lib/content/kind/fields";
import { publicFormFields } from "@/lib/platform/forms/public-form";
import { email, text } from "@/lib/platform/validation/text";
import { COMMENT_MAX, NAMES_MAX } from "./limits";

/** What a comment is on. The old API names the path segment `news` or `tours`. */
export const COMMENT_KINDS = ["news", "tour"] as const;
export type CommentKind = (typeof COMMENT_KINDS)[number];

/** The dashboard page where an item's comments are moderated. */
export const moderationPath = (kind: CommentKind, slug: string) => `/account/${kind === "news" ? "news" : "tours"}/comment/${slug}`;

/**
 * The item kind as clients send it: "news" / "blog" for a post, "tour" / "tours" for a tour,
 * under `kind` (ours), `itemType` (as orders name it) or `type`. Absent means "find the slug".
 */
const kindValue = z
  .enum(["news", "blog", "blogs", "tour", "tours"], { error: "The item kind must be news or tour." })
  .transform((v): CommentKind => (v === "tour" || v === "tours" ? "tour" : "news"))
  .optional();

/** What the visitor types; the public form validates these, the API the whole payload below. */
const commentFields = {
  names: text({ required: "Names are required.", max: NAMES_MAX, label: "Names" }),
  email: email(),
  commentBody: text({ required: "Comment is required.", max: COMMENT_MAX, label: "The comment", multiline: true }),
};

export const commentFormSchema = z.object(commentFields);

/** POST /api/comments/create: the visitor's fields, the item, and the spam-trap fields. */
export const commentCreateSchema = z
  .object({
    ...commentFields,
    slug: z
      .string({ error: "The item to comment on is missing." })
      .trim()
      .min(1, "The item to comment on is missing.")
      .max(200, "The item to comment on is missing."),
    kind: kindValue,
    itemType: kindValue,
    type: kindValue,
    ...publicFormFields,
  })
  .transform(({ kind, itemType, type, ...rest }) => ({ ...rest, kind: kind ?? itemType ?? type }));

export type CommentCreateInput = z.input<typeof commentCreateSchema>;

/** PUT /api/comments/change/{id} { status: "true" | "false" }; `isActive` is accepted too. */
export const commentStatusSchema = z.object({ status: flag("status").optional(), isActive: flag("isActive").optional() }).transform((v, ctx) => {
  const isActive = v.status ?? v.isActive;
  if (isActive === undefined) {
    ctx.addIssue({ code: "custom", message: "status must be true or false." });
    return z.NEVER;
  }
  return { isActive };
});
