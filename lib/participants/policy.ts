import { policyLines, policyOrDefault } from "@/lib/cancellation/policy";
import type { CancellationPolicy } from "@/lib/cancellation/rules";

/**
 * An event's cancellation policy in words: its own steps (staff set them), or the default, and
 * spec §9's standing offer that a colleague may take the seat instead. Shown on /participant, the
 * event page and in the registration mails.
 */
export const eventPolicyLines = (policy: CancellationPolicy | null | undefined) => [...policyLines(policyOrDefault(policy)), "A colleague may replace you free of charge."];
