import { clientIp } from "@/lib/api/client-ip";
import { getActor } from "@/lib/auth/guards";
import { ok, readJson, route } from "@/lib/api/respond";
import { listOrdersForApi, placeOrder } from "@/lib/orders/service";

// The old client reads `error` on this call, other clients `Errors`: a refusal carries both.
export const POST = route(async (req) => ok(await placeOrder(clientIp(req), await readJson(req))), { bothErrorKeys: true });

export const GET = route(async (req) => ok(await listOrdersForApi(await getActor(req), req.nextUrl.searchParams)), { validation: "error" });
