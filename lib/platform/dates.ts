import { TZDate, tz, tzOffset } from "@date-fns/tz";
import { format, formatDistanceStrict, isSameDay, isSameMonth, isSameYear, startOfDay } from "date-fns";
import { site } from "@/lib/platform/site";

/**
 * Every date a person reads (public site, dashboard, e-mails, PDFs) is formatted here, in Kigali
 * time, whatever the zone of the server or of the reader's browser. One family, day before month,
 * a four-digit year and a 24-hour clock: "Wed 10 Mar 2027", "10 Mar 2027", "05:00". A page or
 * an e-mail that shows times says "Kigali time" once. Client-safe: client components use it too.
 * Files (CSV) and form inputs have their own machine formats at the end.
 */
export const TIME_ZONE = site.timeZone;
const inKigali = { in: tz(TIME_ZONE) };

type When = Date | string | number;

const kigali = (when: When) => new TZDate(new Date(when).getTime(), TIME_ZONE);
const fmt = (when: When, pattern: string) => format(new Date(when), pattern, inKigali);

const DAY = "EEE d MMM y";
const DATE = "d MMM y";
const TIME = "HH:mm";

/** A day people plan by (a tour date, an event's day, a pick-up), with its weekday: "Wed 10 Mar 2027". */
export const formatDay = (when: When) => fmt(when, DAY);

/** A day something happened (published, joined, created): "10 Mar 2027". */
export const formatDate = (when: When) => fmt(when, DATE);

/** A time of day on the 24-hour clock: "05:00". */
export const formatTime = (when: When) => fmt(when, TIME);

/** A planned moment: "Wed 10 Mar 2027, 05:00". */
export const formatDayTime = (when: When) => `${formatDay(when)}, ${formatTime(when)}`;

/** A recorded moment (received, queued, audited, paid): "10 Mar 2027, 05:00". */
export const formatDateTime = (when: When) => `${formatDate(when)}, ${formatTime(when)}`;

/**
 * The days an event spans, written once, shortening what its two ends share: "Tue 18 May 2027",
 * "Tue 18 – Thu 20 May 2027", "Sun 30 May – Wed 2 Jun 2027", "Thu 30 Dec 2027 – Sun 2 Jan 2028".
 */
export function formatDayRange(start: When, end: When): string {
  const a = kigali(start);
  const b = kigali(end);
  if (isSameDay(a, b)) return format(a, DAY);
  if (isSameMonth(a, b)) return `${format(a, "EEE d")} – ${format(b, DAY)}`;
  if (isSameYear(a, b)) return `${format(a, "EEE d MMM")} – ${format(b, DAY)}`;
  return `${format(a, DAY)} – ${format(b, DAY)}`;
}

/** An event's hours: "09:00 – 17:00". */
export const formatTimeRange = (start: When, end: When) => `${formatTime(start)} – ${formatTime(end)}`;

/** An event's days and hours in one line: "Tue 18 – Thu 20 May 2027, 09:00 – 17:00". */
export const formatDaysAndHours = (start: When, end: When) => `${formatDayRange(start, end)}, ${formatTimeRange(start, end)}`;

/** The calendar badge on an event card: { day: "4", month: "May" }. */
export const formatEventBadge = (when: When) => ({ day: fmt(when, "d"), month: fmt(when, "MMM") });

/** How long ago, in the largest whole unit: "3 hours", "12 days" (backup age on the dashboard). */
export const formatAge = (seconds: number) => formatDistanceStrict(0, seconds * 1000);

// ── Files and form inputs ────────────────────────────────────────────────────

/** CSV cells: "2027-05-04". */
export const formatCsvDate = (when: When) => fmt(when, "yyyy-MM-dd");

/** CSV cells: "2027-05-04 01:30". */
export const formatCsvDateTime = (when: When) => fmt(when, "yyyy-MM-dd HH:mm");

/** The Kigali day in a download's file name: "2027-05-04". */
export const formatFileDate = formatCsvDate;

/** A stored moment as a `datetime-local` value, in Kigali time: "2027-05-04T01:30". */
export const toDateTimeInput = (when: When | null | undefined) => (when === null || when === undefined || when === "" ? "" : fmt(when, "yyyy-MM-dd'T'HH:mm"));

const ZONED = /(Z|[+-]\d{2}:?\d{2})$/i;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?)?$/;

/**
 * What staff and visitors type (`YYYY-MM-DD`, a `datetime-local` value `YYYY-MM-DDTHH:mm[:ss]`)
 * read as Kigali wall-clock time; a string that names its zone (`…Z`, `…+02:00`) is taken as given.
 * Anything else is an Invalid Date.
 */
export function parseKigaliDateTime(value: string): Date {
  const v = value.trim();
  if (ZONED.test(v)) return new Date(v);
  const m = LOCAL.exec(v);
  if (!m) return new Date(NaN);
  const [y, mo, d, h = "0", mi = "0", s = "0", frac = "0"] = m.slice(1).map((x) => x ?? undefined) as string[];
  const ms = Math.round(Number(`0.${frac}`) * 1000);
  return new Date(new TZDate(+y, +mo - 1, +d, +h, +mi, +s, ms, TIME_ZONE).getTime());
}

/**
 * A date-time as an API client sent it. One that names its zone is an instant (`local: false`).
 * A zone-less date-time (`YYYY-MM-DD HH:mm:ss`, the old client's moment format, or
 * `YYYY-MM-DDTHH:mm[:ss]`) is a wall-clock time in the sender's own, unknown zone (`local: true`),
 * kept as its Kigali reading: Kigali has no daylight saving, so every wall-clock time has exactly one
 * reading and `toWallClock` gives back what was sent. A bare day (`YYYY-MM-DD`) is a Kigali day.
 */
export type SentDateTime = { at: Date; local: boolean };

export function parseSentDateTime(value: string): SentDateTime {
  const v = value.trim();
  const m = ZONED.test(v) ? null : LOCAL.exec(v);
  return { at: parseKigaliDateTime(v), local: m?.[4] !== undefined };
}

/** The wall-clock time a Kigali reading stands for, without a zone: "2026-11-24T21:05:00" (parseSentDateTime's inverse). */
export const toWallClock = (at: Date) => fmt(at, at.getMilliseconds() ? "yyyy-MM-dd'T'HH:mm:ss.SSS" : "yyyy-MM-dd'T'HH:mm:ss");

/** The last zone on Earth to reach a given wall-clock time (UTC−12, no daylight saving). */
const LAST_ZONE = "Etc/GMT+12";

/**
 * A wall-clock time (as its Kigali reading) as the instant it happens in the last zone on Earth:
 * when that is already past, the time is past in every zone.
 */
export const lastZoneInstant = (reading: Date) => new Date(reading.getTime() + (tzOffset(TIME_ZONE, reading) - tzOffset(LAST_ZONE, reading)) * 60_000);

/** The start of today's date in the last zone on Earth, as a Kigali reading of that wall-clock day. */
export function lastZoneToday(now: Date): Date {
  const day = format(now, "yyyy-MM-dd", { in: tz(LAST_ZONE) });
  return parseKigaliDateTime(day);
}

/**
 * A calendar day a visitor chose (`YYYY-MM-DD`, such as an air-ticket departure date) as a day:
 * "Wed 10 Mar 2027". A day has no time to shift; anything that is not such a day is shown as given.
 */
export function formatCalendarDay(day: string): string {
  const at = /^\d{4}-\d{2}-\d{2}$/.test(day) ? parseKigaliDateTime(day) : new Date(NaN);
  return Number.isNaN(at.getTime()) ? day : formatDay(at);
}

/** Midnight in Kigali at the start of the Kigali day that contains `when`. */
export const kigaliStartOfDay = (when: When) => new Date(startOfDay(kigali(when)).getTime());

/** A moment for machines (schema.org JSON-LD): ISO 8601 with Kigali's offset, "2027-05-18T08:30:00+02:00". */
export const formatIsoKigali = (when: When) => fmt(when, "yyyy-MM-dd'T'HH:mm:ssXXX");
