import { getActor } from "@/lib/access/auth/guards";
import { ok, readJson, route } from "@/lib/platform/api/respond";
import { setMessageHandled } from "@/lib/audience/inquiries/service";

/** PUT /api/inbox/{id} {handled} → { message }. Staff only. */
export const PUT = route<RouteContext<"/api/inbox/[id]">>(
  async (req, ctx) => {
    const actor = await getActor(req);
    const { id } = await ctx.params;
    return ok(await setMessageHandled(actor, id, actor ? await readJson(req) : null));
  },
  { validation: "error" },
);
