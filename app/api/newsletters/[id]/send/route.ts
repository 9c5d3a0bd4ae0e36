import { getActor } from "@/lib/access/auth/guards";
import { ok, readJson, route } from "@/lib/platform/api/respond";
import { sendNewsletter } from "@/lib/audience/newsletters/service";

type Ctx = RouteContext<"/api/newsletters/[id]/send">;

/** POST /api/newsletters/{id}/send { at? } → 202 { message, data } (administrators); 409 when already sending or sent. */
export const POST = route<Ctx>(
  async (req, ctx) => {
    const actor = await getActor(req);
    return ok(await sendNewsletter(actor, (await ctx.params).id, actor ? await readJson(req) : null), 202);
  },
  { validation: "error" },
);
