import { ok, route } from "@/lib/platform/api/respond";
import { mobilePaymentState } from "@/lib/booking/payments/mobile-service";

/** GET → { state, message, amount, currency, next? }: /pay polls this (never the provider) while the payer approves. */
export const GET = route<RouteContext<"/api/v1/payments/mobile/[id]">>(async (_req, ctx) => ok(await mobilePaymentState((await ctx.params).id)), {
  validation: "error",
});
