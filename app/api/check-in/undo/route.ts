import { getActor } from "@/lib/auth/guards";
import { ok, readJson, route } from "@/lib/api/respond";
import { undoCheckIn } from "@/lib/tickets/service";

/** POST /api/check-in/undo (administrators): `{ code, reason }` makes a checked-in code usable again. */
export const POST = route(
  async (req) => {
    const actor = await getActor(req);
    return ok(await undoCheckIn(actor, actor ? await readJson(req) : {}));
  },
  { validation: "error" },
);
