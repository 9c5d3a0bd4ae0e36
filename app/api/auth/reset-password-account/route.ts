import { clientIp } from "@/lib/platform/api/client-ip";
import { isFormPost, readForm, seeOther } from "@/lib/platform/api/form-post";
import { errorResponse, ok, readJson, route } from "@/lib/platform/api/respond";
import { resetPasswordWithToken } from "@/lib/access/auth/recovery";

/** Serves both the /auth/password/new/{token} and the /auth/set-new-password/{token} links. Failures: 400 `{ Errors }`. */
export const POST = route(
  async (req) => {
    if (isFormPost(req)) return formReset(req);
    return ok(await resetPasswordWithToken(await readJson(req), clientIp(req)));
  },
  { validation: "Errors" },
);

/** Only the two link pages may be sent back to. */
const LINK_PAGE = /^\/auth\/(password\/new|set-new-password)\/[A-Za-z0-9_-]{1,200}$/;

/** The form posted without script: the login page on success, the link page with a notice otherwise. */
async function formReset(req: Request) {
  const { token, password, confirmPassword, back } = await readForm(req);
  try {
    await resetPasswordWithToken({ token, password, confirmPassword }, clientIp(req));
    return seeOther("/auth/login", { reset: "1" });
  } catch (err) {
    const status = errorResponse(err).status;
    if (status >= 500) throw err;
    return seeOther(LINK_PAGE.test(back ?? "") ? back : "/auth/password/forgot", { error: "1" });
  }
}
