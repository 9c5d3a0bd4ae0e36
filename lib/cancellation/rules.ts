/**
 * A tour's or event's cancellation policy, as stored (plain data, no imports: the database schema,
 * the API and the browser forms all read it). Each step says: a booking cancelled at least
 * `daysBefore` days before the start gets `percent` % of what was paid back. Steps are kept from the
 * earliest to the latest; cancelling after the last step's day gives nothing back.
 */
export type CancellationStep = { daysBefore: number; percent: number };
export type CancellationPolicy = { steps: CancellationStep[] };

/** The default: everything back until 30 days before the start, half until 7 days, nothing after. */
export const DEFAULT_CANCELLATION_POLICY: CancellationPolicy = {
  steps: [
    { daysBefore: 30, percent: 100 },
    { daysBefore: 7, percent: 50 },
  ],
};

export const MAX_POLICY_STEPS = 5;
export const MAX_POLICY_DAYS = 365;
