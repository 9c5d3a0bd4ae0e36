import { getActor } from "@/lib/auth/guards";
import { ok, route } from "@/lib/api/respond";
import { apiListQuery } from "@/lib/content/list-query";
import { listEvents } from "@/lib/events/queries";

/** GET /api/events → { data, eventsCount }: approved events, or every event for a staff session. */
export const GET = route(
  async (req) => {
    const staff = (await getActor(req)) !== null;
    const { items, total } = await listEvents({ staff, ...apiListQuery(req.nextUrl) });
    return ok({ data: items, eventsCount: total });
  },
  { validation: "error" },
);
