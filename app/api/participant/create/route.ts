import { clientIp } from "@/lib/platform/api/client-ip";
import { answerFormPost, isFormPost } from "@/lib/platform/api/form-post";
import { ok, readJson, route } from "@/lib/platform/api/respond";
import { registerFromForm, registerParticipant } from "@/lib/booking/participants/service";

/** POST /api/participant/create → 201 { message, participant } (a fee due: its /pay link goes by mail to the address); 4xx { error, Errors }. Public. */
export const POST = route(
  async (req) => {
    // The registration form posts here as a plain form before (or without) its script: answered with a 303 to /sent.
    if (isFormPost(req)) return answerFormPost(req, "registration", (fields) => registerFromForm(clientIp(req), fields));
    return ok(await registerParticipant(clientIp(req), await readJson(req)), 201);
  },
  { bothErrorKeys: true },
);
