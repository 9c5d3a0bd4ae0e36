import { clientIp } from "@/lib/platform/api/client-ip";
import { answerFormPost, isFormPost } from "@/lib/platform/api/form-post";
import { ok, readJson, route } from "@/lib/platform/api/respond";
import { createComment } from "@/lib/content/comments/service";

/**
 * POST /api/comments/create { names, email, commentBody, slug, kind? } → 201 { message }; 400 { Errors }.
 * Public; the comment is stored disabled until an administrator enables it. The comment form also
 * posts here as a plain form before its script has loaded: answered with a 303 to /sent.
 */
export const POST = route(async (req) => {
  if (isFormPost(req)) return answerFormPost(req, "comment", (fields) => createComment(clientIp(req), fields));
  return ok(await createComment(clientIp(req), await readJson(req)), 201);
});
