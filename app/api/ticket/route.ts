import { ok, readJson, route } from "@/lib/platform/api/respond";
import { clientIp } from "@/lib/platform/api/client-ip";
import { submitTicket } from "@/lib/audience/inquiries/service";

/** POST /api/ticket: the /ticket booking form, stored as an air-ticket inquiry → { message }. Public. */
export const POST = route(async (req) => ok(await submitTicket(clientIp(req), await readJson(req))), { validation: "error" });
