import { getActor } from "@/lib/auth/guards";
import { ok, readJson, route } from "@/lib/api/respond";
import { setEventApproved } from "@/lib/events/service";

type Ctx = { params: Promise<{ slug: string }> };

/** PUT /api/events/approve/{slug} { isApproved: "true" | "false" } → { message }; admins only. */
export const PUT = route<Ctx>(
  async (req, ctx) => {
    const actor = await getActor(req);
    return ok(await setEventApproved(actor, (await ctx.params).slug, actor ? await readJson(req) : null));
  },
  { validation: "error" },
);
