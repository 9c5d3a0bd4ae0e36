import type { Metadata } from "next";
import { readablePhone } from "@/lib/booking/orders/phone";
import { cache } from "react";
import { notFound } from "next/navigation";
import Link from "@/components/account/dashboard-link";
import { DepartureState } from "@/components/account/departures/departures-table";
import { EditDeparture } from "@/components/account/departures/edit-departure";
import { MoveBooking } from "@/components/account/departures/move-booking";
import { moveTargets } from "@/components/account/departures/move-targets";
import { PrintButton } from "@/components/account/departures/print-button";
import { DetailPage, DetailSection, FactList } from "@/components/account/list/detail-parts";
import { buttonClass } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { requireStaffPage } from "@/lib/access/auth/guards";
import { formatDateTime, formatDayTime } from "@/lib/platform/dates";
import { manifestTotals, paymentLabel } from "@/lib/booking/departures/manifest";
import { getDeparture, readManifest, type Traveller } from "@/lib/booking/departures/queries";
import { formatUsd } from "@/lib/platform/format";
import { orderReference } from "@/lib/booking/orders/serialize";
import { isUuid } from "@/lib/platform/slug";

const load = cache((id: string) => (isUuid(id) ? getDeparture(id) : null));

export async function generateMetadata({ params }: PageProps<"/account/departures/[id]">): Promise<Metadata> {
  await requireStaffPage();
  const d = await load((await params).id);
  return { title: d ? `Manifest: ${d.tour.title}, ${formatDayTime(d.startsAt)}` : "Departure not found" };
}

/**
 * A departure's manifest: the travellers holding its seats (paid, or unpaid within their
 * hold) with party size, phone, e-mail, pick-up, payment and amount, for the guide: printable (the
 * dashboard's frame and buttons are left out on paper) and as CSV. Administrators move a booking
 * to another departure from here (a move changes what a cancellation refunds) and change the seats
 * and note.
 */
export default async function ManifestPage({ params }: PageProps<"/account/departures/[id]">) {
  const actor = await requireStaffPage();
  const { id } = await params;
  const departure = await load(id);
  if (!departure) notFound();
  const now = new Date();
  const [travellers, targets] = await Promise.all([readManifest(id, now), moveTargets(departure.tour.id, now, id)]);
  const totals = manifestTotals(travellers);
  const when = formatDayTime(departure.startsAt);
  const isAdmin = actor.role === "admin";
  const movable = isAdmin && departure.state !== "cancelled";

  return (
    <DetailPage list={{ label: "Departures", href: "/account/departures" }} title={`Manifest: ${departure.tour.title}`}>
      <div className="mb-4 flex flex-wrap gap-2 print:hidden">
        <PrintButton label="Print manifest" />
        <a href={`/account/departures/${id}/export`} className={buttonClass("secondary")} download>
          Download CSV
        </a>
        <Link href={`/account/tours/view/${departure.tour.slug}#departures`} className={buttonClass("ghost")}>
          All departures of this tour
        </Link>
      </div>
      <FactList
        facts={[
          ["Departure", `${when} (Kigali time)`],
          ["State", <DepartureState key="state" state={departure.state} />],
          ["Seats", `${departure.seats}: ${departure.paid} taken, ${departure.held} held, ${departure.left} left`],
          departure.note ? ["Note", departure.note] : null,
          ["Travellers", `${totals.people} (${totals.paidPeople} paid); received ${formatUsd(totals.received)}`],
          ["Checked in", `${totals.checkedInPeople} of ${totals.paidPeople} paid ${totals.paidPeople === 1 ? "traveller" : "travellers"}`],
        ]}
      />
      <DetailSection id="travellers" title="Travellers" wide>
        <DataTable<Traveller>
          caption={`Travellers on ${when}`}
          rows={travellers}
          rowKey={(t) => t.orderId}
          empty="Nobody holds a seat on this departure yet."
          columns={[
            { header: "#", cell: (_t, i) => i + 1 },
            {
              header: "Name",
              cell: (t) => (
                <Link href={`/myorder/${t.orderId}`} className="font-medium text-brand-800 hover:underline">
                  {t.names}
                </Link>
              ),
            },
            { header: "People", cell: (t) => t.people, className: "tabular-nums" },
            // What the guide and staff act on first, in view at 1280 px; contact details and money follow.
            { header: "Checked in", cell: (t) => (t.checkedInAt ? formatDateTime(t.checkedInAt) : "No") },
            { header: "Payment", cell: paymentLabel },
            ...(movable
              ? [
                  {
                    header: "Move",
                    srOnlyHeader: true,
                    cell: (t: Traveller) => <MoveBooking orderId={t.orderId} names={t.names} people={t.people} paid={t.status === "PAID"} targets={targets} />,
                  },
                ]
              : []),
            { header: "Phone", cell: (t) => readablePhone(t.phone) },
            { header: "Pick-up", cell: (t) => t.pickUp },
            { header: "E-mail", cell: (t) => t.email },
            { header: "Amount", cell: (t) => formatUsd(t.amount), className: "tabular-nums" },
            { header: "Reference", cell: (t) => orderReference(t.orderId) },
          ]}
        />
      </DetailSection>
      {isAdmin && departure.state !== "cancelled" ? (
        <div className="print:hidden">
          <DetailSection id="edit-title" title="Seats and note">
            <EditDeparture
              url={`/api/tours/${departure.tour.slug}/departures/${id}`}
              seats={departure.seats}
              note={departure.note}
              taken={departure.paid + departure.held}
            />
          </DetailSection>
        </div>
      ) : null}
    </DetailPage>
  );
}
