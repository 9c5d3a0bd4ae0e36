import { z } from "zod";
import { COMMON_PASSWORDS } from "./common-passwords";

/**
 * The rules for a password a person chooses (invitation, reset, CLI). Long passphrases are welcome,
 * so the ceiling is generous and nothing is ever truncated: a longer password is refused, not cut.
 */
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;

export const PASSWORD_MESSAGES = {
  required: "Password is required.",
  tooShort: `Password must be at least ${PASSWORD_MIN} characters long.`,
  tooLong: `Password must be at most ${PASSWORD_MAX} characters long.`,
  common: "This password is one of the most common passwords. Please choose one that is harder to guess.",
  confirmRequired: "Confirm password is required.",
  mismatch: "Password and confirm password do not match.",
} as const;

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.normalize("NFKC").trim().toLowerCase());
}

/** Code points, not UTF-16 units, so an emoji counts as one character. */
const length = (s: string) => [...s].length;

/** One password field; each failed rule gets its own message. */
export const newPasswordField = z
  .string({ error: PASSWORD_MESSAGES.required })
  .min(1, PASSWORD_MESSAGES.required)
  .refine((v) => v.length === 0 || length(v) >= PASSWORD_MIN, PASSWORD_MESSAGES.tooShort)
  .refine((v) => length(v) <= PASSWORD_MAX, PASSWORD_MESSAGES.tooLong)
  .refine((v) => !isCommonPassword(v), PASSWORD_MESSAGES.common);

/** For scripts: the messages of every rule the password breaks (empty when it is acceptable). */
export function passwordProblems(password: string): string[] {
  const result = newPasswordField.safeParse(password);
  return result.success ? [] : [...new Set(result.error.issues.map((i) => i.message))];
}
