import { getActor } from "@/lib/access/auth/guards";
import { ok, route } from "@/lib/platform/api/respond";
import { apiListQuery } from "@/lib/content/kind/list-query";
import { listNews } from "@/lib/content/news/queries";

/** GET /api/news → { news, total }: published posts, or every post for a staff session. */
export const GET = route(
  async (req) => {
    const staff = (await getActor(req)) !== null;
    const { items, total } = await listNews({ staff, ...apiListQuery(req.nextUrl) });
    return ok({ news: items, total });
  },
  { validation: "error" },
);
