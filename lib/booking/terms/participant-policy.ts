import { POLICY_WORDS, policyLines, policyOrDefault, type PolicyWords } from "./cancellation-policy";
import type { CancellationPolicy } from "./cancellation-rules";

/**
 * An event's cancellation policy in words: its own steps (staff set them), or the default, and
 * spec §9's standing offer that a colleague may take the seat instead. A free registration has
 * nothing to refund, so no refund steps. Shown on /participant, the event page and in the
 * registration mails.
 */
export function eventPolicyLines(policy: CancellationPolicy | null | undefined, free = false, w: EventPolicyWords = EVENT_POLICY_WORDS): string[] {
  const steps = free ? [w.free] : policyLines(policyOrDefault(policy), w);
  return [...steps, w.colleague];
}

export type EventPolicyWords = PolicyWords & { free: string; colleague: string };

const EVENT_POLICY_WORDS: EventPolicyWords = {
  ...POLICY_WORDS,
  free: "Registration is free: cancel whenever you like, there is nothing to refund.",
  colleague: "A colleague may replace you free of charge.",
};
