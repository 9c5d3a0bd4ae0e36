import { ok, readJson, route } from "@/lib/api/respond";
import { clientIp } from "@/lib/api/client-ip";
import { submitAirTicket } from "@/lib/inquiries/service";

/** POST /api/airticket: the air-ticket modal's inquiry → { message }; failure { error }. Public. */
export const POST = route(async (req) => ok(await submitAirTicket(clientIp(req), await readJson(req))), { validation: "error" });
