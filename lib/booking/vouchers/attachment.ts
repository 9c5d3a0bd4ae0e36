import type { MailAttachment } from "@/lib/platform/db/schema";
import { orderReference } from "@/lib/booking/orders/serialize";
import { registerMailMakers } from "@/lib/platform/mail/makers";
import { voucherFilename } from "./names";
import { voucherForOrder } from "./voucher";

// The outbox makes the PDF when it sends the mail (lib/platform/mail/makers.ts), from the booking as it then stands.
registerMailMakers({ voucher: voucherForOrder });

/** The booking's PDF voucher on a mail: made when the mail is sent (lib/platform/mail/deliver.ts). */
export const voucherAttachment = (orderId: string): MailAttachment => ({
  filename: voucherFilename(orderId),
  contentType: "application/pdf",
  content: `The PDF voucher of booking ${orderReference(orderId)}, made from the booking when this message is sent.`,
  render: { voucher: orderId },
});
