import { ok, route } from "@/lib/platform/api/respond";
import { confirmSubscription } from "@/lib/audience/mailing-list/service";

/** POST /api/maillist/confirm/{token} → { message }; unknown link 404 { error }. Sent by the confirmation page's button. */
export const POST = route<RouteContext<"/api/maillist/confirm/[token]">>(async (_req, ctx) => ok(await confirmSubscription((await ctx.params).token)), {
  validation: "error",
});
