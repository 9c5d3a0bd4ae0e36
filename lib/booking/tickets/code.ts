import { z } from "zod";
import { text } from "@/lib/platform/validation/text";

/**
 * A check-in code as printed under the voucher's QR and typed at the door: 12 characters of
 * Crockford's base 32 (no I, L, O or U, so nothing reads two ways) in three groups, e.g.
 * "7K3M-Q9XD-2HRT". 60 random bits: unguessable, and unrelated to the order id. Client-safe: the
 * check-in page checks a typed code with the same schema as the API.
 */
export const CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const GROUP = `[${CODE_ALPHABET}]{4}`;
export const CODE_PATTERN = new RegExp(`^${GROUP}-${GROUP}-${GROUP}$`);

/** What a person may type: any case, spaces or no dashes, O for 0 and I or L for 1 (Crockford's rule). */
export function normalizeCheckInCode(input: string): string {
  const plain = input
    .toUpperCase()
    .replace(/[\s-]+/g, "")
    .replace(/O/g, "0")
    .replace(/[IL]/g, "1");
  return plain.length === 12 ? `${plain.slice(0, 4)}-${plain.slice(4, 8)}-${plain.slice(8)}` : plain;
}

export const MALFORMED_CODE = "This is not a check-in code: it has 12 letters and digits, like 7K3M-Q9XD-2HRT.";

/** POST /api/check-in `{ code }`, and the page's form. */
export const checkInSchema = z.object({
  code: z
    .string({ error: MALFORMED_CODE })
    .max(64, MALFORMED_CODE)
    .transform(normalizeCheckInCode)
    .refine((c) => CODE_PATTERN.test(c), MALFORMED_CODE),
});
export type CheckInPayload = z.input<typeof checkInSchema>;

/**
 * The API's body: the code, and an administrator's reason for checking a party in on another day
 * than its own (without one, a code for another day is refused).
 */
export const checkInRequestSchema = checkInSchema.extend({
  overrideReason: text({ max: 300, label: "The reason" }),
});

/** POST /api/check-in/undo: the code, and why the check-in is undone (recorded in the audit log). */
export const undoCheckInSchema = checkInSchema.extend({
  reason: text({ required: "Please say why the check-in is undone.", max: 300, label: "The reason" }),
});
