import { StatusBadge } from "@/components/ui/status-badge";

export function MessageStatusBadge({ handled }: { handled: boolean }) {
  return handled ? <StatusBadge tone="grey">Handled</StatusBadge> : <StatusBadge tone="amber">New</StatusBadge>;
}
