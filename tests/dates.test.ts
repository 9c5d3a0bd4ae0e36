import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  formatBookingDate,
  formatCsvDate,
  formatCsvDateTime,
  formatDashboardDate,
  formatDashboardDateTime,
  formatDeadline,
  formatEventBadge,
  formatEventDates,
  formatEventTimes,
  formatFileDate,
  formatMailDateTime,
  formatOrderDateTime,
  formatPostDate,
  formatCalendarDate,
  kigaliStartOfDay,
  parseKigaliDateTime,
  toDateTimeInput,
} from "@/lib/dates";

// 23:30 UTC on 3 May is 01:30 on 4 May in Kigali (UTC+2): every context must say 4 May.
const LATE = "2027-05-03T23:30:00.000Z";

describe("lib/dates: one formatter, in Kigali time", () => {
  // The process runs in a zone west of UTC, where the old formatters said 3 May.
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = "America/Los_Angeles";
  });
  afterAll(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it("a moment at 23:30 UTC is the next day in Kigali in every context, in the spec's format", () => {
    expect(new Date(LATE).getDate()).toBe(3); // the process's own zone still says 3 May
    expect(formatPostDate(LATE)).toBe("May 4, 2027");
    expect(formatEventDates(LATE, LATE)).toBe("May 4, 2027");
    expect(formatEventTimes(LATE, "2027-05-04T15:00:00Z")).toBe("1:30 AM – 5:00 PM");
    expect(formatEventBadge(LATE)).toEqual({ day: "4", month: "May" });
    expect(formatDeadline(LATE)).toBe("May 4, 2027 1:30 AM");
    expect(formatDashboardDate(LATE)).toBe("May 4, 2027");
    expect(formatDashboardDateTime(LATE)).toBe("May 4, 2027 1:30 AM");
    expect(formatBookingDate(LATE)).toBe("May 4, 2027");
    expect(formatOrderDateTime(LATE)).toBe("May 4th 27, 1:30 AM");
    expect(formatMailDateTime(LATE)).toBe("Tuesday, May 4, 2027 1:30 AM");
    expect(formatCsvDate(LATE)).toBe("2027-05-04");
    expect(formatCsvDateTime(LATE)).toBe("2027-05-04 01:30");
    expect(formatFileDate(LATE)).toBe("2027-05-04");
    expect(toDateTimeInput(LATE)).toBe("2027-05-04T01:30");
  });

  it("takes Dates, ISO strings and timestamps alike", () => {
    const d = new Date(LATE);
    expect(formatPostDate(d)).toBe("May 4, 2027");
    expect(formatPostDate(d.getTime())).toBe("May 4, 2027");
    expect(toDateTimeInput(null)).toBe("");
    expect(toDateTimeInput(undefined)).toBe("");
  });

  it("writes event ranges month-day-year, shortening what the two days share", () => {
    expect(formatEventDates("2027-05-18T06:30:00Z", "2027-05-20T15:00:00Z")).toBe("May 18 – 20, 2027");
    expect(formatEventDates("2027-05-30T06:30:00Z", "2027-06-02T15:00:00Z")).toBe("May 30 – June 2, 2027");
    expect(formatEventDates("2027-12-30T06:30:00Z", "2028-01-02T15:00:00Z")).toBe("December 30, 2027 – January 2, 2028");
    // Both ends read in Kigali: 31 March 23:00 UTC is already 1 April there.
    expect(formatEventDates("2027-03-31T07:00:00Z", "2027-03-31T23:00:00Z")).toBe("March 31 – April 1, 2027");
  });

  it("reads what people type as Kigali time, and zoned timestamps as given", () => {
    expect(parseKigaliDateTime("2027-05-04T01:30").toISOString()).toBe(LATE);
    expect(parseKigaliDateTime("2027-05-04 01:30:00").toISOString()).toBe(LATE);
    expect(parseKigaliDateTime("2027-05-04").toISOString()).toBe("2027-05-03T22:00:00.000Z");
    expect(parseKigaliDateTime(LATE).toISOString()).toBe(LATE);
    expect(parseKigaliDateTime("2027-05-04T01:30:00+02:00").toISOString()).toBe(LATE);
    expect(Number.isNaN(parseKigaliDateTime("4 May 2027").getTime())).toBe(true);
    // A typed value and its display round-trip.
    expect(toDateTimeInput(parseKigaliDateTime("2027-12-31T23:59"))).toBe("2027-12-31T23:59");
  });

  it("shows a chosen calendar day as that day, and anything else as given", () => {
    expect(formatCalendarDate("2027-03-10")).toBe("March 10, 2027");
    expect(formatCalendarDate("2027-12-31")).toBe("December 31, 2027");
    expect(formatCalendarDate("soon")).toBe("soon");
  });

  it("starts the Kigali day at Kigali midnight", () => {
    expect(kigaliStartOfDay(new Date(LATE)).toISOString()).toBe("2027-05-03T22:00:00.000Z");
    expect(kigaliStartOfDay(new Date("2027-05-03T21:59:00Z")).toISOString()).toBe("2027-05-02T22:00:00.000Z");
  });
});
