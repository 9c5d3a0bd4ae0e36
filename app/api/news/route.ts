import { getActor } from "@/lib/access/auth/guards";
import { ok, route } from "@/lib/platform/api/respond";
import { apiListQuery } from "@/lib/content/kind/list-query";
import { listNews } from "@/lib/content/news/queries";
import { apiLang, translateAll } from "@/lib/content/translations/api";

/** GET /api/news → { news, total }: published posts, or every post for a staff session. */
export const GET = route(
  async (req) => {
    const lang = apiLang(req);
    const staff = (await getActor(req)) !== null;
    const { items, total } = await listNews({ staff, ...apiListQuery(req.nextUrl) });
    return ok({ news: await translateAll("news", items, lang), total });
  },
  { validation: "error" },
);
