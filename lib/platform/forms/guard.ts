import "server-only";
import { ValidationError } from "@/lib/platform/errors";
import { throttle, type Limit } from "@/lib/platform/rate-limit";
import { MIN_FILL_MS, SPAM_MESSAGE, TOO_FAST_MESSAGE, TOO_MANY_MESSAGE, type PublicFormFields } from "./public-form";

/** Ten submissions of one form per address per 10 minutes: plenty for a person, little for a bot. */
export const PUBLIC_FORM_LIMIT: Limit = { limit: 10, windowSeconds: 600 };

/**
 * Forms filled faster than MIN_FILL_MS: a person whose browser autofilled the form looks like
 * this, so a fast fill is a signal, not a verdict. Three such sends per address and form in
 * 10 minutes go through; a fourth is a bot's rhythm and is refused (429, asked to slow down).
 */
export const FAST_FORM_LIMIT: Limit = { limit: 3, windowSeconds: 600 };

/**
 * The one gate every public form's service calls before it validates or writes anything:
 * the honeypot, the fill time (when the form sent one: a fast fill counts against the tighter
 * FAST_FORM_LIMIT), then the per-address limit (429 with Retry-After). `ip` comes from
 * lib/platform/api/client-ip.ts.
 */
export async function guardPublicForm(
  form: string,
  ip: string,
  body: unknown,
  { limit = PUBLIC_FORM_LIMIT, now = Date.now() }: { limit?: Limit; now?: number } = {},
): Promise<void> {
  const fields = (body && typeof body === "object" ? body : {}) as PublicFormFields;
  if (typeof fields.website === "string" && fields.website.trim() !== "") throw new ValidationError([SPAM_MESSAGE]);
  if (fields.startedAt !== undefined) {
    const started = Number(fields.startedAt);
    // Not a clock reading from this century, or one from the future: not a person's form.
    if (!/^\d{13}$/.test(String(fields.startedAt)) || started > now + 60_000) throw new ValidationError([SPAM_MESSAGE]);
    if (now - started < MIN_FILL_MS) await throttle(`form:${form}:fast:ip:${ip}`, FAST_FORM_LIMIT, TOO_FAST_MESSAGE);
  }
  await throttle(`form:${form}:ip:${ip}`, limit, TOO_MANY_MESSAGE);
}
