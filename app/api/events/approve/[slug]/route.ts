import { getActor } from "@/lib/access/auth/guards";
import { ok, readJson, route } from "@/lib/platform/api/respond";
import { setEventApproved } from "@/lib/content/events/service";

type Ctx = { params: Promise<{ slug: string }> };

/** PUT /api/events/approve/{slug} { isApproved: "true" | "false" } → { message }; admins only. */
export const PUT = route<Ctx>(
  async (req, ctx) => {
    const actor = await getActor(req);
    return ok(await setEventApproved(actor, (await ctx.params).slug, actor ? await readJson(req) : null));
  },
  { validation: "error" },
);
