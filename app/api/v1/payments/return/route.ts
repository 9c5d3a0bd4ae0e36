import { NextResponse } from "next/server";
import { route } from "@/lib/platform/api/respond";
import { appUrl } from "@/lib/platform/env";
import { confirmPayment } from "@/lib/booking/payments/service";

/**
 * interaction.returnUrl: the gateway sends the browser here with `resultIndicator`. The server
 * confirms with Retrieve Order, then shows the order (PAID) or the pay page again.
 */
export const GET = route(
  async (req) => {
    const params = req.nextUrl.searchParams;
    const orderId = params.get("orderId") ?? "";
    const result = await confirmPayment(orderId, params.get("resultIndicator"));
    // Back to the language of the /pay page the payment started from.
    const lang = params.get("lang");
    const prefix = lang === "fr" || lang === "rw" ? `/${lang}` : "";
    const to = result.paid
      ? `/myorder/${result.orderId}?payment=paid`
      : result.status === "REFUND_DUE" || result.status === "REFUNDED" || result.status === "PARTIALLY_REFUNDED"
        ? `/myorder/${result.orderId}?payment=refund-due`
        : result.held
          ? // The card is only held while a mobile money prompt for the order is open: the booking's page shows how it ends.
            `/myorder/${result.orderId}?payment=held`
          : `/pay/${result.orderId}?payment=failed`;
    return NextResponse.redirect(`${appUrl()}${prefix}${to}`, 303);
  },
  { validation: "error" },
);
