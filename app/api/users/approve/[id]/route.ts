import { getActor } from "@/lib/access/auth/guards";
import { ok, readJson, route } from "@/lib/platform/api/respond";
import { setUserActive } from "@/lib/access/users/service";

export const PUT = route<RouteContext<"/api/users/approve/[id]">>(
  async (req, ctx) => {
    const { id } = await ctx.params;
    return ok(await setUserActive(await getActor(req), id, await readJson(req)));
  },
  { validation: "error" },
);
