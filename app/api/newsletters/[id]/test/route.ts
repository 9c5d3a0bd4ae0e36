import { getActor } from "@/lib/access/auth/guards";
import { ok, route } from "@/lib/platform/api/respond";
import { sendTestNewsletter } from "@/lib/audience/newsletters/service";

type Ctx = RouteContext<"/api/newsletters/[id]/test">;

/** POST /api/newsletters/{id}/test → 202 { message }: the newsletter as saved, to the signed-in staff member's own address. */
export const POST = route<Ctx>(async (req, ctx) => ok(await sendTestNewsletter(await getActor(req), (await ctx.params).id), 202), { validation: "error" });
