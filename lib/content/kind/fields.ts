import { z } from "zod";
import { hasForbiddenChars, MAX_AMOUNT, money, text } from "@/lib/platform/validation/text";

/**
 * Field schemas shared by the four content modules (news, tours, events, publications). Client-safe:
 * the forms validate with the same schemas the Route Handlers use.
 */

/** Required; a title of only spaces or zero-width characters counts as missing. */
export const title = text({ required: "Title is required.", max: 200, label: "The title" });

/** Rich-text HTML from the editor; the service sanitizes it before it is stored. */
export const richText = text({ max: 200_000, label: "The body", multiline: true });

/** A short optional line of text (location, departure time, place …). */
export const line = (max = 200, label = "This field") => text({ max, label });

/**
 * A price in USD. Old clients send numbers or numeric strings, "" meaning 0; answers carry numbers.
 * Bounded well inside the numeric(12,2) column, so no price can fail in the database.
 */
export const price = money("Prices must be numbers.", `Prices may be at most ${MAX_AMOUNT.toLocaleString("en-US")}.`, "Prices can not be negative.");

/** A URL we are willing to store and show: our own path (/uploads/…, /demo/…) or an https address. */
export function isSafeMediaUrl(url: string): boolean {
  return /^\/(?!\/)[\w\-./%]+$/.test(url) || /^https:\/\/[^\s/]+\/\S*$/i.test(url);
}

/** The uploaded cover or document; its absence gets "Please upload the … cover image." (the spec's "… to cloud!", restyled). */
export const mediaUrl = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(2000, "The file address is too long.")
    // "" is reported by min() alone. (No `abort`: it would also silence the object's cross-field rules.)
    .refine((url) => url === "" || url.length > 2000 || (isSafeMediaUrl(url) && !hasForbiddenChars(url)), "The file must be uploaded here or be an https address.");

/** Toggle bodies send "true" / "false"; booleans are accepted as well. */
export const flag = (name: string) =>
  z
    .union([z.boolean(), z.enum(["true", "false"])], { error: `${name} must be true or false.` })
    .transform((v) => v === true || v === "true");

/**
 * Staff mark an item to be shown first (home page, lists). Optional: old clients never send it, a
 * create without it is not featured and a partial update without it keeps the stored value.
 */
export const featured = flag("featured")
  .optional()
  .transform((v) => v === true);

/** Old clients send `authorId`; the author is always the signed-in staff member, so it is ignored. */
export const ignoredAuthorId = z.unknown().optional();
