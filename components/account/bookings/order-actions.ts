import type { RowAction } from "@/components/ui/row-actions-menu";
import type { OrderStatus } from "@/lib/platform/db/schema";
import { isUnpaid } from "@/lib/booking/orders/status";

/**
 * The administrator's row actions on a booking or a paid registration's order, each behind a
 * confirmation: mark paid (only while money can still arrive: bank transfers, pending or failed
 * card payments), cancel (unpaid only), and mark refunded (money due back).
 */
export function orderActions({ id, status, client }: { id: string; status: string; client: string }): RowAction[] {
  const actions: RowAction[] = [];
  const put = (to: "PAID" | "CANCELLED" | "REFUNDED") => ({
    kind: "request" as const,
    method: "PUT" as const,
    url: `/api/order/${id}`,
    body: { status: to },
    delayMs: 0,
  });
  if (isUnpaid(status as OrderStatus)) {
    actions.push({
      ...put("PAID"),
      label: "Mark paid",
      confirm: {
        title: "Mark this booking as paid?",
        message: `Only when the money from ${client} has arrived. The client gets a receipt by e-mail.`,
        confirmLabel: "Mark paid",
        cancelLabel: "Back",
        tone: "primary",
      },
    });
  }
  if (status === "REFUND_DUE") {
    actions.push({
      ...put("REFUNDED"),
      label: "Mark refunded",
      confirm: {
        title: "Mark this payment as refunded?",
        message: `Only once the money has gone back to ${client}. They get an e-mail saying so.`,
        confirmLabel: "Mark refunded",
        cancelLabel: "Back",
        tone: "primary",
      },
    });
  }
  if (isUnpaid(status as OrderStatus)) {
    actions.push({
      ...put("CANCELLED"),
      label: "Cancel booking",
      danger: true,
      confirm: {
        title: "Cancel this booking?",
        message: `The booking of ${client} can no longer be paid.`,
        confirmLabel: "Cancel booking",
        cancelLabel: "Back",
        tone: "danger",
      },
    });
  }
  return actions;
}
