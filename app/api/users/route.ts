import { getActor } from "@/lib/auth/guards";
import { ok, route } from "@/lib/api/respond";
import { listUsersForApi } from "@/lib/users/service";

export const GET = route(async (req) => ok(await listUsersForApi(await getActor(req), req.nextUrl.searchParams)), { validation: "error" });
