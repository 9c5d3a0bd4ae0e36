import { getActor } from "@/lib/access/auth/guards";
import { ok, route } from "@/lib/platform/api/respond";
import { recheckMobilePayment } from "@/lib/booking/payments/mobile-service";

/** POST (staff) → { message, status }: asks the provider about a payment now. */
export const POST = route<RouteContext<"/api/v1/payments/mobile/[id]/recheck">>(
  async (req, ctx) => ok(await recheckMobilePayment(await getActor(req), (await ctx.params).id)),
  { validation: "error" },
);
