import { getActor } from "@/lib/access/auth/guards";
import { ok, readJson, route } from "@/lib/platform/api/respond";
import { updateTour } from "@/lib/content/tours/service";

type Ctx = { params: Promise<{ slug: string }> };

/** PUT /api/tours/update/{slug} (body as create) → { message }; admins only; failures { error }. */
export const PUT = route<Ctx>(
  async (req, ctx) => {
    const actor = await getActor(req);
    return ok(await updateTour(actor, (await ctx.params).slug, actor ? await readJson(req) : null));
  },
  { validation: "error" },
);
