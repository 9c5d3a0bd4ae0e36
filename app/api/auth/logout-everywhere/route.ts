import { NextResponse } from "next/server";
import { route } from "@/lib/platform/api/respond";
import { getActor } from "@/lib/access/auth/guards";
import { SESSION_COOKIE } from "@/lib/access/auth/session";
import { endAllSessions } from "@/lib/access/auth/sessions";

/** Ends every session of the signed-in user (all browsers and API clients), this one included. */
export const POST = route(
  async (req) => {
    const res = NextResponse.json(await endAllSessions(await getActor(req)));
    res.cookies.set({ name: SESSION_COOKIE, value: "", path: "/", maxAge: 0 });
    return res;
  },
  { validation: "error" },
);
