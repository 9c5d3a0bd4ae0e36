import { NextResponse } from "next/server";
import { route } from "@/lib/platform/api/respond";
import { sessionFromHeaders, SESSION_COOKIE } from "@/lib/access/auth/session";
import { endSession } from "@/lib/access/auth/sessions";

/** Ends this session on the server (its token is refused from now on) and clears the cookie. */
export const POST = route(async (req) => {
  const session = await sessionFromHeaders(req.headers);
  const res = NextResponse.json(await endSession(session?.claims ?? null));
  res.cookies.set({ name: SESSION_COOKIE, value: "", path: "/", maxAge: 0 });
  return res;
});
