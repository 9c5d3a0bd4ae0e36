import type { NextRequest } from "next/server";
import { getActor } from "@/lib/access/auth/guards";
import { route } from "@/lib/platform/api/respond";
import { formatFileDate } from "@/lib/platform/dates";
import { readParticipantFilters } from "@/lib/booking/participants/schema";
import { exportParticipantsCsv } from "@/lib/booking/participants/service";

/** GET /account/events/participant/export?event=&payment= → participants.csv (staff). */
export const GET = route(
  async (req: NextRequest) => {
    const csv = await exportParticipantsCsv(
      await getActor(req),
      readParticipantFilters((k) => req.nextUrl.searchParams.get(k) ?? undefined),
    );
    return new Response(csv, {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="participants-${formatFileDate(new Date())}.csv"`,
        "cache-control": "no-store",
      },
    });
  },
  { validation: "error" },
);
