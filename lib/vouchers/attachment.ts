import type { MailAttachment } from "@/lib/db/schema";
import { orderReference } from "@/lib/orders/serialize";
import { voucherFilename } from "./names";

/** The booking's PDF voucher on a mail: made when the mail is sent (lib/mail/deliver.ts). */
export const voucherAttachment = (orderId: string): MailAttachment => ({
  filename: voucherFilename(orderId),
  contentType: "application/pdf",
  content: `The PDF voucher of booking ${orderReference(orderId)}, made from the booking when this message is sent.`,
  render: { voucher: orderId },
});
