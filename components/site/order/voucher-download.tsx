import { voucherPath } from "@/lib/booking/vouchers/names";

/** /myorder's "Download voucher": the PDF with the check-in QR code, while the booking stands. */
export function VoucherDownload({ orderId, label }: { orderId: string; label: string }) {
  return (
    <a href={voucherPath(orderId)} download className="site-btn site-btn-outline">
      {label}
    </a>
  );
}
