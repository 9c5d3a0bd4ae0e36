import { getActor } from "@/lib/access/auth/guards";
import { ok, readJson, route } from "@/lib/platform/api/respond";
import { NotFoundError } from "@/lib/platform/errors";
import { findPublication } from "@/lib/content/publications/queries";
import { deletePublication, updatePublication } from "@/lib/content/publications/service";
import { apiLang, translateOne } from "@/lib/content/translations/api";

type Ctx = { params: Promise<{ id: string }> };

/** GET /api/publications/{id} → { data }. Inactive publications are 404 to anonymous callers. */
export const GET = route<Ctx>(
  async (req, ctx) => {
    const lang = apiLang(req);
    const staff = (await getActor(req)) !== null;
    const item = await findPublication((await ctx.params).id, { staff });
    if (!item) throw new NotFoundError("Publication not found.");
    return ok({ data: await translateOne("publication", item, lang) });
  },
  { validation: "error" },
);

/** PUT /api/publications/{id} (publication fields) → { message }; admins only; failures { error }. */
export const PUT = route<Ctx>(
  async (req, ctx) => {
    const actor = await getActor(req);
    return ok(await updatePublication(actor, (await ctx.params).id, actor ? await readJson(req) : null));
  },
  { validation: "error" },
);

/** DELETE /api/publications/{id} → { message }; admins only. */
export const DELETE = route<Ctx>(async (req, ctx) => ok(await deletePublication(await getActor(req), (await ctx.params).id)), { validation: "error" });
