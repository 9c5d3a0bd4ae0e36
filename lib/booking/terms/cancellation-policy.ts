import { z } from "zod";
import "@/lib/platform/validation/text";
import { DEFAULT_CANCELLATION_POLICY, MAX_POLICY_DAYS, MAX_POLICY_STEPS, type CancellationPolicy, type CancellationStep } from "./cancellation-rules";

/**
 * Cancellation policies: what a cancellation gives back, and the words for it. Client-safe: the
 * staff form, the public pages, /myorder and the API all read the same rules.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

const stepSchema = z.object({
  daysBefore: z
    .number({ error: "Each step needs a number of days." })
    .int("Days are whole numbers.")
    .min(0, "Days cannot be negative.")
    .max(MAX_POLICY_DAYS, `At most ${MAX_POLICY_DAYS} days.`),
  percent: z
    .number({ error: "Each step needs a percentage." })
    .int("Percentages are whole numbers.")
    .min(0, "A percentage is between 0 and 100.")
    .max(100, "A percentage is between 0 and 100."),
});

/** PUT /api/{tours|events}/{slug}/cancellation-policy: `{ steps }`, or `{ steps: null }` for the default. */
export const cancellationPolicySchema = z.object({
  steps: z
    .array(stepSchema, { error: "Give the policy's steps, or null for the default policy." })
    .max(MAX_POLICY_STEPS, `At most ${MAX_POLICY_STEPS} steps.`)
    .refine(
      (s) => s.every((step, i) => i === 0 || step.daysBefore < s[i - 1].daysBefore),
      "List the steps from the most days before the start to the fewest, each day count once.",
    )
    .refine((s) => s.every((step, i) => i === 0 || step.percent <= s[i - 1].percent), "A later cancellation cannot give back more than an earlier one.")
    .nullable(),
});
export type CancellationPolicyPayload = z.infer<typeof cancellationPolicySchema>;

export const policyOrDefault = (p: CancellationPolicy | null | undefined): CancellationPolicy => p ?? DEFAULT_CANCELLATION_POLICY;

const cents = (amount: number) => Math.round(amount * 100);

export type RefundQuote = {
  /** The share of the amount paid that a cancellation now gives back. */
  percent: number;
  refundAmount: number;
  /** When this quote stops holding: the next step, or the start (after which nothing can be cancelled). null: no start known. */
  deadline: Date | null;
};

/** What cancelling at `now` gives back of `paid`, for a booking starting at `startsAt`. */
export function quoteRefund(policy: CancellationPolicy, paid: number, startsAt: Date | null, now: Date): RefundQuote {
  if (!startsAt) return { percent: 0, refundAmount: 0, deadline: null };
  const step = policy.steps.find((s) => now.getTime() <= startsAt.getTime() - s.daysBefore * DAY_MS);
  const percent = step?.percent ?? 0;
  return {
    percent,
    refundAmount: Math.floor((cents(paid) * percent) / 100) / 100,
    deadline: step ? new Date(startsAt.getTime() - step.daysBefore * DAY_MS) : startsAt,
  };
}

/** The words of a policy's lines; a mail in another language passes its own (lib/platform/mail/words.ts). */
export type PolicyWords = {
  none: string;
  share: (percent: number) => string;
  days: (n: number) => string;
  range: (from: number, to: string) => string;
  beforeStart: (share: string) => string;
  orMore: (days: string, share: string) => string;
  between: (range: string, share: string) => string;
  lessThan: (days: string) => string;
};

export const POLICY_WORDS: PolicyWords = {
  none: "Once booked, cancellation gives no refund.",
  share: (percent) => (percent === 100 ? "full refund" : percent === 0 ? "no refund" : `${percent} % refunded`),
  days: (n) => (n === 1 ? "1 day" : `${n} days`),
  range: (from, to) => `${from} to ${to}`,
  beforeStart: (share) => `Cancelled before the start: ${share}.`,
  orMore: (days, share) => `Cancelled ${days} or more before the start: ${share}.`,
  between: (range, share) => `Cancelled ${range} before the start: ${share}.`,
  lessThan: (days) => `Cancelled less than ${days} before the start: no refund.`,
};

/** The policy in words, one line per step, for the event and tour pages, /myorder and mails. */
export function policyLines(policy: CancellationPolicy, w: PolicyWords = POLICY_WORDS): string[] {
  const steps: CancellationStep[] = policy.steps;
  if (steps.length === 0) return [w.none];
  const lines = steps.map((s, i) => {
    if (i === 0) return s.daysBefore === 0 ? w.beforeStart(w.share(s.percent)) : w.orMore(w.days(s.daysBefore), w.share(s.percent));
    const upTo = steps[i - 1].daysBefore - 1;
    const range = upTo === s.daysBefore ? w.days(s.daysBefore) : w.range(s.daysBefore, w.days(upTo));
    return w.between(range, w.share(s.percent));
  });
  const last = steps.at(-1)!;
  if (last.daysBefore > 0) lines.push(w.lessThan(w.days(last.daysBefore)));
  return lines;
}
