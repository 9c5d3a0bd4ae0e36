import { getActor } from "@/lib/access/auth/guards";
import { ok, readJson, route } from "@/lib/platform/api/respond";
import { changeParticipantCategory } from "@/lib/booking/participants/category";

/** PUT /api/participant/category/{id} { category }: an administrator changes a registration's fee category. */
export const PUT = route<RouteContext<"/api/participant/category/[id]">>(
  async (req, ctx) => ok(await changeParticipantCategory(await getActor(req), (await ctx.params).id, await readJson(req))),
  { validation: "error" },
);
