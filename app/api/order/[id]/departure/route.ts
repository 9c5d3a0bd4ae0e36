import { getActor } from "@/lib/access/auth/guards";
import { ok, readJson, route } from "@/lib/platform/api/respond";
import { moveBooking } from "@/lib/booking/departures/service";

/** PUT /api/order/{id}/departure (staff): `{ departureId }` moves the booking to another departure of its tour. */
export const PUT = route<RouteContext<"/api/order/[id]/departure">>(
  async (req, ctx) => {
    const actor = await getActor(req);
    return ok(await moveBooking(actor, (await ctx.params).id, actor ? await readJson(req) : {}));
  },
  { validation: "error" },
);
