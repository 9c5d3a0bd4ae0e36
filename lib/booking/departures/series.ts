import { parseKigaliDateTime } from "@/lib/platform/dates";

/** Weekdays as JavaScript numbers them (0 is Sunday), with the names forms show. */
export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

export type Series = { from: string; to: string; weekdays: number[]; time: string; skip: string[] };

const DAY_MS = 86_400_000;
const utcDay = (day: string) => {
  const [y, m, d] = day.split("-").map(Number);
  return Date.UTC(y, m - 1, d);
};

/**
 * The moments of a series, in order: each calendar day from `from` to `to` (both included) that
 * falls on one of `weekdays` and is not in `skip`, at `time` in Kigali. A calendar day's weekday
 * does not depend on any zone, so days are walked in UTC and only the moment is placed in Kigali.
 * Client-safe: the dashboard form counts what a series would add before it is sent.
 */
export function seriesMoments(s: Series): Date[] {
  const skip = new Set(s.skip);
  const moments: Date[] = [];
  for (let t = utcDay(s.from); t <= utcDay(s.to); t += DAY_MS) {
    const date = new Date(t);
    const day = date.toISOString().slice(0, 10);
    if (s.weekdays.includes(date.getUTCDay()) && !skip.has(day)) moments.push(parseKigaliDateTime(`${day}T${s.time}`));
  }
  return moments;
}
