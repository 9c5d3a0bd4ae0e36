import { addYears } from "date-fns";
import { formatCsvDate, formatCsvDateTime, formatDay, formatDayTime, parseKigaliDateTime, toWallClock } from "@/lib/platform/dates";

/** How far ahead a tour can be booked. Client-safe: the booking form and the server apply it alike. */
export const MAX_BOOKING_YEARS = 2;
export const latestBookable = (now: Date) => addYears(now, MAX_BOOKING_YEARS);

/**
 * An order's date as API answers carry it: the instant in ISO form, or, when the client sent a
 * zone-less wall-clock time (the traveller's own local time), that time as sent, still without a
 * zone ("2026-11-24T21:05:00"), so an old client shows back what its visitor chose.
 */
export const orderDateJson = (at: Date | null, local: boolean) => (at ? (local ? toWallClock(at) : at.toISOString()) : null);

// Both forms of orderDateJson read back to the same Kigali reading (a zone-less one is one).
const reading = (at: Date | string) => (typeof at === "string" ? parseKigaliDateTime(at) : at);

/** The tour date on the order page: the day as chosen (a zone-less one is the traveller's own day). */
export const orderDay = (at: Date | string) => formatDay(reading(at));

/** The pick-up on the order page: Kigali time (the page says so once), or said to be the traveller's local time. */
export const orderDayTime = (at: Date | string, local: boolean) => `${formatDayTime(reading(at))}${local ? " (the traveller's local time)" : ""}`;

/** An order's day and date-time in CSV cells. */
export const orderCsvDate = (at: Date | string) => formatCsvDate(reading(at));
export const orderCsvDateTime = (at: Date | string) => formatCsvDateTime(reading(at));
