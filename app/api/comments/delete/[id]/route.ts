import { getActor } from "@/lib/access/auth/guards";
import { ok, route } from "@/lib/platform/api/respond";
import { deleteComment } from "@/lib/content/comments/service";

type Ctx = { params: Promise<{ id: string }> };

/** DELETE /api/comments/delete/{id} → { message }; admins only, failures in errors.auth (spec §8). */
export const DELETE = route<Ctx>(async (req, ctx) => ok(await deleteComment(await getActor(req), (await ctx.params).id)), {
  validation: "error",
  authErrors: true,
});
