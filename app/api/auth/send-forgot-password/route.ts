import { NextResponse } from "next/server";
import { z } from "zod";
import { clientIp } from "@/lib/api/client-ip";
import { readJson, route, zodMessages } from "@/lib/api/respond";
import { requestPasswordReset } from "@/lib/auth/recovery";
import { TooManyRequestsError, ValidationError } from "@/lib/errors";

/** Every answer, success or failure, is `{ message }` (api-contract), and none depends on the account. */
export const POST = route(async (req) => {
  try {
    return NextResponse.json(await requestPasswordReset(await readJson(req), clientIp(req)));
  } catch (err) {
    if (err instanceof z.ZodError) return NextResponse.json({ message: zodMessages(err).join(" ") }, { status: 400 });
    if (err instanceof ValidationError) return NextResponse.json({ message: err.message }, { status: 400 });
    if (err instanceof TooManyRequestsError) {
      return NextResponse.json({ message: err.message }, { status: 429, headers: { "Retry-After": String(err.retryAfterSeconds) } });
    }
    throw err;
  }
});
