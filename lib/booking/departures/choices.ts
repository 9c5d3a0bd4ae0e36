import { formatDayTime } from "@/lib/platform/dates";
import type { PublicDeparture } from "./queries";

/** One option of the booking box's "Departure" select, worded on the server (no date code in the browser). */
export type DepartureChoice = { id: string; label: string; seatsLeft: number; note: string; bookable: boolean };

const seatsLeftLabel = (n: number) => `${n} ${n === 1 ? "seat" : "seats"} left`;

/**
 * The departures a visitor can see in the booking box: upcoming and not cancelled, soonest first,
 * each with its date and time and its seats left, "Sold out" or "Closed". An empty list means the
 * tour is booked on request.
 */
export function departureChoices(departures: PublicDeparture[] | null, now = new Date()): DepartureChoice[] {
  return (departures ?? [])
    .filter((d) => d.state !== "cancelled" && new Date(d.startsAt).getTime() > now.getTime())
    .map((d) => {
      const bookable = d.state === "open" && d.seatsLeft > 0;
      const status = d.state === "closed" ? "Closed" : bookable ? seatsLeftLabel(d.seatsLeft) : "Sold out";
      return { id: d.id, label: `${formatDayTime(d.startsAt)} · ${status}`, seatsLeft: d.seatsLeft, note: d.note, bookable };
    });
}

/**
 * How many departures the booking box lists at first: about two months of a weekly series. Each
 * one is an option, a row of the page's payload and a JSON-LD offer; the later ones are one click
 * away ("Show later dates", read from GET /api/tours/{slug}/departures).
 */
export const DEPARTURES_SHOWN = 8;

/**
 * The first departures the booking box lists, and how many later ones it leaves for the click. If
 * none of the first `shown` can be booked, the list runs on to the first one that can, so the form
 * always opens on a departure a traveller can take.
 */
export function firstChoices(choices: DepartureChoice[], shown = DEPARTURES_SHOWN): { first: DepartureChoice[]; later: number } {
  const bookable = choices.findIndex((c) => c.bookable);
  const n = Math.max(shown, bookable + 1);
  return { first: choices.slice(0, n), later: Math.max(0, choices.length - n) };
}
