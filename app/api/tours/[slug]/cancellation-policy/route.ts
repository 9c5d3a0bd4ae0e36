import { getActor } from "@/lib/access/auth/guards";
import { ok, readJson, route } from "@/lib/platform/api/respond";
import { setCancellationPolicy } from "@/lib/booking/cancellation/staff";

/** PUT /api/tours/{slug}/cancellation-policy (administrators): `{ steps: [{ daysBefore, percent }] }`, or `{ steps: null }` for the default. */
export const PUT = route<RouteContext<"/api/tours/[slug]/cancellation-policy">>(
  async (req, ctx) => {
    const actor = await getActor(req);
    return ok(await setCancellationPolicy(actor, "tour", (await ctx.params).slug, actor ? await readJson(req) : {}));
  },
  { validation: "error" },
);
