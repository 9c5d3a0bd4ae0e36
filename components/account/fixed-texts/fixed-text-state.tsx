import { StatusBadge } from "@/components/ui/status-badge";
import { FIXED_TEXT_STATE_NAMES, type FixedTextState } from "@/lib/content/fixed-texts/fields";

const TONES = { default: "blue", edited: "green", "needs-review": "amber", missing: "grey" } as const;

/** Where one language of a fixed text stands, as a badge. */
export function FixedTextStateBadge({ state }: { state: FixedTextState }) {
  return <StatusBadge tone={TONES[state]}>{FIXED_TEXT_STATE_NAMES[state]}</StatusBadge>;
}
