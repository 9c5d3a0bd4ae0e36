import { ok, readJson, route } from "@/lib/platform/api/respond";
import { clientIp } from "@/lib/platform/api/client-ip";
import { answerFormPost, isFormPost } from "@/lib/platform/api/form-post";
import { subscribe } from "@/lib/audience/mailing-list/service";

/**
 * POST /api/maillist/subscribe {email} → { message } (the same for every well-formed address); failure { error }.
 * The footer's form also posts here as a plain form when the page's script has not run: a 303 to /sent.
 */
export const POST = route(
  async (req) => {
    if (isFormPost(req)) return answerFormPost(req, "subscribe", (fields) => subscribe(clientIp(req), fields));
    return ok(await subscribe(clientIp(req), await readJson(req)));
  },
  { validation: "error" },
);
