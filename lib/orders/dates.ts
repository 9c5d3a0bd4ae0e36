import { addYears, format } from "date-fns";

/**
 * Kigali keeps UTC+2 all year (no daylight saving), so a wall-clock time there is a fixed offset
 * from UTC. Client-safe: the booking form and the server apply the same date rules.
 */
const KIGALI_OFFSET_MS = 2 * 60 * 60 * 1000;
const ZONED = /(Z|[+-]\d{2}:?\d{2})$/;

/** A `datetime-local`/`YYYY-MM-DD[ HH:mm[:ss]]` value read as Kigali time; zoned ISO strings as given. */
export function kigaliInstant(value: string): Date {
  const v = value.trim();
  if (ZONED.test(v)) return new Date(v);
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(v);
  if (!m) return new Date(NaN);
  const [y, mo, d, h = "0", mi = "0", s = "0"] = m.slice(1).map((x) => x ?? undefined) as string[];
  return new Date(Date.UTC(+y, +mo - 1, +d, +h, +mi, +s) - KIGALI_OFFSET_MS);
}

/** Midnight in Kigali at the start of the Kigali day that contains `at`. */
export function kigaliStartOfDay(at: Date): Date {
  const shifted = new Date(at.getTime() + KIGALI_OFFSET_MS);
  return new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate()) - KIGALI_OFFSET_MS);
}

/** date-fns formats in the process's zone: shift the instant so its local fields read Kigali time. */
export function formatKigali(at: Date | string, pattern: string): string {
  const d = new Date(at);
  return format(new Date(d.getTime() + KIGALI_OFFSET_MS + d.getTimezoneOffset() * 60_000), pattern);
}

/** Spec §2.6 'MMM Do YY, h:mm a' (moment's tokens; date-fns writes Do as `do`). */
export const formatOrderDateTime = (at: Date | string) => formatKigali(at, "MMM do yy, h:mm a");

export const MAX_BOOKING_YEARS = 2;
export const latestBookable = (now: Date) => addYears(now, MAX_BOOKING_YEARS);
