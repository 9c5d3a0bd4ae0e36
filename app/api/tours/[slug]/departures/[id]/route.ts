import { getActor } from "@/lib/access/auth/guards";
import { ok, readJson, route } from "@/lib/platform/api/respond";
import { changeDeparture, removeDeparture } from "@/lib/booking/departures/service";

type Ctx = RouteContext<"/api/tours/[slug]/departures/[id]">;

/** PATCH (admins): `{ seats?, note?, state? }` → { message, departure }. */
export const PATCH = route<Ctx>(
  async (req, ctx) => {
    const actor = await getActor(req);
    const { slug, id } = await ctx.params;
    return ok(await changeDeparture(actor, slug, id, actor ? await readJson(req) : {}));
  },
  { validation: "error" },
);

/** DELETE (admins): removed when never booked, else cancelled (travellers mailed) → { message, departure? }. */
export const DELETE = route<Ctx>(
  async (req, ctx) => {
    const { slug, id } = await ctx.params;
    return ok(await removeDeparture(await getActor(req), slug, id));
  },
  { validation: "error" },
);
