import { getActor } from "@/lib/access/auth/guards";
import { ok, readJson, route } from "@/lib/platform/api/respond";
import { createTour } from "@/lib/content/tours/service";

/** POST /api/tours/create → 201 { message, data }; 400 { Errors }. Any staff member; starts unpublished. */
export const POST = route(async (req) => {
  const actor = await getActor(req);
  return ok(await createTour(actor, actor ? await readJson(req) : null), 201);
});
