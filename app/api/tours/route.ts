import { getActor } from "@/lib/access/auth/guards";
import { ok, route } from "@/lib/platform/api/respond";
import { apiListQuery } from "@/lib/content/kind/list-query";
import { listTours } from "@/lib/content/tours/queries";
import { apiLang, translateAll } from "@/lib/content/translations/api";

/** GET /api/tours → { tours, total }: published tours, or every tour for a staff session. */
export const GET = route(
  async (req) => {
    const lang = apiLang(req);
    const staff = (await getActor(req)) !== null;
    const { items, total } = await listTours({ staff, ...apiListQuery(req.nextUrl) });
    return ok({ tours: await translateAll("tour", items, lang), total });
  },
  { validation: "error" },
);
