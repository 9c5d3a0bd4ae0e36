import { getActor } from "@/lib/auth/guards";
import { ok, readJson, route } from "@/lib/api/respond";
import { createUser } from "@/lib/users/service";

export const POST = route(async (req) => ok(await createUser(await getActor(req), await readJson(req)), 201), { validation: "error" });
