import { ok, readJson, route } from "@/lib/api/respond";
import { clientIp } from "@/lib/api/client-ip";
import { submitContact } from "@/lib/inquiries/service";

/** POST /api/contact {names, email, subject, phone, message} → { message }; failure { error }. Public. */
export const POST = route(async (req) => ok(await submitContact(clientIp(req), await readJson(req))), { validation: "error" });
