import { orderReference } from "@/lib/orders/serialize";

export const voucherFilename = (orderId: string) => `${orderReference(orderId)}-voucher.pdf`;
/** Where /myorder's "Download voucher" points. */
export const voucherPath = (orderId: string) => `/api/order/${orderId}/voucher`;
