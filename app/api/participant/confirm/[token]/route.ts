import { ok, route } from "@/lib/platform/api/respond";
import { confirmRegistration } from "@/lib/booking/participants/service";

/** POST /api/participant/confirm/{token} → { message }; unknown link 404, seat gone 409. Sent by the confirmation page's button. */
export const POST = route<RouteContext<"/api/participant/confirm/[token]">>(async (_req, ctx) => ok(await confirmRegistration((await ctx.params).token)), {
  validation: "error",
});
