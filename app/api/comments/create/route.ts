import { clientIp } from "@/lib/api/client-ip";
import { ok, readJson, route } from "@/lib/api/respond";
import { createComment } from "@/lib/comments/service";

/**
 * POST /api/comments/create { names, email, commentBody, slug, kind? } → 201 { message }; 400 { Errors }.
 * Public; the comment is stored disabled until an administrator enables it.
 */
export const POST = route(async (req) => ok(await createComment(clientIp(req), await readJson(req)), 201));
