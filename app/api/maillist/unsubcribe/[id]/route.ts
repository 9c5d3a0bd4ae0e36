import { ok, route } from "@/lib/platform/api/respond";
import { unsubscribe } from "@/lib/audience/mailing-list/service";
import { queryText, readQuery } from "@/lib/platform/validation/query";

type Ctx = RouteContext<"/api/maillist/unsubcribe/[id]">;

/**
 * POST: the unsubscribe page's button, and mail clients' one-click unsubscribe (RFC 8058, the
 * List-Unsubscribe-Post header; their form-encoded body is not needed). GET: kept for old clients.
 * `?newsletter=`: the newsletter whose link it is (lib/audience/mailing-list/mails.ts).
 */
export const POST = route<Ctx>(
  async (req, ctx) => {
    const { newsletter } = readQuery(req.nextUrl.searchParams, { newsletter: queryText(36) });
    return ok(await unsubscribe((await ctx.params).id, newsletter));
  },
  { validation: "error" },
);
export const GET = POST;
