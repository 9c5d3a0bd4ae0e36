import Link from "@/components/account/dashboard-link";
import { DataTable } from "@/components/ui/data-table";
import { formatDay } from "@/lib/platform/dates";
import { listOnRequest, type OnRequestBooking } from "@/lib/booking/departures/queries";
import { orderReference } from "@/lib/booking/orders/serialize";
import { MoveBooking } from "./move-booking";
import { moveTargets } from "./move-targets";

/** The oldest this many are listed: they are placed first, and each placed one leaves the list. */
const SHOWN = 20;

/**
 * A tour's bookings taken on request (an old client booked without a departure and none had room),
 * oldest first; administrators place each on a departure. Nothing is shown when there are none.
 */
export async function OnRequestBookings({ tour, isAdmin }: { tour: { id: string; slug: string; title: string }; isAdmin: boolean }) {
  const now = new Date();
  const [{ rows, total }, targets] = await Promise.all([listOnRequest(tour.id, { page: 1, limit: SHOWN }), isAdmin ? moveTargets(tour.id, now) : []]);
  if (total === 0) return null;
  return (
    <section id="on-request" aria-labelledby="on-request-title" className="mt-10 scroll-mt-20 space-y-4">
      <div>
        <h2 id="on-request-title" className="text-lg font-semibold text-brand-900">
          Bookings on request
        </h2>
        <p className="mt-1 text-sm text-ink-soft">
          No departure had room when these were booked. Place each on a departure: the traveller is told the date by e-mail.
          {total > rows.length ? ` The oldest ${rows.length} of ${total} are listed.` : ""}
        </p>
      </div>
      <DataTable<OnRequestBooking>
        caption={`Bookings on request for ${tour.title}`}
        rows={rows}
        rowKey={(r) => r.orderId}
        empty="No bookings on request."
        columns={[
          {
            header: "Name",
            cell: (r) => (
              <Link href={`/myorder/${r.orderId}`} className="font-medium text-brand-800 hover:underline">
                {r.names}
              </Link>
            ),
          },
          { header: "People", cell: (r) => r.people, className: "tabular-nums" },
          { header: "From", cell: (r) => (r.needDate ? formatDay(r.needDate) : "Any day") },
          { header: "Payment", cell: (r) => (r.status === "PAID" ? "Paid" : "Not paid yet") },
          { header: "Reference", cell: (r) => orderReference(r.orderId) },
          ...(isAdmin
            ? [
                {
                  header: "Place",
                  srOnlyHeader: true,
                  cell: (r: OnRequestBooking) => (
                    <MoveBooking place orderId={r.orderId} names={r.names} people={r.people} paid={r.status === "PAID"} targets={targets} />
                  ),
                },
              ]
            : []),
        ]}
      />
    </section>
  );
}
