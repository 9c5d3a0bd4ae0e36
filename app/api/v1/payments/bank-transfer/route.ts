import { clientIp } from "@/lib/platform/api/client-ip";
import { ok, readJson, route } from "@/lib/platform/api/respond";
import { chooseBankTransfer } from "@/lib/booking/payments/service";

export const POST = route(async (req) => ok(await chooseBankTransfer(clientIp(req), await readJson(req))), { validation: "error" });
