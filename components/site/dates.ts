import { site } from "@/lib/site";

/**
 * Public dates in Kigali time (the server may run in UTC). 'MMMM d, y' for posts (spec §9),
 * ranges such as "May 18 – 20, 2027" for events.
 */
const long = new Intl.DateTimeFormat("en-US", { timeZone: site.timeZone, month: "long", day: "numeric", year: "numeric" });
const time = new Intl.DateTimeFormat("en-US", { timeZone: site.timeZone, hour: "numeric", minute: "2-digit" });
const day = new Intl.DateTimeFormat("en-US", { timeZone: site.timeZone, day: "numeric" });
const month = new Intl.DateTimeFormat("en-US", { timeZone: site.timeZone, month: "short" });

export const longDate = (iso: string) => long.format(new Date(iso));
export const timeOfDay = (iso: string) => time.format(new Date(iso));
export const dateRange = (startIso: string, endIso: string) => long.formatRange(new Date(startIso), new Date(endIso));
export const timeRange = (startIso: string, endIso: string) => `${timeOfDay(startIso)} – ${timeOfDay(endIso)}`;
export const dayAndMonth = (iso: string) => ({ day: day.format(new Date(iso)), month: month.format(new Date(iso)) });
