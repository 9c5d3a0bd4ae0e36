import type { NextRequest } from "next/server";
import { getActor } from "@/lib/auth/guards";
import { route } from "@/lib/api/respond";
import { formatFileDate } from "@/lib/dates";
import { readParticipantFilters } from "@/lib/participants/schema";
import { exportParticipantsCsv } from "@/lib/participants/service";

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
