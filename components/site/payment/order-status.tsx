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

/** The public pages' words for an order's status, in their language (the dashboard keeps the English ones). */
export type StatusWords = { labels: Record<OrderStatus, string>; unknown: string; test: string };

const known = (s: string): s is PaymentStatus => (ORDER_STATUSES as readonly string[]).includes(s) || s === "FREE" || s === "UNPAID";

/**
 * An order's or a registration's payment status in words ("Awaiting bank transfer"), in a coloured
 * pill; never the code (an unknown one reads "Unknown status").
 */
export function OrderStatusBadge({ status, test = false, words }: { status: string; test?: boolean; words?: StatusWords }) {
  const labels: Record<string, string> = words?.labels ?? PAYMENT_STATUS_LABELS;
  const badge = known(status) ? (
    <StatusBadge tone={tones[status]}>{labels[status]}</StatusBadge>
  ) : (
    <StatusBadge tone="grey">{words?.unknown ?? "Unknown status"}</StatusBadge>
  );
  if (!test) return badge;
  // Paid through the built-in test gateway: no money moved.
  return (
    <span className="inline-flex flex-wrap gap-1">
      {badge}
      <StatusBadge tone="red">{words?.test ?? "TEST"}</StatusBadge>
    </span>
  );
}
