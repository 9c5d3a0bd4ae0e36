import { clientIp } from "@/lib/api/client-ip";
import { ok, readJson, route } from "@/lib/api/respond";
import { resetPasswordWithToken } from "@/lib/auth/recovery";

/** Serves both the /auth/password/new/{token} and the /auth/set-new-password/{token} links. Failures: 400 `{ Errors }`. */
export const POST = route(async (req) => ok(await resetPasswordWithToken(await readJson(req), clientIp(req))), { validation: "Errors" });
