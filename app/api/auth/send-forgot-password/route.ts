import { NextResponse } from "next/server";
import { z } from "zod";
import { clientIp } from "@/lib/platform/api/client-ip";
import { isFormPost, readForm, seeOther } from "@/lib/platform/api/form-post";
import { readJson, route, zodMessages } from "@/lib/platform/api/respond";
import { requestPasswordReset } from "@/lib/access/auth/recovery";
import { TooManyRequestsError, ValidationError } from "@/lib/platform/errors";

/** Every answer, success or failure, is `{ message }` (api-contract), and none depends on the account. */
export const POST = route(async (req) => {
  try {
    // Inside the try: a form that cannot be read is a 400 `{ message }` too.
    if (isFormPost(req)) return await formRequest(req);
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

/** The form posted without script: back to the page, which shows the outcome. */
async function formRequest(req: Request) {
  const { email } = await readForm(req);
  try {
    await requestPasswordReset({ email }, clientIp(req));
    return seeOther("/auth/password/forgot", { sent: "1" });
  } catch (err) {
    if (err instanceof z.ZodError || err instanceof ValidationError) return seeOther("/auth/password/forgot", { error: "invalid" });
    if (err instanceof TooManyRequestsError) return seeOther("/auth/password/forgot", { error: "throttled" });
    throw err;
  }
}
