import { getActor } from "@/lib/access/auth/guards";
import { ok, route } from "@/lib/platform/api/respond";
import { replaceCheckInCode } from "@/lib/booking/tickets/service";

/** POST /api/order/{id}/check-in-code (administrators): revoke the booking's code and issue a new one. */
export const POST = route<RouteContext<"/api/order/[id]/check-in-code">>(
  async (req, ctx) => ok(await replaceCheckInCode(await getActor(req), (await ctx.params).id)),
  { validation: "error" },
);
