import { ok, readJson, route } from "@/lib/platform/api/respond";
import { clientIp } from "@/lib/platform/api/client-ip";
import { answerFormPost, isFormPost } from "@/lib/platform/api/form-post";
import { submitContact } from "@/lib/audience/inquiries/service";

/**
 * POST /api/contact {names, email, subject, phone, message} → { message }; failure { error }. Public.
 * The contact form also posts here as a plain form before its script has loaded: a 303 to /sent.
 */
export const POST = route(
  async (req) => {
    if (isFormPost(req)) return answerFormPost(req, "contact", (fields) => submitContact(clientIp(req), fields));
    return ok(await submitContact(clientIp(req), await readJson(req)));
  },
  { validation: "error" },
);
