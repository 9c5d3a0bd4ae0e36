import { formatCsvDate } from "@/lib/platform/dates";

/**
 * The Kigali day of a moment, "2027-05-04": what the site reads a bare date as. Tests that build
 * dates must use it rather than the machine's (UTC) day: from 22:00 to 24:00 UTC Kigali is already
 * on the next day, and a booking "for the day after tomorrow" then starts a day sooner than meant.
 */
export const kigaliDay = formatCsvDate;
