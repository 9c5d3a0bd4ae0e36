import { clientIp } from "@/lib/platform/api/client-ip";
import { ok, readJson, route } from "@/lib/platform/api/respond";
import { registerParticipant } from "@/lib/booking/participants/service";

/** POST /api/participant/create → 201 { message, participant } (a fee due: its /pay link goes by mail to the address); 4xx { error, Errors }. Public. */
export const POST = route(async (req) => ok(await registerParticipant(clientIp(req), await readJson(req)), 201), { bothErrorKeys: true });
