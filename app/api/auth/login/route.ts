import { NextResponse } from "next/server";
import { login } from "@/lib/auth/login";
import { loginErrorCode } from "@/lib/auth/form-errors";
import { sessionCookie } from "@/lib/auth/session";
import { clientIp } from "@/lib/api/client-ip";
import { isFormPost, readForm, seeOther } from "@/lib/api/form-post";
import { readJson, route } from "@/lib/api/respond";
import { safeNextPath } from "@/lib/safe-redirect";

/** JSON for API clients and the scripted form; a 303 for the login form posted without script. */
export const POST = route(
  async (req) => {
    if (isFormPost(req)) return formLogin(req);
    const { token } = await login(await readJson(req), clientIp(req));
    const res = NextResponse.json({ token, message: "Logged in successfully" });
    res.cookies.set(sessionCookie(token));
    return res;
  },
  { validation: "error" },
);

async function formLogin(req: Request) {
  const { email, password, next } = await readForm(req);
  const target = safeNextPath(next);
  try {
    const { token } = await login({ email, password }, clientIp(req));
    const res = seeOther(target);
    res.cookies.set(sessionCookie(token));
    return res;
  } catch (err) {
    return seeOther("/auth/login", { error: loginErrorCode(err), next: target === "/account" ? undefined : target });
  }
}
