import { getActor } from "@/lib/access/auth/guards";
import { ok, readJson, route } from "@/lib/platform/api/respond";
import { createPublication } from "@/lib/content/publications/service";

/** POST /api/publications/create → 201 { message, data }; 400 { Errors }. Any staff member; starts inactive. */
export const POST = route(async (req) => {
  const actor = await getActor(req);
  return ok(await createPublication(actor, actor ? await readJson(req) : null), 201);
});
