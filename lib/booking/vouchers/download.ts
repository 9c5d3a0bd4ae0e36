import "server-only";
import { getDb } from "@/lib/platform/db/client";
import { ConflictError, NotFoundError } from "@/lib/platform/errors";
import { getOrder } from "@/lib/booking/orders/queries";
import { voucherForOrder } from "./voucher";

export const NO_VOUCHER = "This booking has no voucher: a voucher is issued once it is paid, and stops with a cancellation.";

/** The voucher of a booking by its unguessable id: 404 unknown, 409 while unpaid or once cancelled. */
export async function downloadVoucher(orderId: string) {
  if (!(await getOrder(orderId))) throw new NotFoundError("Order not found.");
  const voucher = await voucherForOrder(await getDb(), orderId);
  if (!voucher) throw new ConflictError(NO_VOUCHER);
  return voucher;
}
