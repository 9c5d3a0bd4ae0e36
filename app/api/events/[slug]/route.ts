import { getActor } from "@/lib/access/auth/guards";
import { ok, readJson, route } from "@/lib/platform/api/respond";
import { NotFoundError } from "@/lib/platform/errors";
import { findEvent } from "@/lib/content/events/queries";
import { deleteEvent, updateEvent } from "@/lib/content/events/service";
import { apiLang, translateOne } from "@/lib/content/translations/api";

type Ctx = { params: Promise<{ slug: string }> };

/** GET /api/events/{slug or id} → { data }. Unapproved events are 404 to anonymous callers. */
export const GET = route<Ctx>(
  async (req, ctx) => {
    const lang = apiLang(req);
    const staff = (await getActor(req)) !== null;
    const item = await findEvent((await ctx.params).slug, { staff });
    if (!item) throw new NotFoundError("Event not found.");
    return ok({ data: await translateOne("event", item, lang) });
  },
  { validation: "error" },
);

/** PUT /api/events/{slug} (event fields) → { message }; admins only; failures { error }. */
export const PUT = route<Ctx>(
  async (req, ctx) => {
    const actor = await getActor(req);
    return ok(await updateEvent(actor, (await ctx.params).slug, actor ? await readJson(req) : null));
  },
  { validation: "error" },
);

/** DELETE /api/events/{slug} → { message }; admins only. */
export const DELETE = route<Ctx>(async (req, ctx) => ok(await deleteEvent(await getActor(req), (await ctx.params).slug)), { validation: "error" });
