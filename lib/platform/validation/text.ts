import { z } from "zod";

// In the browser zod probes for eval with `new Function("")` before compiling a fast parser; our
// Content-Security-Policy (no 'unsafe-eval') refuses it, which Chrome reports as a CSP issue on
// every page with a form (Lighthouse best practices). Every schema builds on this module, so
// turning the probe off here covers them all; the server keeps zod's compiled parsers.
if (typeof window !== "undefined") z.config({ jitless: true });

/**
 * Text primitives every payload builds on. Client-safe: forms validate with the same schemas.
 *
 * PostgreSQL refuses NUL in text, and control characters or lone surrogates in a name or an e-mail
 * are never typed by a person, so they are refused at the schema (a 400 with a clear message)
 * instead of failing in the database (a 500). Line breaks and tabs stay allowed in multi-line text.
 */
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Zero-width and other invisible characters: a title made only of these is empty. */
const INVISIBLE = /[\u200B-\u200F\u2028-\u202F\u2060-\u206F\uFEFF\u00AD]/g;

export function hasForbiddenChars(value: string, multiline = false): boolean {
  return CONTROL_CHARS.test(value) || LONE_SURROGATE.test(value) || (!multiline && /[\r\n]/.test(value));
}

/** True when nothing visible is left once whitespace and invisible characters are removed. */
export function isBlank(value: string): boolean {
  return value.replace(INVISIBLE, "").trim() === "";
}

type TextOptions = {
  /** Message when missing or blank; omit for an optional field ("" when absent). */
  required?: string;
  max: number;
  /** The field's name in messages about length and characters. */
  label: string;
  multiline?: boolean;
};

/** A trimmed, bounded string without control characters; required fields refuse blank text. */
export function text({ required, max, label, multiline = false }: TextOptions) {
  const base = z
    .string({ error: required ?? `${label} must be text.` })
    .trim()
    .max(max, `${label} may be at most ${max} characters.`)
    .refine((v) => !hasForbiddenChars(v, multiline), `${label} contains characters that are not allowed.`);
  if (required) return base.refine((v) => !isBlank(v), required);
  return base.optional().transform((v) => v ?? "");
}

/** An e-mail address (RFC 5321 caps it at 254 characters). */
export function email(required = "Email is required.", invalid = "Please enter a valid email address.") {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(254, invalid)
    .refine((v) => !hasForbiddenChars(v), invalid)
    .pipe(z.email(invalid))
    .transform((v) => v.toLowerCase());
}

/** A calendar date `YYYY-MM-DD` that exists (no 30 February), between years 1900 and 2200. */
export function calendarDate(message: string) {
  return z
    .string({ error: message })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((v) => {
      const [y, m, d] = v.split("-").map(Number);
      const t = new Date(Date.UTC(y, m - 1, d));
      return y >= 1900 && y <= 2200 && t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
    }, message);
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * True for `YYYY-MM-DD`, `YYYY-MM-DDTHH:mm` (a `datetime-local` value) or a full ISO timestamp that
 * names a real moment between the years 1900 and 2200. `new Date("2027-02-30")` would quietly give
 * 2 March, and PostgreSQL's timestamps end long before JavaScript's, so both are refused here.
 */
export function isRealDateTime(v: string): boolean {
  const m = DATE_TIME.exec(v);
  if (!m) return false;
  const [y, mo, d, h = "0", mi = "0", s = "0", offset] = m.slice(1).map((x) => x ?? undefined) as string[];
  const t = new Date(Date.UTC(+y, +mo - 1, +d, +h, +mi, +s));
  const real = +y >= 1900 && +y <= 2200 && t.getUTCMonth() === +mo - 1 && t.getUTCDate() === +d && +h < 24 && +mi < 60 && +s < 60;
  // An offset must be one a clock can have (UTC−12:00 to UTC+14:00): `+99:00` passed the pattern
  // and became an Invalid Date further on (a 500 when stored).
  if (!real || !offset || offset === "Z") return real;
  const [oh, om] = [+offset.slice(1, 3), +offset.slice(-2)];
  return oh <= 14 && om < 60 && !Number.isNaN(Date.parse(v));
}

/**
 * A date and time as the browser's `datetime-local` sends it (`YYYY-MM-DDTHH:mm`, Kigali time)
 * or a full ISO timestamp; impossible dates and years outside 1900–2200 are refused.
 */
export function dateTime(message: string) {
  return z.string({ error: message }).trim().max(40, message).refine(isRealDateTime, message);
}

/** A whole number in [min, max]; numeric strings are accepted ("3"), hex and exponents are not. */
export function wholeNumber(message: string, min: number, max: number) {
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^-?\d{1,9}$/, message),
      ],
      { error: message },
    )
    .transform(Number)
    .pipe(z.number().int(message).min(min, message).max(max, message));
}

/** The largest amount we store: numeric(12,2) holds up to 9,999,999,999.99; a billion is plenty. */
export const MAX_AMOUNT = 1_000_000_000;

/**
 * An amount of money, at least 0 and at most MAX_AMOUNT, rounded to cents. Numbers or plain
 * decimal strings ("12", "12.50"); "" and null mean 0. Hex ("0x1F"), exponents ("1e3"),
 * Infinity and NaN are refused, so nothing odd is turned into a number behind the sender's back.
 */
export function money(message: string, tooLarge = `Amounts may be at most ${MAX_AMOUNT.toLocaleString("en-US")}.`, negative = "Amounts can not be negative.") {
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .max(20, message)
          .regex(/^(-?\d+(\.\d*)?|-?\.\d+)?$/, message),
        z.null(),
      ],
      { error: message },
    )
    .optional()
    .transform((v) => (v === undefined || v === null || v === "" ? 0 : Number(v)))
    .pipe(z.number({ error: message }).finite(message).min(0, negative).max(MAX_AMOUNT, tooLarge))
    .transform((n) => Math.round(n * 100) / 100);
}
