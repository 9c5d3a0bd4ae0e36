import { getActor } from "@/lib/access/auth/guards";
import { ok, readJson, route } from "@/lib/platform/api/respond";
import { setCommentActive } from "@/lib/content/comments/service";

type Ctx = { params: Promise<{ id: string }> };

/** PUT /api/comments/change/{id} { status: "true" | "false" } → { message }; admins only, failures also in errors.auth. */
export const PUT = route<Ctx>(
  async (req, ctx) => {
    const actor = await getActor(req);
    return ok(await setCommentActive(actor, (await ctx.params).id, actor ? await readJson(req) : null));
  },
  { validation: "error", authErrors: true },
);
