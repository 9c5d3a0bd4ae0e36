import { getActor } from "@/lib/access/auth/guards";
import { ok, route } from "@/lib/platform/api/respond";
import { recordBankRefundMade } from "@/lib/booking/refunds/staff";

/** POST /api/order/{id}/refund/made (administrators): the bank transfer back has been made. */
export const POST = route<RouteContext<"/api/order/[id]/refund/made">>(
  async (req, ctx) => ok(await recordBankRefundMade(await getActor(req), (await ctx.params).id)),
  { validation: "error" },
);
