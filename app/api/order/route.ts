import { clientIp } from "@/lib/platform/api/client-ip";
import { getActor } from "@/lib/access/auth/guards";
import { answerFormPost, isFormPost } from "@/lib/platform/api/form-post";
import { ok, readJson, route } from "@/lib/platform/api/respond";
import { bookingFromForm, bookingPageAfter } from "@/lib/booking/orders/booking-form-post";
import { listOrdersForApi, placeOrder } from "@/lib/booking/order-desk/service";

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
