import { getActor } from "@/lib/access/auth/guards";
import { ok, readJson, route } from "@/lib/platform/api/respond";
import { deleteTranslation, saveTranslation } from "@/lib/content/translations/service";

type Ctx = RouteContext<"/api/translations/[kind]/[id]/[locale]">;

/** PUT /api/translations/{news|tour|event|publication}/{item id}/{fr|rw} (administrators): the kind's translated fields and `needsReview` → { message }. */
export const PUT = route<Ctx>(
  async (req, ctx) => {
    const actor = await getActor(req);
    const { kind, id, locale } = await ctx.params;
    return ok(await saveTranslation(actor, kind, id, locale, actor ? await readJson(req) : null));
  },
  { validation: "error" },
);

/** DELETE /api/translations/{kind}/{item id}/{fr|rw} (administrators) → { message }; the page falls back to English. */
export const DELETE = route<Ctx>(
  async (req, ctx) => {
    const { kind, id, locale } = await ctx.params;
    return ok(await deleteTranslation(await getActor(req), kind, id, locale));
  },
  { validation: "error" },
);
