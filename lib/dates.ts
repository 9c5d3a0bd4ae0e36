import { TZDate, tz } from "@date-fns/tz";
import { format, isSameDay, isSameMonth, isSameYear, startOfDay } from "date-fns";
import { site } from "@/lib/site";

/**
 * Every date a person reads (public site, dashboard, e-mails, CSV files) is formatted here, in
 * Kigali time, whatever the zone of the server or of the staff member's browser. Client-safe:
 * client components (the comments table, the event form) use it too.
 *
 * Formats follow spec §9: 'MMM Do YY, h:mm a' for orders, 'MMMM d, y' for bookings, and the
 * month-day-year forms LL ('MMMM d, y') and LLL ('MMMM d, y h:mm a') elsewhere. date-fns writes
 * moment's `Do` as `do`.
 */
export const TIME_ZONE = site.timeZone;
const inKigali = { in: tz(TIME_ZONE) };

type When = Date | string | number;

const kigali = (when: When) => new TZDate(new Date(when).getTime(), TIME_ZONE);
const fmt = (when: When, pattern: string) => format(new Date(when), pattern, inKigali);

const LL = "MMMM d, y";
const LLL = "MMMM d, y h:mm a";

// ── Public site ──────────────────────────────────────────────────────────────

/** News, publications and comments: "May 4, 2027". */
export const formatPostDate = (when: When) => fmt(when, LL);

/** An event's days: "May 4, 2027", "May 18 – 20, 2027", "May 30 – June 2, 2027", "December 30, 2027 – January 2, 2028". */
export function formatEventDates(start: When, end: When): string {
  const a = kigali(start);
  const b = kigali(end);
  if (isSameDay(a, b)) return format(a, LL);
  if (isSameMonth(a, b)) return `${format(a, "MMMM d")} – ${format(b, "d, y")}`;
  if (isSameYear(a, b)) return `${format(a, "MMMM d")} – ${format(b, LL)}`;
  return `${format(a, LL)} – ${format(b, LL)}`;
}

/** An event's hours: "9:00 AM – 5:00 PM". */
export const formatEventTimes = (start: When, end: When) => `${fmt(start, "h:mm a")} – ${fmt(end, "h:mm a")}`;

/** The calendar badge on an event card: { day: "4", month: "May" }. */
export const formatEventBadge = (when: When) => ({ day: fmt(when, "d"), month: fmt(when, "MMM") });

/** An early-bird deadline, with its time: "April 30, 2027 11:59 PM" (LLL). */
export const formatDeadline = (when: When) => fmt(when, LLL);

// ── Dashboard ────────────────────────────────────────────────────────────────

/** Dates in dashboard tables (joined, created): "May 4, 2027". */
export const formatDashboardDate = (when: When) => fmt(when, LL);

/** Moments in dashboard tables and detail pages (received, queued, audit): "May 4, 2027 1:30 AM". */
export const formatDashboardDateTime = (when: When) => fmt(when, LLL);

/** The bookings list (spec §2.4): 'MMMM d, y'. */
export const formatBookingDate = (when: When) => fmt(when, "MMMM d, y");

// ── Orders ───────────────────────────────────────────────────────────────────

/** The order view and order e-mails (spec §2.6 'MMM Do YY, h:mm a'): "May 4th 27, 1:30 AM". */
export const formatOrderDateTime = (when: When) => fmt(when, "MMM do yy, h:mm a");

// ── E-mails ──────────────────────────────────────────────────────────────────

/** Event e-mails, with the weekday a reader plans by: "Tuesday, May 4, 2027 1:30 AM". */
export const formatMailDateTime = (when: When) => fmt(when, `EEEE, ${LLL}`);

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
 * A calendar day a visitor chose (`YYYY-MM-DD`, such as an air-ticket departure date) in the LL
 * form: "March 10, 2027". A day has no time to shift; anything that is not such a day is shown as given.
 */
export function formatCalendarDate(day: string): string {
  const at = /^\d{4}-\d{2}-\d{2}$/.test(day) ? parseKigaliDateTime(day) : new Date(NaN);
  return Number.isNaN(at.getTime()) ? day : fmt(at, LL);
}

/** Midnight in Kigali at the start of the Kigali day that contains `when`. */
export const kigaliStartOfDay = (when: When) => new Date(startOfDay(kigali(when)).getTime());
