import { ORDER_STATUSES, type OrderStatus } from "@/lib/platform/db/enums";

/**
 * The order's status. AWAITING_TRANSFER: the visitor chose a bank transfer; an admin marks it PAID
 * when the money arrives. REFUND_DUE: money was received that we must give back (the seat was gone
 * when the payment was confirmed, or staff cancelled a paid booking); REFUNDED /
 * PARTIALLY_REFUNDED once given back.
 */
export { ORDER_STATUSES, type OrderStatus };

/**
 * The order status machine, for every kind of order (tour, event, later departures): which change
 * is allowed. Client-safe (pages and row actions read it too). Changes are made only through
 * changeOrderStatus (lib/booking/status/change.ts), which also decides what each change mails.
 *
 * - PENDING, AWAITING_TRANSFER and FAILED are unpaid: they can be paid, or cancelled.
 * - PAID keeps its seats; it leaves only through a refund or REFUND_DUE (money to give
 *   back, e.g. a cancelled departure).
 * - REFUND_DUE is money received that must go back: a payment confirmed after its seat was given
 *   away, or after the booking was cancelled, for instance. Staff record the refund (REFUNDED, PARTIALLY_REFUNDED), or keep the money
 *   for a seat that became free again (PAID).
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  PENDING: ["AWAITING_TRANSFER", "PAID", "FAILED", "CANCELLED", "REFUND_DUE"],
  AWAITING_TRANSFER: ["PENDING", "PAID", "FAILED", "CANCELLED", "REFUND_DUE"],
  FAILED: ["PENDING", "AWAITING_TRANSFER", "PAID", "CANCELLED", "REFUND_DUE"],
  PAID: ["REFUND_DUE", "REFUNDED", "PARTIALLY_REFUNDED"],
  REFUND_DUE: ["PAID", "REFUNDED", "PARTIALLY_REFUNDED"],
  PARTIALLY_REFUNDED: ["REFUND_DUE", "REFUNDED"],
  // Money a gateway confirms for a cancelled booking is recorded and owed back (lib/booking/payments/captures.ts).
  CANCELLED: ["REFUND_DUE"],
  REFUNDED: [],
};

export const canChangeStatus = (from: OrderStatus, to: OrderStatus) => ORDER_TRANSITIONS[from].includes(to);

/** Statuses in which a visitor may still pay (start a card session or choose a bank transfer). */
const UNPAID: readonly OrderStatus[] = ["PENDING", "AWAITING_TRANSFER", "FAILED"];
export const isUnpaid = (s: OrderStatus) => UNPAID.includes(s);
export const UNPAID_STATUSES = UNPAID;

/** Statuses in which money was received and (part of it) is still ours or owed back. */
export const isPaidLike = (s: OrderStatus) => s === "PAID" || s === "REFUND_DUE" || s === "PARTIALLY_REFUNDED";

/**
 * What a visitor or a staff member reads for a status, on pages and in e-mails; the API, its
 * filters and the CSV files keep the codes: no raw codes where people read.
 */
export const STATUS_LABELS: Record<OrderStatus, string> = {
  PENDING: "Awaiting payment",
  AWAITING_TRANSFER: "Awaiting bank transfer",
  PAID: "Paid",
  FAILED: "Payment failed",
  CANCELLED: "Cancelled",
  REFUND_DUE: "Refund due",
  REFUNDED: "Refunded",
  PARTIALLY_REFUNDED: "Partly refunded",
};
