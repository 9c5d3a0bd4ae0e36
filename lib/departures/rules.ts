/** Plain constants shared by the database schema, the API and the browser forms (no imports, so any bundle may take them). */
export const DEPARTURE_STATES = ["open", "closed", "cancelled"] as const;
export type DepartureState = (typeof DEPARTURE_STATES)[number];
export const MAX_DEPARTURE_SEATS = 500;
