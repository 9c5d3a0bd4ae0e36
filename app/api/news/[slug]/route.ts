import { getActor } from "@/lib/access/auth/guards";
import { ok, route } from "@/lib/platform/api/respond";
import { NotFoundError } from "@/lib/platform/errors";
import { countNewsRead, findNews } from "@/lib/content/news/queries";
import { apiLang, translateOne } from "@/lib/content/translations/api";

type Ctx = { params: Promise<{ slug: string }> };

/** GET /api/news/{slug or id} → { news }. Drafts are 404 to anonymous callers, whose reads are counted. */
export const GET = route<Ctx>(
  async (req, ctx) => {
    const lang = apiLang(req);
    const staff = (await getActor(req)) !== null;
    const item = await findNews((await ctx.params).slug, { staff });
    if (!item) throw new NotFoundError("Blog not found.");
    if (!staff) await countNewsRead(item.id);
    return ok({ news: await translateOne("news", item, lang) });
  },
  { validation: "error" },
);
