import { voucherPath } from "@/lib/booking/vouchers/names";

/** /myorder's "Download voucher": the PDF with the check-in QR code, while the booking stands. */
export function VoucherDownload({ orderId, kind }: { orderId: string; kind: "tour" | "event" }) {
  return (
    <a href={voucherPath(orderId)} download className="site-btn site-btn-outline">
      {kind === "event" ? "Download ticket" : "Download voucher"}
    </a>
  );
}
