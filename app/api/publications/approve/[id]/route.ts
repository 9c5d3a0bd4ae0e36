import { getActor } from "@/lib/access/auth/guards";
import { ok, readJson, route } from "@/lib/platform/api/respond";
import { setPublicationStatus } from "@/lib/content/publications/service";

type Ctx = { params: Promise<{ id: string }> };

/** PUT /api/publications/approve/{id} { status: "true" | "false" } → { message }; admins only. */
export const PUT = route<Ctx>(
  async (req, ctx) => {
    const actor = await getActor(req);
    return ok(await setPublicationStatus(actor, (await ctx.params).id, actor ? await readJson(req) : null));
  },
  { validation: "error" },
);
