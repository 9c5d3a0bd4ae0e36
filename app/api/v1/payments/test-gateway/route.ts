import { ok, readJson, route } from "@/lib/platform/api/respond";
import { recordTestDecision } from "@/lib/booking/payments/service";

/** The TEST MODE page's Approve / Decline / Cancel (404 unless the test gateway is active). */
export const POST = route(async (req) => ok(await recordTestDecision(await readJson(req))), { validation: "error" });
