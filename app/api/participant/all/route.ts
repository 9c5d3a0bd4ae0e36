import { getActor } from "@/lib/access/auth/guards";
import { ok, route } from "@/lib/platform/api/respond";
import { listAllParticipants } from "@/lib/booking/participants/service";

/** GET /api/participant/all → Participant[] (a bare array, spec §7). Staff only. */
export const GET = route(async (req) => ok(await listAllParticipants(await getActor(req))), { validation: "error" });
