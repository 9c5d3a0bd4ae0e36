import { clientIp } from "@/lib/api/client-ip";
import { ok, readJson, route } from "@/lib/api/respond";
import { chooseBankTransfer } from "@/lib/payments/service";

export const POST = route(async (req) => ok(await chooseBankTransfer(clientIp(req), await readJson(req))), { validation: "error" });
