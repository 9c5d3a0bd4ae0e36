import type { RowAction } from "@/components/ui/row-actions-menu";

/**
 * The administrator's row actions on a booking, each behind a confirmation: mark paid (only while
 * money can still arrive: bank transfers, pending or failed card payments) and cancel.
 */
export function orderActions({ id, status, client }: { id: string; status: string; client: string }): RowAction[] {
  const actions: RowAction[] = [];
  const put = (to: "PAID" | "CANCELLED") => ({ kind: "request" as const, method: "PUT" as const, url: `/api/order/${id}`, body: { status: to }, delayMs: 0 });
  if (status === "PENDING" || status === "AWAITING_TRANSFER" || status === "FAILED") {
    actions.push({
      ...put("PAID"),
      label: "Mark paid",
      confirm: { title: "Mark this booking as paid?", message: `Only when the money from ${client} has arrived. The client gets a receipt by e-mail.`, confirmLabel: "Mark paid", cancelLabel: "Back", tone: "primary" },
    });
  }
  if (status !== "PAID" && status !== "CANCELLED" && status !== "REFUNDED") {
    actions.push({
      ...put("CANCELLED"),
      label: "Cancel booking",
      danger: true,
      confirm: { title: "Cancel this booking?", message: `The booking of ${client} can no longer be paid.`, confirmLabel: "Cancel booking", cancelLabel: "Back", tone: "danger" },
    });
  }
  return actions;
}
