import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  formatCalendarDay,
  formatCsvDate,
  formatCsvDateTime,
  formatDate,
  formatDateTime,
  formatDay,
  formatDayRange,
  formatDayTime,
  formatEventBadge,
  formatFileDate,
  formatTime,
  formatTimeRange,
  kigaliStartOfDay,
  parseKigaliDateTime,
  toDateTimeInput,
} from "@/lib/platform/dates";
import { formatUsd } from "@/lib/platform/format";

// 23:30 UTC on 3 May is 01:30 on 4 May in Kigali (UTC+2): every context must say 4 May.
const LATE = "2027-05-03T23:30:00.000Z";

describe("lib/platform/dates: one family of formats, in Kigali time", () => {
  // The process runs in a zone west of UTC, where a careless formatter says 3 May.
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = "America/Los_Angeles";
  });
  afterAll(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it("a moment at 23:30 UTC is the next day in Kigali in every format", () => {
    expect(new Date(LATE).getDate()).toBe(3); // the process's own zone still says 3 May
    expect(formatDay(LATE)).toBe("Tue 4 May 2027");
    expect(formatDate(LATE)).toBe("4 May 2027");
    expect(formatTime(LATE)).toBe("01:30");
    expect(formatDayTime(LATE)).toBe("Tue 4 May 2027, 01:30");
    expect(formatDateTime(LATE)).toBe("4 May 2027, 01:30");
    expect(formatTimeRange(LATE, "2027-05-04T15:00:00Z")).toBe("01:30 – 17:00");
    expect(formatEventBadge(LATE)).toEqual({ day: "4", month: "May" });
    expect(formatCsvDate(LATE)).toBe("2027-05-04");
    expect(formatCsvDateTime(LATE)).toBe("2027-05-04 01:30");
    expect(formatFileDate(LATE)).toBe("2027-05-04");
    expect(toDateTimeInput(LATE)).toBe("2027-05-04T01:30");
  });

  it("the issue's examples: a four-digit year, a 24-hour clock, no invented midnight", () => {
    expect(formatDay("2027-03-10T03:00:00Z")).toBe("Wed 10 Mar 2027");
    expect(formatTime("2027-03-10T03:00:00Z")).toBe("05:00");
    // A tour date is a day: the booking form stores Kigali midnight, and it reads as the day alone.
    expect(formatDay(parseKigaliDateTime("2027-03-10"))).toBe("Wed 10 Mar 2027");
  });

  it("takes Dates, ISO strings and timestamps alike", () => {
    const d = new Date(LATE);
    expect(formatDate(d)).toBe("4 May 2027");
    expect(formatDate(d.getTime())).toBe("4 May 2027");
    expect(toDateTimeInput(null)).toBe("");
    expect(toDateTimeInput(undefined)).toBe("");
  });

  it("writes a span of days once, shortening what its two ends share", () => {
    expect(formatDayRange("2027-05-18T06:30:00Z", "2027-05-18T15:00:00Z")).toBe("Tue 18 May 2027");
    expect(formatDayRange("2027-05-18T06:30:00Z", "2027-05-20T15:00:00Z")).toBe("Tue 18 – Thu 20 May 2027");
    expect(formatDayRange("2027-05-30T06:30:00Z", "2027-06-02T15:00:00Z")).toBe("Sun 30 May – Wed 2 Jun 2027");
    expect(formatDayRange("2027-12-30T06:30:00Z", "2028-01-02T15:00:00Z")).toBe("Thu 30 Dec 2027 – Sun 2 Jan 2028");
    // Both ends read in Kigali: 31 March 23:00 UTC is already 1 April there.
    expect(formatDayRange("2027-03-31T07:00:00Z", "2027-03-31T23:00:00Z")).toBe("Wed 31 Mar – Thu 1 Apr 2027");
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
    expect(formatCalendarDay("2027-03-10")).toBe("Wed 10 Mar 2027");
    expect(formatCalendarDay("2027-12-31")).toBe("Fri 31 Dec 2027");
    expect(formatCalendarDay("soon")).toBe("soon");
  });

  it("starts the Kigali day at Kigali midnight", () => {
    expect(kigaliStartOfDay(new Date(LATE)).toISOString()).toBe("2027-05-03T22:00:00.000Z");
    expect(kigaliStartOfDay(new Date("2027-05-03T21:59:00Z")).toISOString()).toBe("2027-05-02T22:00:00.000Z");
  });
});

describe("lib/platform/format: one money format", () => {
  it("writes dollars with a thousands separator and cents only when there are cents", () => {
    expect(formatUsd(3980)).toBe("$3,980");
    expect(formatUsd(1250.5)).toBe("$1,250.50");
    expect(formatUsd(0.05)).toBe("$0.05");
    expect(formatUsd(1_000_000)).toBe("$1,000,000");
    expect(formatUsd("3980.00")).toBe("$3,980");
  });
});
