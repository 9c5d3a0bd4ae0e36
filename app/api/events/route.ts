import { getActor } from "@/lib/access/auth/guards";
import { ok, route } from "@/lib/platform/api/respond";
import { apiListQuery } from "@/lib/content/kind/list-query";
import { listEvents } from "@/lib/content/events/queries";
import { apiLang, translateAll } from "@/lib/content/translations/api";

/** GET /api/events → { data, eventsCount }: approved events, or every event for a staff session. */
export const GET = route(
  async (req) => {
    const lang = apiLang(req);
    const staff = (await getActor(req)) !== null;
    const { items, total } = await listEvents({ staff, ...apiListQuery(req.nextUrl) });
    return ok({ data: await translateAll("event", items, lang), eventsCount: total });
  },
  { validation: "error" },
);
