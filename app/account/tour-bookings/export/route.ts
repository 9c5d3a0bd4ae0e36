import { errorResponse } from "@/lib/api/respond";
import { assertStaff, getActor } from "@/lib/auth/guards";
import { bookingsCsv } from "@/lib/orders/csv";
import { isOrderStatus, listOrders } from "@/lib/orders/queries";

/** The bookings list as CSV (staff), with the list's filter and search. */
export async function GET(req: Request) {
  try {
    const actor = await getActor(req);
    assertStaff(actor);
    const params = new URL(req.url).searchParams;
    const status = params.get("status");
    const { rows } = await listOrders({ page: 1, limit: 100_000, itemType: "tour", status: isOrderStatus(status) ? status : undefined, q: params.get("q")?.trim().slice(0, 200) || undefined });
    return new Response(bookingsCsv(rows), {
      headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": 'attachment; filename="bookings.csv"', "cache-control": "no-store" },
    });
  } catch (err) {
    return errorResponse(err, "error");
  }
}
