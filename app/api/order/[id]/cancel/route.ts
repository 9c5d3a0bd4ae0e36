import { clientIp } from "@/lib/platform/api/client-ip";
import { ok, route } from "@/lib/platform/api/respond";
import { cancelBooking, getCancellationPreview } from "@/lib/booking/cancellation/service";

/** GET /api/order/{id}/cancel: what cancelling now gives back, under the booking's policy. */
export const GET = route<RouteContext<"/api/order/[id]/cancel">>(async (_req, ctx) => ok(await getCancellationPreview((await ctx.params).id)), {
  validation: "error",
});

/** POST /api/order/{id}/cancel: the holder of the booking's id cancels it (the body is not read). */
export const POST = route<RouteContext<"/api/order/[id]/cancel">>(async (req, ctx) => ok(await cancelBooking(clientIp(req), (await ctx.params).id)), {
  validation: "error",
});
