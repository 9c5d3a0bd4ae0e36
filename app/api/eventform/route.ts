import { ok, readJson, route } from "@/lib/api/respond";
import { clientIp } from "@/lib/api/client-ip";
import { submitEventSupport } from "@/lib/inquiries/service";

/** POST /api/eventform: an event-management support request → { message }; failure { error }. Public. */
export const POST = route(async (req) => ok(await submitEventSupport(clientIp(req), await readJson(req))), { validation: "error" });
