import { getActor } from "@/lib/access/auth/guards";
import { ok, route } from "@/lib/platform/api/respond";
import { NotFoundError } from "@/lib/platform/errors";
import { findTour } from "@/lib/content/tours/queries";
import { apiLang, translateOne } from "@/lib/content/translations/api";

type Ctx = { params: Promise<{ slug: string }> };

/** GET /api/tours/{slug or id} → { tours: Tour } (one object under the plural key). Drafts are 404 to anonymous callers. */
export const GET = route<Ctx>(
  async (req, ctx) => {
    const lang = apiLang(req);
    const staff = (await getActor(req)) !== null;
    const item = await findTour((await ctx.params).slug, { staff });
    if (!item) throw new NotFoundError("Tour not found.");
    return ok({ tours: await translateOne("tour", item, lang) });
  },
  { validation: "error" },
);
