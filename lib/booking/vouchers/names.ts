import { orderReference } from "@/lib/booking/orders/serialize";

/** IKZ-…-voucher.pdf for a tour, IKZ-…-ticket.pdf for an event registration. */
export const voucherFilename = (orderId: string, kind: "voucher" | "ticket" = "voucher") => `${orderReference(orderId)}-${kind}.pdf`;
/** Where /myorder's "Download voucher" points. */
export const voucherPath = (orderId: string) => `/api/order/${orderId}/voucher`;
