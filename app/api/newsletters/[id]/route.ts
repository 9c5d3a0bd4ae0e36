import { getActor } from "@/lib/access/auth/guards";
import { ok, readJson, route } from "@/lib/platform/api/respond";
import { deleteNewsletter, getNewsletterFor, updateNewsletter } from "@/lib/audience/newsletters/service";

type Ctx = RouteContext<"/api/newsletters/[id]">;

/** GET /api/newsletters/{id} → { data: { id, subject, status, total, sent, failed, startedAt, finishedAt, … } } (staff). */
export const GET = route<Ctx>(async (req, ctx) => ok(await getNewsletterFor(await getActor(req), (await ctx.params).id)), { validation: "error" });

/** PUT /api/newsletters/{id} (the whole newsletter) → { message, data }; a draft (staff) or a scheduled one (admins); 400 { Errors }, 409 once sending. */
export const PUT = route<Ctx>(async (req, ctx) => {
  const actor = await getActor(req);
  return ok(await updateNewsletter(actor, (await ctx.params).id, actor ? await readJson(req) : null));
});

/** DELETE /api/newsletters/{id} → { message }: drafts only. */
export const DELETE = route<Ctx>(async (req, ctx) => ok(await deleteNewsletter(await getActor(req), (await ctx.params).id)), { validation: "error" });
