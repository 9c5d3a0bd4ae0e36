import { getActor } from "@/lib/auth/guards";
import { ok, route } from "@/lib/api/respond";
import { deleteTour } from "@/lib/tours/service";

type Ctx = { params: Promise<{ slug: string }> };

/** DELETE /api/tours/delete/{slug} → { message }; admins only. */
export const DELETE = route<Ctx>(async (req, ctx) => ok(await deleteTour(await getActor(req), (await ctx.params).slug)), { validation: "error" });
