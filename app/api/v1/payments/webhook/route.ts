import { ok, readJson, route } from "@/lib/platform/api/respond";
import { handleGatewayNotification } from "@/lib/booking/payments/service";

/** MPGS notifications: X-Notification-Secret must match MPGS_NOTIFICATION_SECRET. */
export const POST = route(
  async (req) => {
    const result = await handleGatewayNotification(req.headers.get("x-notification-secret"), await readJson(req));
    return ok({ message: "Notification processed.", status: result.status });
  },
  { validation: "error" },
);
