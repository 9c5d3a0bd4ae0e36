import { z } from "zod";
import { getActor } from "@/lib/access/auth/guards";
import { ok, route } from "@/lib/platform/api/respond";
import { SEARCH_KINDS, searchDashboard } from "@/lib/office/search/queries";
import { queryChoice, queryText, readQuery } from "@/lib/platform/validation/query";

const shape = {
  q: queryText(200),
  kind: queryChoice(SEARCH_KINDS),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
  limit: z.coerce.number().int().min(1).max(50).catch(5),
};

/**
 * GET /api/search?q=&kind=&page=&limit= → { q, groups: [{ kind, label, total, page, pages, hits:
 * [{ id, title, detail, href }] }] }: the dashboard search, for staff. Without `kind`, a page of
 * each kind that has hits (5 by default, for the search box); with it, pages of that kind.
 */
export const GET = route(
  async (req) => {
    const { q = "", kind, page, limit } = readQuery(req.nextUrl.searchParams, shape);
    const { groups } = await searchDashboard(await getActor(req), { q, kind, page, limit });
    return ok({ q, groups });
  },
  { validation: "error" },
);
