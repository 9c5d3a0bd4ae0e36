import { getActor } from "@/lib/auth/guards";
import { ok, route } from "@/lib/api/respond";
import { NotFoundError } from "@/lib/errors";
import { findTour } from "@/lib/tours/queries";

type Ctx = { params: Promise<{ slug: string }> };

/** GET /api/tours/{slug or id} → { tours: Tour } (one object under the plural key). Drafts are 404 to anonymous callers. */
export const GET = route<Ctx>(
  async (req, ctx) => {
    const staff = (await getActor(req)) !== null;
    const item = await findTour((await ctx.params).slug, { staff });
    if (!item) throw new NotFoundError("Tour not found.");
    return ok({ tours: item });
  },
  { validation: "error" },
);
