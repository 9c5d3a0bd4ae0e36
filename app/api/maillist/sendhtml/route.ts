import { ok, readJson, route } from "@/lib/platform/api/respond";
import { clientIp } from "@/lib/platform/api/client-ip";
import { submitLegacyAirTicket } from "@/lib/audience/inquiries/service";

/**
 * POST /api/maillist/sendhtml {sendTo, subject, html} → { message }: kept for old clients as an
 * air-ticket inquiry (stored, company notified, sender acknowledged; the HTML is never relayed).
 */
export const POST = route(async (req) => ok(await submitLegacyAirTicket(clientIp(req), await readJson(req))), { validation: "error" });
