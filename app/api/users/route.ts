import { getActor } from "@/lib/access/auth/guards";
import { ok, route } from "@/lib/platform/api/respond";
import { listUsersForApi } from "@/lib/access/users/service";

export const GET = route(async (req) => ok(await listUsersForApi(await getActor(req), req.nextUrl.searchParams)), { validation: "error" });
