import { getActor } from "@/lib/auth/guards";
import { ok, route } from "@/lib/api/respond";
import { apiListQuery } from "@/lib/content/list-query";
import { listTours } from "@/lib/tours/queries";

/** GET /api/tours → { tours, total }: published tours, or every tour for a staff session. */
export const GET = route(
  async (req) => {
    const staff = (await getActor(req)) !== null;
    const { items, total } = await listTours({ staff, ...apiListQuery(req.nextUrl) });
    return ok({ tours: items, total });
  },
  { validation: "error" },
);
