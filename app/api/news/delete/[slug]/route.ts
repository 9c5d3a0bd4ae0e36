import { getActor } from "@/lib/access/auth/guards";
import { ok, route } from "@/lib/platform/api/respond";
import { deleteNews } from "@/lib/content/news/service";

type Ctx = { params: Promise<{ slug: string }> };

/** DELETE /api/news/delete/{slug} → { message }; admins only. */
export const DELETE = route<Ctx>(async (req, ctx) => ok(await deleteNews(await getActor(req), (await ctx.params).slug)), { validation: "error" });
