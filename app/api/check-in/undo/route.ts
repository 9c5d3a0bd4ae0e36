import { getActor } from "@/lib/access/auth/guards";
import { ok, readJson, route } from "@/lib/platform/api/respond";
import { undoCheckIn } from "@/lib/booking/tickets/service";

/** POST /api/check-in/undo (administrators): `{ code, reason }` makes a checked-in code usable again. */
export const POST = route(
  async (req) => {
    const actor = await getActor(req);
    return ok(await undoCheckIn(actor, actor ? await readJson(req) : {}));
  },
  { validation: "error" },
);
