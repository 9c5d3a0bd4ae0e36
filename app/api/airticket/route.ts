import { ok, readJson, route } from "@/lib/platform/api/respond";
import { clientIp } from "@/lib/platform/api/client-ip";
import { submitAirTicket } from "@/lib/audience/inquiries/service";

/** POST /api/airticket: the air-ticket modal's inquiry → { message }; failure { error }. Public. */
export const POST = route(async (req) => ok(await submitAirTicket(clientIp(req), await readJson(req))), { validation: "error" });
