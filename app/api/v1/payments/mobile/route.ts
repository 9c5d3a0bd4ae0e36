import { clientIp } from "@/lib/platform/api/client-ip";
import { ok, readJson, route } from "@/lib/platform/api/respond";
import { startMobilePayment } from "@/lib/booking/payments/mobile-service";

/** POST { orderId, phone, provider? } → 202 { message, attemptId, amount, currency: "RWF", statusUrl }: a prompt on the payer's phone. */
export const POST = route(async (req) => ok(await startMobilePayment(clientIp(req), await readJson(req)), 202), { validation: "error" });
