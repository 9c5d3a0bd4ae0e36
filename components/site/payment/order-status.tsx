import { StatusBadge } from "@/components/ui/status-badge";
import { ORDER_STATUSES, type OrderStatus } from "@/lib/platform/db/schema";
import { STATUS_LABELS } from "@/lib/booking/orders/status";

type Tone = "green" | "grey" | "amber" | "red" | "blue";
/** A registration's payment is its order's status, or FREE (no fee) / UNPAID (a fee whose order is gone). */
export type PaymentStatus = OrderStatus | "FREE" | "UNPAID";

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = { ...STATUS_LABELS, FREE: "Free", UNPAID: "Not paid" };

const tones: Record<PaymentStatus, Tone> = {
  PENDING: "amber",
  AWAITING_TRANSFER: "blue",
  PAID: "green",
  FAILED: "red",
  CANCELLED: "grey",
  REFUND_DUE: "red",
  REFUNDED: "grey",
  PARTIALLY_REFUNDED: "grey",
  FREE: "blue",
  UNPAID: "grey",
};

const known = (s: string): s is PaymentStatus => (ORDER_STATUSES as readonly string[]).includes(s) || s === "FREE" || s === "UNPAID";

/**
 * An order's or a registration's payment status in words ("Awaiting bank transfer"), in a coloured
 * pill; never the code (an unknown one reads "Unknown status").
 */
export function OrderStatusBadge({ status, test = false }: { status: string; test?: boolean }) {
  const badge = known(status) ? (
    <StatusBadge tone={tones[status]}>{PAYMENT_STATUS_LABELS[status]}</StatusBadge>
  ) : (
    <StatusBadge tone="grey">Unknown status</StatusBadge>
  );
  if (!test) return badge;
  // Paid through the built-in test gateway: no money moved.
  return (
    <span className="inline-flex flex-wrap gap-1">
      {badge}
      <StatusBadge tone="red">TEST</StatusBadge>
    </span>
  );
}
