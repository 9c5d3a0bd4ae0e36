import { clientIp } from "@/lib/api/client-ip";
import { getActor } from "@/lib/auth/guards";
import { answerFormPost, isFormPost } from "@/lib/api/form-post";
import { ok, readJson, route } from "@/lib/api/respond";
import { bookingFromForm, bookingPageAfter } from "@/lib/orders/booking-form-post";
import { listOrdersForApi, placeOrder } from "@/lib/orders/service";

// The old client reads `error` on this call, other clients `Errors`: a refusal carries both. The
// booking box posts here as a plain form before (or without) its script: answered with a 303.
export const POST = route(
  async (req) => {
    if (isFormPost(req)) return answerFormPost(req, "booking", (fields) => placeOrder(clientIp(req), bookingFromForm(fields)), bookingPageAfter);
    return ok(await placeOrder(clientIp(req), await readJson(req)));
  },
  { bothErrorKeys: true },
);

export const GET = route(async (req) => ok(await listOrdersForApi(await getActor(req), req.nextUrl.searchParams)), { validation: "error" });
