import { route } from "@/lib/platform/api/respond";
import { downloadVoucher } from "@/lib/booking/vouchers/download";

/** GET /api/order/{id}/voucher: the booking's PDF voucher (or ticket), for /myorder's "Download voucher". */
export const GET = route<RouteContext<"/api/order/[id]/voucher">>(
  async (_req, ctx) => {
    const { pdf, filename } = await downloadVoucher((await ctx.params).id);
    return new Response(new Uint8Array(pdf), {
      headers: {
        "content-type": "application/pdf",
        "content-disposition": `attachment; filename="${filename}"`,
        // It carries the check-in code: kept by nobody but the traveller's browser.
        "cache-control": "private, no-store",
      },
    });
  },
  { validation: "error" },
);
