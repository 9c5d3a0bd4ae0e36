import { getActor } from "@/lib/access/auth/guards";
import { ok, readJson, route } from "@/lib/platform/api/respond";
import { createUser } from "@/lib/access/users/service";

export const POST = route(async (req) => ok(await createUser(await getActor(req), await readJson(req)), 201), { validation: "error" });
