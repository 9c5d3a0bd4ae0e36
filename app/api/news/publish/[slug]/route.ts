import { getActor } from "@/lib/access/auth/guards";
import { ok, readJson, route } from "@/lib/platform/api/respond";
import { setNewsPublished } from "@/lib/content/news/service";

type Ctx = { params: Promise<{ slug: string }> };

/** PUT /api/news/publish/{slug} { isPublished: "true" | "false" } → { message }; admins only. */
export const PUT = route<Ctx>(
  async (req, ctx) => {
    const actor = await getActor(req);
    return ok(await setNewsPublished(actor, (await ctx.params).slug, actor ? await readJson(req) : null));
  },
  { validation: "error" },
);
