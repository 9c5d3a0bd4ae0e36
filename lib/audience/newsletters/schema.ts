import { z } from "zod";
import { mediaUrl, richText } from "@/lib/content/kind/fields";
import { parseKigaliDateTime } from "@/lib/platform/dates";
import { isOwnPicture, PICTURE_NOT_OURS } from "./picture";
import { dateTime, text } from "@/lib/platform/validation/text";

/**
 * A newsletter as the editor and `POST /api/newsletters` / `PUT /api/newsletters/{id}` carry it.
 * Client-safe: the form validates with the schema the Route Handlers use.
 */
export const newsletterSchema = z.object({
  subject: text({ required: "Subject is required.", max: 200, label: "The subject" }),
  preheader: text({ max: 200, label: "The preheader" }),
  body: richText.refine((v) => v.trim() !== "", "Body is required."),
  /** An optional picture above the body, one of our uploads: "" for none. */
  image: z
    .union([z.literal(""), mediaUrl("Upload the picture first.").refine((v) => isOwnPicture(v), PICTURE_NOT_OURS)])
    .optional()
    .transform((v) => v ?? ""),
  includeTours: z.boolean({ error: "includeTours must be true or false." }).optional().default(false),
  includeNews: z.boolean({ error: "includeNews must be true or false." }).optional().default(false),
  inArchive: z.boolean({ error: "inArchive must be true or false." }).optional().default(true),
});

export type NewsletterInput = z.input<typeof newsletterSchema>;
export type NewsletterValues = z.output<typeof newsletterSchema>;

/** A send may be scheduled up to this far ahead. */
export const MAX_SCHEDULE_DAYS = 366;
const SEND_AT = "The sending time must be a date and time, such as 2027-03-10T09:00 (Kigali time).";

/**
 * `POST /api/newsletters/{id}/send` `{ at? }`: no `at` (or one already past) sends now; a later one
 * schedules. A time without a zone is Kigali time, as the dashboard's date-time field sends it.
 */
export const sendSchema = z.object({
  at: dateTime(SEND_AT)
    .transform((v) => parseKigaliDateTime(v))
    .refine((d) => d.getTime() < Date.now() + MAX_SCHEDULE_DAYS * 86_400_000, `The sending time may be at most ${MAX_SCHEDULE_DAYS} days ahead.`)
    .optional(),
});

/** How the dashboard names each status. */
export const NEWSLETTER_STATUS_LABELS = {
  draft: "Draft",
  scheduled: "Scheduled",
  sending: "Sending",
  paused: "Paused",
  sent: "Sent",
  cancelled: "Cancelled",
} as const;
