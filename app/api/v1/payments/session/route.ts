import { clientIp } from "@/lib/platform/api/client-ip";
import { ok, readJson, route } from "@/lib/platform/api/respond";
import { createPaymentSession } from "@/lib/booking/payments/service";

/** The old client's path: answers {sessionId} (and how to open the checkout); failures {error}. */
export const POST = route(async (req) => ok(await createPaymentSession(clientIp(req), await readJson(req))), { validation: "error" });
