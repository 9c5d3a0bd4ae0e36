import { getActor } from "@/lib/auth/guards";
import { ok, readJson, route } from "@/lib/api/respond";
import { setUserActive } from "@/lib/users/service";

export const PUT = route<RouteContext<"/api/users/approve/[id]">>(
  async (req, ctx) => {
    const { id } = await ctx.params;
    return ok(await setUserActive(await getActor(req), id, await readJson(req)));
  },
  { validation: "error" },
);
