import { getActor } from "@/lib/auth/guards";
import { ok, route } from "@/lib/api/respond";
import { deleteComment } from "@/lib/comments/service";

type Ctx = { params: Promise<{ id: string }> };

/** DELETE /api/comments/delete/{id} → { message }; admins only, failures in errors.auth (spec §8). */
export const DELETE = route<Ctx>(async (req, ctx) => ok(await deleteComment(await getActor(req), (await ctx.params).id)), {
  validation: "error",
  authErrors: true,
});
