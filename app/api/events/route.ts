import { getActor } from "@/lib/access/auth/guards";
import { ok, route } from "@/lib/platform/api/respond";
import { apiListQuery } from "@/lib/content/kind/list-query";
import { listEvents } from "@/lib/content/events/queries";

/** GET /api/events → { data, eventsCount }: approved events, or every event for a staff session. */
export const GET = route(
  async (req) => {
    const staff = (await getActor(req)) !== null;
    const { items, total } = await listEvents({ staff, ...apiListQuery(req.nextUrl) });
    return ok({ data: items, eventsCount: total });
  },
  { validation: "error" },
);
