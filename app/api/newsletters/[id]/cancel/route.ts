import { getActor } from "@/lib/access/auth/guards";
import { ok, route } from "@/lib/platform/api/respond";
import { moveNewsletter } from "@/lib/audience/newsletters/service";

type Ctx = RouteContext<"/api/newsletters/[id]/cancel">;

/** POST /api/newsletters/{id}/cancel → { message, data } (administrators); 409 when the newsletter is not in a state to cancel. */
export const POST = route<Ctx>(async (req, ctx) => ok(await moveNewsletter(await getActor(req), (await ctx.params).id, "cancel")), { validation: "error" });
