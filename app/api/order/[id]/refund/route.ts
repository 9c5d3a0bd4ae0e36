import { getActor } from "@/lib/access/auth/guards";
import { ok, readJson, route } from "@/lib/platform/api/respond";
import { refundByStaff } from "@/lib/booking/refunds/staff";

/** POST /api/order/{id}/refund (administrators): `{ amount, reason, cancel }`. */
export const POST = route<RouteContext<"/api/order/[id]/refund">>(
  async (req, ctx) => {
    const actor = await getActor(req);
    return ok(await refundByStaff(actor, (await ctx.params).id, actor ? await readJson(req) : {}));
  },
  { validation: "error" },
);
