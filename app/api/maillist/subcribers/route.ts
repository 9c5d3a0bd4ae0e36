import { getActor } from "@/lib/access/auth/guards";
import { ok, route } from "@/lib/platform/api/respond";
import { getSubscribers } from "@/lib/audience/mailing-list/service";

/** GET /api/maillist/subcribers → { subscribers, count }. Staff only; failure { error }. */
export const GET = route(async (req) => ok(await getSubscribers(await getActor(req))), { validation: "error" });
