import { NextResponse, type NextRequest } from "next/server";
import { DEVICE_COOKIE, deviceCookie } from "@/lib/access/auth/device-cookie";
import { login } from "@/lib/access/auth/login";
import { loginErrorCode } from "@/lib/access/auth/form-errors";
import { sessionCookie } from "@/lib/access/auth/session";
import { clientIp } from "@/lib/platform/api/client-ip";
import { isFormPost, readForm, seeOther } from "@/lib/platform/api/form-post";
import { mayLogIn } from "@/lib/platform/api/same-origin";
import { CROSS_SITE_REFUSED, ForbiddenError } from "@/lib/platform/errors";
import { readJson, route } from "@/lib/platform/api/respond";
import { safeNextPath } from "@/lib/platform/safe-redirect";

/**
 * JSON for API clients and the scripted form; a 303 for the login form posted without script.
 * A login from another site's page is refused before anything is read (login CSRF, see mayLogIn).
 */
export const POST = route(
  async (req) => {
    const htmlForm = isFormPost(req);
    if (!mayLogIn(req, htmlForm)) throw new ForbiddenError(CROSS_SITE_REFUSED);
    if (htmlForm) return formLogin(req);
    const { token, device } = await login(await readJson(req), clientOf(req));
    const res = NextResponse.json({ token, message: "Logged in successfully." });
    res.cookies.set(sessionCookie(token));
    res.cookies.set(deviceCookie(device));
    return res;
  },
  { validation: "error" },
);

async function formLogin(req: NextRequest) {
  const { email, password, next } = await readForm(req);
  const target = safeNextPath(next);
  try {
    const { token, device } = await login({ email, password }, clientOf(req));
    const res = seeOther(target);
    res.cookies.set(sessionCookie(token));
    res.cookies.set(deviceCookie(device));
    return res;
  } catch (err) {
    return seeOther("/auth/login", { error: loginErrorCode(err), next: target === "/account" ? undefined : target });
  }
}

/** Who is signing in: the address rate limits count, and the device cookie this browser holds. */
function clientOf(req: NextRequest) {
  return { ip: clientIp(req), device: req.cookies.get(DEVICE_COOKIE)?.value };
}
