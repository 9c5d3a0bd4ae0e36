import { StatusBadge } from "@/components/ui/status-badge";
import type { TranslationState } from "@/lib/content/translations/queries";

const WORDS = {
  missing: { label: "Missing", tone: "grey" },
  "needs-review": { label: "Needs review", tone: "amber" },
  translated: { label: "Translated", tone: "green" },
} as const;

/** Where one language's version of an item stands, as a badge. */
export function TranslationStateBadge({ state }: { state: TranslationState }) {
  const w = WORDS[state];
  return <StatusBadge tone={w.tone}>{w.label}</StatusBadge>;
}

export const stateOf = (v: { needsReview: boolean } | undefined): TranslationState => (!v ? "missing" : v.needsReview ? "needs-review" : "translated");
