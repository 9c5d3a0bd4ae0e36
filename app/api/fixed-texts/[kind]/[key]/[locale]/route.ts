import { getActor } from "@/lib/access/auth/guards";
import { ok, readJson, route } from "@/lib/platform/api/respond";
import { resetFixedText, saveFixedText } from "@/lib/content/fixed-texts/service";

type Ctx = RouteContext<"/api/fixed-texts/[kind]/[key]/[locale]">;

/** PUT /api/fixed-texts/{faq|faq-section|service|page}/{key}/{en|fr|rw} (administrators): the kind's fields and `needsReview` → { message }. */
export const PUT = route<Ctx>(
  async (req, ctx) => {
    const actor = await getActor(req);
    const { kind, key, locale } = await ctx.params;
    return ok(await saveFixedText(actor, kind, key, locale, actor ? await readJson(req) : null));
  },
  { validation: "error" },
);

/** DELETE /api/fixed-texts/{kind}/{key}/{locale} (administrators) → { message }; the page shows the default again. */
export const DELETE = route<Ctx>(
  async (req, ctx) => {
    const { kind, key, locale } = await ctx.params;
    return ok(await resetFixedText(await getActor(req), kind, key, locale));
  },
  { validation: "error" },
);
