import { getActor } from "@/lib/access/auth/guards";
import { ok, readJson, route } from "@/lib/platform/api/respond";
import { updateNews } from "@/lib/content/news/service";

type Ctx = { params: Promise<{ slug: string }> };

/** PUT /api/news/update/{slug} → { message }; admins only; failures { error }. */
export const PUT = route<Ctx>(
  async (req, ctx) => {
    const actor = await getActor(req);
    return ok(await updateNews(actor, (await ctx.params).slug, actor ? await readJson(req) : null));
  },
  { validation: "error" },
);
