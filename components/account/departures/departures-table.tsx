import Link from "@/components/account/dashboard-link";
import { DataTable } from "@/components/ui/data-table";
import { RowActionsMenu } from "@/components/ui/row-actions-menu";
import { StatusBadge } from "@/components/ui/status-badge";
import { formatDayTime } from "@/lib/platform/dates";
import type { DepartureRow } from "@/lib/booking/departures/queries";
import type { DepartureState } from "@/lib/booking/terms/departure-rules";
import { departureActions } from "./departure-actions";

export type StaffDeparture = DepartureRow & { tour: { slug: string; title: string } };

const STATE: Record<DepartureState, { tone: "green" | "grey" | "red"; label: string }> = {
  open: { tone: "green", label: "Open" },
  closed: { tone: "grey", label: "Closed" },
  cancelled: { tone: "red", label: "Cancelled" },
};

export function DepartureState({ state }: { state: DepartureState }) {
  return <StatusBadge tone={STATE[state].tone}>{STATE[state].label}</StatusBadge>;
}

/**
 * Departures with their seats: taken (paid), held (unpaid bookings within their 30-minute hold) and
 * left, each with its manifest; administrators get the row actions. `withTour` for lists that mix tours.
 */
export function DeparturesTable({
  caption,
  rows,
  isAdmin,
  withTour = false,
  empty,
}: {
  caption: string;
  rows: StaffDeparture[];
  isAdmin: boolean;
  withTour?: boolean;
  empty: string;
}) {
  return (
    <DataTable<StaffDeparture>
      caption={caption}
      rows={rows}
      rowKey={(r) => r.id}
      empty={empty}
      columns={[
        { header: "Departure", cell: (r) => <span className="font-medium">{formatDayTime(r.startsAt)}</span> },
        ...(withTour ? [{ header: "Tour", cell: (r: StaffDeparture) => r.tour.title }] : []),
        { header: "State", cell: (r) => <DepartureState state={r.state} /> },
        { header: "Seats", cell: (r) => r.seats, className: "tabular-nums" },
        { header: "Taken", cell: (r) => r.paid, className: "tabular-nums" },
        { header: "Held", cell: (r) => r.held, className: "tabular-nums" },
        { header: "Left", cell: (r) => r.left, className: "tabular-nums" },
        { header: "Note", cell: (r) => r.note || "—" },
        {
          header: "Manifest",
          cell: (r) => (
            <Link
              href={`/account/departures/${r.id}`}
              className="font-medium text-brand-800 hover:underline"
              aria-label={`Manifest of ${r.tour.title}, ${formatDayTime(r.startsAt)}`}
            >
              Manifest
            </Link>
          ),
        },
        ...(isAdmin
          ? [
              {
                header: "Actions",
                srOnlyHeader: true,
                cell: (r: StaffDeparture) => {
                  const actions = departureActions({
                    id: r.id,
                    state: r.state,
                    when: formatDayTime(r.startsAt),
                    tourSlug: r.tour.slug,
                    booked: r.paid + r.held,
                  });
                  return actions.length ? <RowActionsMenu label={`Actions for the departure of ${formatDayTime(r.startsAt)}`} actions={actions} /> : null;
                },
              },
            ]
          : []),
      ]}
    />
  );
}
