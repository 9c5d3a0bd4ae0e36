import { getActor } from "@/lib/access/auth/guards";
import { route } from "@/lib/platform/api/respond";
import { formatFileDate } from "@/lib/platform/dates";
import { exportSubscribersCsv } from "@/lib/audience/mailing-list/service";

/** GET /api/maillist/subcribers/export → text/csv download of every subscriber. Staff only. */
export const GET = route(
  async (req) => {
    const csv = await exportSubscribersCsv(await getActor(req));
    return new Response(csv, {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="subscribers-${formatFileDate(new Date())}.csv"`,
        "cache-control": "no-store",
      },
    });
  },
  { validation: "error" },
);
