import { getActor } from "@/lib/access/auth/guards";
import { ok, route } from "@/lib/platform/api/respond";
import { listCommentsForApi } from "@/lib/content/comments/service";

type Ctx = { params: Promise<{ slug: string }> };

/** GET /api/comments/{slug or id}/tours → { comments, total }: staff get all, others the enabled ones. */
export const GET = route<Ctx>(
  async (req, ctx) => ok(await listCommentsForApi(await getActor(req), "tour", (await ctx.params).slug, req.nextUrl.searchParams)),
  { validation: "error" },
);
