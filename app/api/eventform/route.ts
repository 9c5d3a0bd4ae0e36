import { ok, readJson, route } from "@/lib/platform/api/respond";
import { clientIp } from "@/lib/platform/api/client-ip";
import { submitEventSupport } from "@/lib/audience/inquiries/service";

/** POST /api/eventform: an event-management support request → { message }; failure { error }. Public. */
export const POST = route(async (req) => ok(await submitEventSupport(clientIp(req), await readJson(req))), { validation: "error" });
