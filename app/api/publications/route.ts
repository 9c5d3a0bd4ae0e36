import { getActor } from "@/lib/access/auth/guards";
import { ok, route } from "@/lib/platform/api/respond";
import { apiListQuery } from "@/lib/content/kind/list-query";
import { listPublications } from "@/lib/content/publications/queries";
import { apiLang, translateAll } from "@/lib/content/translations/api";

/**
 * GET /api/publications → { data, publicationsCount }: active publications, or every one for a
 * staff session. `?category=` narrows to one kind.
 */
export const GET = route(
  async (req) => {
    const lang = apiLang(req);
    const staff = (await getActor(req)) !== null;
    const category = req.nextUrl.searchParams.get("category") || undefined;
    const { items, total } = await listPublications({ staff, category, ...apiListQuery(req.nextUrl) });
    return ok({ data: await translateAll("publication", items, lang), publicationsCount: total });
  },
  { validation: "error" },
);
