import { addYears } from "date-fns";

/** How far ahead a tour can be booked. Client-safe: the booking form and the server apply it alike. */
export const MAX_BOOKING_YEARS = 2;
export const latestBookable = (now: Date) => addYears(now, MAX_BOOKING_YEARS);
