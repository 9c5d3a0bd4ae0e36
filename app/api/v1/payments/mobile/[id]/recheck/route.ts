import { getActor } from "@/lib/auth/guards";
import { ok, route } from "@/lib/api/respond";
import { recheckMobilePayment } from "@/lib/payments/mobile-service";

/** POST (staff) → { message, status }: asks the provider about a payment now. */
export const POST = route<RouteContext<"/api/v1/payments/mobile/[id]/recheck">>(
  async (req, ctx) => ok(await recheckMobilePayment(await getActor(req), (await ctx.params).id)),
  { validation: "error" },
);
