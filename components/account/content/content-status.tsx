import { StatusBadge } from "@/components/ui/status-badge";

// Blogs and tours are published, events approved, publications active: each state with its own words.
const WORDS = {
  published: { on: "Published", off: "Draft", offTone: "grey" },
  approved: { on: "Approved", off: "Pending", offTone: "amber" },
  active: { on: "Active", off: "Inactive", offTone: "grey" },
} as const;

/** An item's visibility on the public site, as a badge for the dashboard's lists and item pages. */
export function ContentStatus({ kind, on }: { kind: keyof typeof WORDS; on: boolean }) {
  const words = WORDS[kind];
  return on ? <StatusBadge tone="green">{words.on}</StatusBadge> : <StatusBadge tone={words.offTone}>{words.off}</StatusBadge>;
}
