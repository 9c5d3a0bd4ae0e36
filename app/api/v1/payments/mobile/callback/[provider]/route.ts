import type { NextRequest } from "next/server";
import { ok, route } from "@/lib/platform/api/respond";
import { handleMobileCallback } from "@/lib/booking/payments/mobile-service";

/**
 * MTN MoMo (PUT) and Airtel Money (POST) callbacks. Unsigned, so only a hint: the status is read
 * from the provider. Always the same answer, whatever the body.
 */
async function handle(req: NextRequest, ctx: RouteContext<"/api/v1/payments/mobile/callback/[provider]">) {
  const body: unknown = await req.json().catch(() => null);
  return ok(await handleMobileCallback((await ctx.params).provider, body));
}

export const POST = route(handle, { validation: "error" });
export const PUT = route(handle, { validation: "error" });
