import { ok, route } from "@/lib/api/respond";
import { unsubscribe } from "@/lib/mailing-list/service";

type Ctx = RouteContext<"/api/maillist/unsubcribe/[id]">;

/**
 * POST: the unsubscribe page's button, and mail clients' one-click unsubscribe (RFC 8058, the
 * List-Unsubscribe-Post header; their form-encoded body is not needed). GET: kept for old clients.
 */
export const POST = route<Ctx>(async (_req, ctx) => ok(await unsubscribe((await ctx.params).id)), { validation: "error" });
export const GET = POST;
