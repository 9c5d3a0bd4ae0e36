import { ZodError } from "zod";
import { AppError, TooManyRequestsError } from "@/lib/platform/errors";
import { HASH_BUSY } from "./hash-queue";
import { ACCOUNT_BLOCKED, TOO_MANY_ATTEMPTS, WRONG_CREDENTIALS } from "./login";

/**
 * Plain-form failures travel to the page as a short code, and the page shows the matching message:
 * a URL can then never make the page say something of the sender's choosing.
 */
export const LOGIN_FORM_ERRORS = {
  invalid: WRONG_CREDENTIALS,
  missing: "Please enter your email and password.",
  throttled: TOO_MANY_ATTEMPTS,
  blocked: ACCOUNT_BLOCKED,
  busy: HASH_BUSY,
} as const;

export type LoginFormError = keyof typeof LOGIN_FORM_ERRORS;

export function loginErrorCode(err: unknown): LoginFormError {
  if (err instanceof ZodError) return "missing";
  if (err instanceof TooManyRequestsError) return err.message === TOO_MANY_ATTEMPTS ? "throttled" : "busy";
  if (err instanceof AppError && err.status === 403) return "blocked";
  if (err instanceof AppError && err.status === 401) return "invalid";
  throw err;
}

export function loginErrorMessage(code: unknown): string | null {
  return typeof code === "string" && Object.hasOwn(LOGIN_FORM_ERRORS, code) ? LOGIN_FORM_ERRORS[code as LoginFormError] : null;
}

/** Shown on a link page after its form, posted without script, was refused (the URL carries only a flag). */
export const NOT_SAVED = "Your password was not saved. Check that it follows the rules below and that both fields match.";
