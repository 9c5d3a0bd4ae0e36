import "server-only";
import { ValidationError } from "@/lib/errors";
import { throttle, type Limit } from "@/lib/rate-limit";
import { MIN_FILL_MS, SPAM_MESSAGE, TOO_FAST_MESSAGE, TOO_MANY_MESSAGE, type PublicFormFields } from "./public-form";

/** Ten submissions of one form per address per 10 minutes: plenty for a person, little for a bot. */
export const PUBLIC_FORM_LIMIT: Limit = { limit: 10, windowSeconds: 600 };

/**
 * The one gate every public form's service calls before it validates or writes anything:
 * the honeypot, the minimum fill time (when the form sent one), then the per-address limit
 * (429 with Retry-After). `ip` comes from lib/api/client-ip.ts.
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
    if (now - started < MIN_FILL_MS) throw new ValidationError([TOO_FAST_MESSAGE]);
  }
  await throttle(`form:${form}:ip:${ip}`, limit, TOO_MANY_MESSAGE);
}
