import { getActor } from "@/lib/auth/guards";
import { ok, readJson, route } from "@/lib/api/respond";
import { setTourPublished } from "@/lib/tours/service";

type Ctx = { params: Promise<{ slug: string }> };

/** PUT /api/tours/publish/{slug} { isPublished: "true" | "false" } → { message }; admins only. */
export const PUT = route<Ctx>(
  async (req, ctx) => {
    const actor = await getActor(req);
    return ok(await setTourPublished(actor, (await ctx.params).slug, actor ? await readJson(req) : null));
  },
  { validation: "error" },
);
