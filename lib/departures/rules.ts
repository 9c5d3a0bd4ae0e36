/** Plain constants shared by the database schema, the API and the browser forms (no imports, so any bundle may take them). */
export const DEPARTURE_STATES = ["open", "closed", "cancelled"] as const;
export type DepartureState = (typeof DEPARTURE_STATES)[number];
export const MAX_DEPARTURE_SEATS = 500;

/** The answer when a party does not fit on a departure: the API's 409 and the booking box's own check. */
export const departureFullMessage = (left: number) => (left <= 0 ? "This departure is sold out." : `Only ${left} ${left === 1 ? "seat" : "seats"} left on this departure.`);
