import { NextResponse } from "next/server";
import { login } from "@/lib/auth/login";
import { sessionCookie } from "@/lib/auth/session";
import { clientIp } from "@/lib/api/client-ip";
import { readJson, route } from "@/lib/api/respond";

export const POST = route(
  async (req) => {
    const { token } = await login(await readJson(req), clientIp(req));
    const res = NextResponse.json({ token, message: "Logged in successfully" });
    res.cookies.set(sessionCookie(token));
    return res;
  },
  { validation: "error" },
);
