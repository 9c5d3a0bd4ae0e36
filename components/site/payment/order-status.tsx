import { StatusBadge } from "@/components/ui/status-badge";
import type { OrderStatus } from "@/lib/db/schema";
import { STATUS_LABELS } from "@/lib/orders/status";

const tones: Record<OrderStatus, "green" | "grey" | "amber" | "red" | "blue"> = {
  PENDING: "amber",
  AWAITING_TRANSFER: "blue",
  PAID: "green",
  FAILED: "red",
  CANCELLED: "grey",
  REFUND_DUE: "red",
  REFUNDED: "grey",
  PARTIALLY_REFUNDED: "grey",
};

/** The order's status as stored (spec: PAID and PENDING are shown as such), in a coloured pill. */
export function OrderStatusBadge({ status, test = false }: { status: OrderStatus; test?: boolean }) {
  const badge = <StatusBadge tone={tones[status]}>{STATUS_LABELS[status]}</StatusBadge>;
  if (!test) return badge;
  // Paid through the built-in test gateway: no money moved (issue 21 item 10).
  return (
    <span className="inline-flex flex-wrap gap-1">
      {badge}
      <StatusBadge tone="red">TEST</StatusBadge>
    </span>
  );
}
