import { policyLines, policyOrDefault } from "@/lib/booking/cancellation/policy";
import type { CancellationPolicy } from "@/lib/booking/cancellation/rules";

/**
 * An event's cancellation policy in words: its own steps (staff set them), or the default, and
 * spec §9's standing offer that a colleague may take the seat instead. A free registration has
 * nothing to refund, so no refund steps. Shown on /participant, the event page and in the
 * registration mails.
 */
export function eventPolicyLines(policy: CancellationPolicy | null | undefined, free = false): string[] {
  const steps = free ? ["Registration is free: cancel whenever you like, there is nothing to refund."] : policyLines(policyOrDefault(policy));
  return [...steps, "A colleague may replace you free of charge."];
}
