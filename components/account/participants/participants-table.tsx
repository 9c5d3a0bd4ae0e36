import { orderActions } from "@/components/account/bookings/order-actions";
import { readablePhone } from "@/lib/booking/orders/phone";
import { categoryActions } from "./category-actions";
import { DataTable } from "@/components/ui/data-table";
import { StatusBadge } from "@/components/ui/status-badge";
import { RowActionsMenu } from "@/components/ui/row-actions-menu";
import { OrderStatusBadge } from "@/components/site/payment/order-status";
import { formatDateTime } from "@/lib/platform/dates";
import { formatUsd } from "@/lib/platform/format";
import { CATEGORY_LABELS } from "@/lib/booking/terms/fees";
import { participantName } from "@/lib/booking/terms/names";
import type { ParticipantRow } from "@/lib/booking/participants/queries";
import type { AttemptRow } from "@/lib/booking/payments/attempts";
import { MobilePaymentNote } from "@/components/account/orders/mobile-payment-note";

/** Every participant field, the event, the category, the amount and the payment status (from the order). */
export function ParticipantsTable({
  rows,
  caption,
  empty,
  showEvent = true,
  admin = false,
  mobile,
}: {
  rows: ParticipantRow[];
  /** Each order's latest mobile money payment (lib/booking/payments/attempts.ts), when the page read them. */
  mobile?: Map<string, AttemptRow>;
  caption: string;
  empty: string;
  showEvent?: boolean;
  admin?: boolean;
}) {
  return (
    <DataTable
      caption={caption}
      rows={rows}
      rowKey={(p) => p.id}
      empty={<p>{empty}</p>}
      columns={[
        {
          header: "Participant",
          cell: (p) => (
            <div>
              <p className="font-medium">{participantName(p)}</p>
              <p className="text-ink-soft">{p.email}</p>
              <p className="text-ink-soft">{readablePhone(p.phone)}</p>
            </div>
          ),
        },
        // What staff act on (payment, amount, actions) comes first, in view at 1280 px; the rest scrolls.
        {
          header: "Payment",
          cell: (p) => (
            <span className="inline-flex flex-wrap gap-1">
              <OrderStatusBadge status={p.paymentStatus} test={p.testMode} />
              {p.state === "UNCONFIRMED" ? (
                <StatusBadge tone="amber">Unconfirmed e-mail</StatusBadge>
              ) : p.state === "EXPIRED" ? (
                <StatusBadge tone="grey">Expired</StatusBadge>
              ) : null}
              {p.checkedInAt ? <StatusBadge tone="green">Checked in {formatDateTime(p.checkedInAt)}</StatusBadge> : null}
            </span>
          ),
        },
        {
          header: "Amount",
          cell: (p) => (
            <div>
              <p>{formatUsd(Number(p.amount))}</p>
              {p.refundedAmount > 0 ? <p className="text-ink-soft">Refunded {formatUsd(p.refundedAmount)}</p> : null}
              <MobilePaymentNote payment={p.orderId ? mobile?.get(p.orderId) : undefined} />
            </div>
          ),
          className: "text-right tabular-nums",
        },
        // The category by hand (the country decides it otherwise); a registration's order is
        // handled like a booking (mark paid, cancel, mark refunded).
        ...(admin
          ? [
              {
                header: "Actions",
                srOnlyHeader: true,
                cell: (p: ParticipantRow) => {
                  const actions = [
                    ...categoryActions(p),
                    ...(p.orderId ? orderActions({ id: p.orderId, status: p.paymentStatus, client: `${p.firstName} ${p.familyName}` }) : []),
                  ];
                  return actions.length ? <RowActionsMenu label={`Actions for the registration of ${p.firstName} ${p.familyName}`} actions={actions} /> : null;
                },
              },
            ]
          : []),
        ...(showEvent ? [{ header: "Event", cell: (p: ParticipantRow) => p.eventName }] : []),
        { header: "Category", cell: (p) => CATEGORY_LABELS[p.category] },
        {
          header: "Organization",
          cell: (p) => (
            <div>
              <p>{p.organization}</p>
              <p className="text-ink-soft">
                {p.position}, {p.department}
              </p>
            </div>
          ),
        },
        {
          header: "Address",
          cell: (p) => (
            <div>
              <p>{p.address}</p>
              <p className="text-ink-soft">
                {p.town}, {p.country}
              </p>
            </div>
          ),
        },
        {
          header: "Details",
          cell: (p) => (
            <div className="text-ink-soft">
              <p>Diet: {p.dietRequirements || "none"}</p>
              <p>Consent: {p.dataProtection ? "yes" : "no"}</p>
              <p>Registered {formatDateTime(p.createdAt)}</p>
            </div>
          ),
        },
      ]}
    />
  );
}
