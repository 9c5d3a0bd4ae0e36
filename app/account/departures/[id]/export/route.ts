import { errorResponse } from "@/lib/platform/api/respond";
import { assertStaff, getActor } from "@/lib/access/auth/guards";
import { formatCsvDateTime } from "@/lib/platform/dates";
import { NotFoundError } from "@/lib/platform/errors";
import { manifestCsv } from "@/lib/booking/departures/manifest";
import { getDeparture, readManifest } from "@/lib/booking/departures/queries";
import { isUuid } from "@/lib/platform/slug";

/** A departure's manifest as CSV (staff): the travellers holding its seats. */
export async function GET(req: Request, ctx: RouteContext<"/account/departures/[id]/export">) {
  try {
    assertStaff(await getActor(req));
    const { id } = await ctx.params;
    const departure = isUuid(id) ? await getDeparture(id) : null;
    if (!departure) throw new NotFoundError("Departure not found.");
    const file = `manifest-${departure.tour.slug}-${formatCsvDateTime(departure.startsAt).replace(/[ :]/g, "-")}.csv`;
    return new Response(manifestCsv(await readManifest(id)), {
      headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="${file}"`, "cache-control": "no-store" },
    });
  } catch (err) {
    return errorResponse(err, "error");
  }
}
