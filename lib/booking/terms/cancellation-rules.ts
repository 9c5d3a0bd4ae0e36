import type { CancellationPolicy } from "@/lib/platform/db/enums";

// A tour's or event's cancellation policy, as stored: lib/platform/db/enums.ts. Client-safe.
export type { CancellationPolicy, CancellationStep } from "@/lib/platform/db/enums";

/** The default: everything back until 30 days before the start, half until 7 days, nothing after. */
export const DEFAULT_CANCELLATION_POLICY: CancellationPolicy = {
  steps: [
    { daysBefore: 30, percent: 100 },
    { daysBefore: 7, percent: 50 },
  ],
};

export const MAX_POLICY_STEPS = 5;
export const MAX_POLICY_DAYS = 365;
