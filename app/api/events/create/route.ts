import { getActor } from "@/lib/access/auth/guards";
import { ok, readJson, route } from "@/lib/platform/api/respond";
import { createEvent } from "@/lib/content/events/service";

/** POST /api/events/create → 201 { message, data }; 400 { Errors }. Any staff member; starts unapproved. */
export const POST = route(async (req) => {
  const actor = await getActor(req);
  return ok(await createEvent(actor, actor ? await readJson(req) : null), 201);
});
