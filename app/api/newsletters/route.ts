import { getActor } from "@/lib/access/auth/guards";
import { ok, readJson, route } from "@/lib/platform/api/respond";
import { readPageQuery } from "@/lib/platform/pagination";
import { createNewsletter, listNewslettersFor } from "@/lib/audience/newsletters/service";

/** GET /api/newsletters?page=&limit= → { data: [...], total } (staff), newest first, 50 a page by default. */
export const GET = route(async (req) => ok(await listNewslettersFor(await getActor(req), readPageQuery(req.nextUrl.searchParams, 50))), {
  validation: "error",
});

/** POST /api/newsletters { subject, body, preheader?, image?, includeTours?, includeNews?, inArchive? } → 201 { message, data } (a draft); 400 { Errors }. */
export const POST = route(async (req) => {
  const actor = await getActor(req);
  return ok(await createNewsletter(actor, actor ? await readJson(req) : null), 201);
});
