// Client-safe: the browser forms take these too.
export { DEPARTURE_STATES, MAX_DEPARTURE_SEATS, type DepartureState } from "@/lib/platform/db/enums";

/** The answer when a party does not fit on a departure: the API's 409 and the booking box's own check. */
export const departureFullMessage = (left: number) =>
  left <= 0 ? "This departure is sold out." : `Only ${left} ${left === 1 ? "seat" : "seats"} left on this departure.`;
