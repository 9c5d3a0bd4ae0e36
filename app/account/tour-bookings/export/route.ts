import { errorResponse } from "@/lib/platform/api/respond";
import { assertStaff, getActor } from "@/lib/access/auth/guards";
import { bookingsCsv } from "@/lib/booking/orders/csv";
import { ORDER_STATUSES } from "@/lib/platform/db/schema";
import { listOrders } from "@/lib/booking/orders/queries";
import { queryChoice, queryText, readQuery } from "@/lib/platform/validation/query";

/** The bookings list as CSV (staff), with the list's filter and search. */
export async function GET(req: Request) {
  try {
    const actor = await getActor(req);
    assertStaff(actor);
    const { q, status } = readQuery(new URL(req.url).searchParams, { q: queryText(200), status: queryChoice(ORDER_STATUSES) });
    const { rows } = await listOrders({ page: 1, limit: 100_000, itemType: "tour", status, q });
    return new Response(bookingsCsv(rows), {
      headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": 'attachment; filename="bookings.csv"', "cache-control": "no-store" },
    });
  } catch (err) {
    return errorResponse(err, "error");
  }
}
