import { getActor } from "@/lib/access/auth/guards";
import { ok, route } from "@/lib/platform/api/respond";
import { deleteTour } from "@/lib/content/tours/service";

type Ctx = { params: Promise<{ slug: string }> };

/** DELETE /api/tours/delete/{slug} → { message }; admins only. */
export const DELETE = route<Ctx>(async (req, ctx) => ok(await deleteTour(await getActor(req), (await ctx.params).slug)), { validation: "error" });
