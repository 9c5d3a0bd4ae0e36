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
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <StatusBadge tone={tones[status]}>{STATUS_LABELS[status]}</StatusBadge>;
}
