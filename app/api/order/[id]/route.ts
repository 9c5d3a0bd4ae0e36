import { getActor } from "@/lib/access/auth/guards";
import { ok, readJson, route } from "@/lib/platform/api/respond";
import { getOrderForApi, setOrderStatus } from "@/lib/booking/order-desk/service";

export const GET = route<RouteContext<"/api/order/[id]">>(async (_req, ctx) => ok(await getOrderForApi((await ctx.params).id)), { validation: "error" });

export const PUT = route<RouteContext<"/api/order/[id]">>(
  async (req, ctx) => ok(await setOrderStatus(await getActor(req), (await ctx.params).id, await readJson(req))),
  { validation: "error" },
);
