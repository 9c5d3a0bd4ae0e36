import { getActor } from "@/lib/access/auth/guards";
import { ok, readJson, route } from "@/lib/platform/api/respond";
import { NotFoundError } from "@/lib/platform/errors";
import { getPublicDepartures } from "@/lib/booking/departures/queries";
import { addDepartures } from "@/lib/booking/departures/service";

type Ctx = RouteContext<"/api/tours/[slug]/departures">;

/** GET /api/tours/{slug}/departures → { departures: [{ id, startsAt, seats, seatsLeft, state, note }] }: upcoming, soonest first. */
export const GET = route<Ctx>(
  async (_req, ctx) => {
    const departures = await getPublicDepartures((await ctx.params).slug);
    if (!departures) throw new NotFoundError("Tour not found.");
    return ok({ departures });
  },
  { validation: "error" },
);

/** POST (admins): one departure or a series → 201. */
export const POST = route<Ctx>(async (req, ctx) => {
  const actor = await getActor(req);
  return ok(await addDepartures(actor, (await ctx.params).slug, actor ? await readJson(req) : {}), 201);
});
