import { ok, readJson, route } from "@/lib/api/respond";
import { clientIp } from "@/lib/api/client-ip";
import { subscribe } from "@/lib/mailing-list/service";

/** POST /api/maillist/subscribe {email} → { message } (the same for every well-formed address); failure { error }. */
export const POST = route(async (req) => ok(await subscribe(clientIp(req), await readJson(req))), { validation: "error" });
