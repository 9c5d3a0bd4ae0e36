import { StatusBadge } from "@/components/ui/status-badge";
import type { NewsletterStatus } from "@/lib/platform/db/schema";
import { NEWSLETTER_STATUS_LABELS } from "@/lib/audience/newsletters/schema";

const TONES = { draft: "grey", scheduled: "blue", sending: "amber", paused: "amber", sent: "green", cancelled: "red" } as const;

export function NewsletterStatusBadge({ status }: { status: NewsletterStatus }) {
  return <StatusBadge tone={TONES[status]}>{NEWSLETTER_STATUS_LABELS[status]}</StatusBadge>;
}
