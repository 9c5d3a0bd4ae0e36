import { z } from "zod";
import { LOCALES } from "@/lib/platform/db/enums";

/**
 * Spam protection carried by every public form (contact, inquiries, subscribe, comments, orders,
 * registration). Client-safe: the forms spread these fields into their schemas.
 *
 * - `website` is a honeypot: a field people never see or fill; bots that fill every input do.
 * - `startedAt` is when the visitor began (ms since the epoch, set when the form mounts); a form
 *   sent sooner than MIN_FILL_MS after it is refused. Old API clients do not send it, so it is only
 *   checked when present; the per-address rate limit (lib/platform/forms/guard.ts) holds for everyone.
 */
export const MIN_FILL_MS = 2_000;

/** Messages shown to a visitor whose form looked automated. */
export const SPAM_MESSAGE = "Your message could not be sent. Please try again.";

/** A browser clock reading in ms since the epoch (2017 to 2286): digits only, no hex or exponent. */
const startedAt = z
  .union([z.number(), z.string().regex(/^\d{13}$/)], { error: SPAM_MESSAGE })
  .transform(Number)
  .pipe(z.number().int(SPAM_MESSAGE).min(1.5e12, SPAM_MESSAGE).max(9.9e12, SPAM_MESSAGE))
  .optional();

export const publicFormFields = {
  website: z.string().max(500).optional(),
  startedAt,
};

export type PublicFormFields = { website?: string; startedAt?: number | string };

export const TOO_FAST_MESSAGE = "That was quick. Please take a moment to check the form, then send it again.";
export const TOO_MANY_MESSAGE = "You have sent several forms in a short time. Please wait a few minutes and try again.";

export const LANG_MESSAGE = "lang must be en, fr or rw.";

/**
 * The language a public form was filled in (`lang`): our forms send their page's, every other
 * client may leave it out. Absent is English, the language of every mail before there was a choice.
 */
export const langField = z.enum(LOCALES, { error: LANG_MESSAGE }).default("en");
