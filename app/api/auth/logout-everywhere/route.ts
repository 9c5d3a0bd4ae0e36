import { NextResponse } from "next/server";
import { route } from "@/lib/api/respond";
import { getActor } from "@/lib/auth/guards";
import { SESSION_COOKIE } from "@/lib/auth/session";
import { endAllSessions } from "@/lib/auth/sessions";

/** Ends every session of the signed-in user (all browsers and API clients), this one included. */
export const POST = route(
  async (req) => {
    const res = NextResponse.json(await endAllSessions(await getActor(req)));
    res.cookies.set({ name: SESSION_COOKIE, value: "", path: "/", maxAge: 0 });
    return res;
  },
  { validation: "error" },
);
