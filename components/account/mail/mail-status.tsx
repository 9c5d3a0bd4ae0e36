import type { MailStatus } from "@/lib/platform/mail/queries";
import { StatusBadge } from "@/components/ui/status-badge";

const look = { pending: ["amber", "Pending"], sent: ["green", "Sent"], failed: ["red", "Failed"] } as const;

export function MailStatusBadge({ status }: { status: MailStatus }) {
  const [tone, label] = look[status];
  return <StatusBadge tone={tone}>{label}</StatusBadge>;
}
