import { describe, expect, it } from "vitest";
import { DEPARTURES_SHOWN, departureChoices, firstChoices } from "@/lib/booking/departures/choices";
import type { PublicDeparture } from "@/lib/booking/departures/queries";

// A weekly series from a fixed day, some full: what the booking box lists at first and leaves for "Show later dates".
const now = new Date("2027-03-01T00:00:00.000Z");
const weekly = (n: number, full: (i: number) => boolean): PublicDeparture[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `d${i}`,
    startsAt: new Date(now.getTime() + (i + 1) * 7 * 86_400_000).toISOString(),
    seats: 8,
    seatsLeft: full(i) ? 0 : 8,
    state: "open",
    note: "",
  }));

describe("the booking box's first departures", () => {
  it("lists the next DEPARTURES_SHOWN and counts the rest as later dates", () => {
    const { first, later } = firstChoices(
      departureChoices(
        weekly(20, () => false),
        now,
      ),
    );
    expect(first.map((c) => c.id)).toEqual(Array.from({ length: DEPARTURES_SHOWN }, (_, i) => `d${i}`));
    expect(later).toBe(20 - DEPARTURES_SHOWN);
  });

  it("lists them all when there are no more than that", () => {
    expect(
      firstChoices(
        departureChoices(
          weekly(3, () => false),
          now,
        ),
      ),
    ).toMatchObject({ first: [{ id: "d0" }, { id: "d1" }, { id: "d2" }], later: 0 });
  });

  it("runs on to the first departure that can be booked when the first ones are all full", () => {
    const { first, later } = firstChoices(
      departureChoices(
        weekly(14, (i) => i < 10),
        now,
      ),
    );
    expect(first).toHaveLength(11);
    expect(first.at(-1)).toMatchObject({ id: "d10", bookable: true, label: expect.stringMatching(/· 8 seats left$/) });
    expect(first.slice(0, 10).every((c) => !c.bookable && c.label.endsWith("· Sold out"))).toBe(true);
    expect(later).toBe(3);
  });
});
