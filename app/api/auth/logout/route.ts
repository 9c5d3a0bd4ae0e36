import { NextResponse } from "next/server";
import { SESSION_COOKIE } from "@/lib/auth/session";

export function POST() {
  const res = NextResponse.json({ message: "Logged out" });
  res.cookies.set({ name: SESSION_COOKIE, value: "", path: "/", maxAge: 0 });
  return res;
}
