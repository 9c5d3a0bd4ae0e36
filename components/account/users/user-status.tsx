import { StatusBadge } from "@/components/ui/status-badge";

/** Blocked, Invited (no password chosen yet) or Active. */
export function UserStatus({ isActive, hasPassword }: { isActive: boolean; hasPassword: boolean }) {
  if (!isActive) return <StatusBadge tone="red">Blocked</StatusBadge>;
  if (!hasPassword) return <StatusBadge tone="amber">Invited</StatusBadge>;
  return <StatusBadge tone="green">Active</StatusBadge>;
}
