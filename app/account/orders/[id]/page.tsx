import type { Metadata } from "next";
import { readablePhone } from "@/lib/booking/orders/phone";
import Link from "@/components/account/dashboard-link";
import { notFound } from "next/navigation";
import { requireStaffPage } from "@/lib/access/auth/guards";
import { getCancellationPreview } from "@/lib/booking/cancellation/service";
import { formatAge, formatDateTime, formatDay, formatDayTime, formatDaysAndHours } from "@/lib/platform/dates";
import { getDb } from "@/lib/platform/db/client";
import { formatUsd } from "@/lib/platform/format";
import { bookingFacts } from "@/lib/booking/orders/booking-facts";
import { orderReference } from "@/lib/booking/orders/serialize";
import { isPaidLike } from "@/lib/booking/orders/status";
import { listOrderRefunds } from "@/lib/booking/refunds/queries";
import { refundable } from "@/lib/booking/refunds/service";
import { liveTicketOfOrder } from "@/lib/booking/tickets/queries";
import { voucherPath } from "@/lib/booking/vouchers/names";
import { DetailPage, DetailSection, FactList, type Fact } from "@/components/account/list/detail-parts";
import { BankRefundMadeButton, NewCheckInCodeButton, RecheckPaymentButton } from "@/components/account/orders/order-buttons";
import { listOrderAttempts, type AttemptRow } from "@/lib/booking/payments/attempts";
import { RefundForm } from "@/components/account/orders/refund-form";
import { OrderStatusBadge } from "@/components/site/payment/order-status";
import { DataTable } from "@/components/ui/data-table";
import type { Refund } from "@/lib/platform/db/schema";

export const metadata: Metadata = { title: "Booking", referrer: "no-referrer" };

const METHOD_LABELS = { mpgs: "Card (gateway)", test: "Test gateway", bank: "Bank transfer", momo: "MTN MoMo", airtel: "Airtel Money" } as const;
const STATE_LABELS = { pending: "Sent to the gateway", succeeded: "Refunded", declined: "Declined", due: "To make by bank transfer" } as const;

/**
 * /account/orders/{id}: one booking (a tour, or an event registration's order) for staff: its facts,
 * its check-in, its refunds; administrators refund from here (any amount up to what is left, with a
 * reason), record a bank refund as made, or replace a lost voucher's check-in code.
 */
export default async function OrderPage({ params }: PageProps<"/account/orders/[id]">) {
  const actor = await requireStaffPage();
  const { id } = await params;
  const facts = /^[0-9a-f-]{36}$/i.test(id) ? await bookingFacts(await getDb(), id) : null;
  if (!facts) notFound();
  const { order } = facts;
  const [refunds, ticket, policy, attempts] = await Promise.all([
    listOrderRefunds(id),
    liveTicketOfOrder(id),
    getCancellationPreview(id),
    listOrderAttempts(id),
  ]);
  const admin = actor.role === "admin";
  const left = isPaidLike(order.status) ? refundable(order) : 0;
  const open = refunds.find((r) => r.state === "pending" || r.state === "due");
  const reference = orderReference(id);
  const when =
    facts.kind === "event"
      ? facts.startsAt && facts.endsAt
        ? formatDaysAndHours(facts.startsAt, facts.endsAt)
        : "—"
      : facts.startsAt
        ? facts.timed
          ? `Departure ${formatDayTime(facts.startsAt)}`
          : formatDay(facts.startsAt)
        : "—";

  const list: Fact[] = [
    ["Reference", reference],
    ["Status", <OrderStatusBadge key="s" status={order.status} test={order.testMode} />],
    [facts.kind === "event" ? "Event" : "Tour", facts.title || "—"],
    ["Date (Kigali time)", when],
    [facts.kind === "event" ? "Participant" : "Traveller", facts.travellers.join(", ")],
    ["Party size", facts.people === 1 ? "1 person" : `${facts.people} people`],
    ["Contact", `${order.clientEmail}${order.clientPhone ? `, ${readablePhone(order.clientPhone)}` : ""}`],
    [facts.kind === "event" ? "Venue" : "Pick-up", [facts.place, facts.pickUpAt ? formatDayTime(facts.pickUpAt) : ""].filter(Boolean).join(", ") || "—"],
    ["Amount", formatUsd(order.amount)],
    ["Paid", order.paidAt ? formatDateTime(order.paidAt) : "Not paid"],
    ["Refunded", formatUsd(order.refundedAmount)],
    [
      "Check-in",
      ticket?.checkedInAt
        ? `Checked in ${formatDateTime(ticket.checkedInAt)} by ${ticket.checkedInBy}`
        : order.status === "PAID"
          ? `Not yet${ticket ? ` (code ${ticket.code})` : ""}`
          : "No valid voucher",
    ],
    ["Cancellation", policy.canCancel ? `The traveller can cancel online now and get ${formatUsd(policy.refundAmount)} back.` : (policy.reason ?? "—")],
  ];

  return (
    <DetailPage
      list={facts.kind === "event" ? { label: "Participants", href: "/account/events/participant" } : { label: "Bookings", href: "/account/tour-bookings" }}
      title={`Booking ${reference}`}
    >
      <FactList facts={list} />
      <div className="mb-8 flex flex-wrap items-start gap-3">
        <Link
          href={`/myorder/${id}`}
          className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 bg-white px-4 text-sm font-medium hover:bg-stone-100"
        >
          The traveller&apos;s page
        </Link>
        {order.status === "PAID" ? (
          <a
            href={voucherPath(id)}
            download
            className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 bg-white px-4 text-sm font-medium hover:bg-stone-100"
          >
            Download voucher (PDF)
          </a>
        ) : null}
        {admin && order.status === "PAID" && !ticket?.checkedInAt ? <NewCheckInCodeButton orderId={id} /> : null}
      </div>

      <DetailSection id="payments-title" title="Payments">
        <DataTable<AttemptRow>
          caption="Payment attempts of this booking"
          rows={attempts}
          rowKey={(a) => a.id}
          empty="No payment started."
          columns={[
            { header: "Started", cell: (a) => formatDateTime(a.createdAt) },
            { header: "Way", cell: (a) => a.method },
            { header: "Amount", cell: (a) => a.amount, className: "text-right tabular-nums" },
            {
              header: "State",
              cell: (a) =>
                `${a.status}${a.pendingFor !== null ? `, for ${formatAge(a.pendingFor)}` : ""}${a.reason && a.status !== "PENDING" ? `: ${a.reason}` : ""}`,
            },
            { header: "Wallet", cell: (a) => a.wallet ?? "—" },
            { header: "Provider reference", cell: (a) => <span className="break-all whitespace-normal">{a.reference ?? "—"}</span> },
            { header: "Check", cell: (a) => (a.pendingFor !== null ? <RecheckPaymentButton attemptId={a.id} /> : null) },
          ]}
        />
      </DetailSection>

      <DetailSection id="refunds-title" title="Refunds">
        <DataTable<Refund>
          caption="Refunds of this booking"
          rows={refunds}
          rowKey={(r) => r.id}
          empty="No refunds."
          columns={[
            { header: "Asked", cell: (r) => formatDateTime(r.createdAt) },
            { header: "Amount", cell: (r) => formatUsd(r.amount), className: "text-right tabular-nums" },
            { header: "Way", cell: (r) => METHOD_LABELS[r.method] },
            { header: "State", cell: (r) => `${STATE_LABELS[r.state]}${r.state === "declined" ? `: ${declineReason(r)}` : ""}` },
            { header: "Reason", cell: (r) => <span className="whitespace-normal">{r.reason}</span> },
            { header: "By", cell: (r) => r.requestedBy },
          ]}
        />
        {admin && open?.state === "due" ? (
          <div className="mt-4">
            <BankRefundMadeButton orderId={id} amount={formatUsd(open.amount)} client={order.clientNames} />
          </div>
        ) : null}
      </DetailSection>

      {admin && left > 0 && !open ? (
        <DetailSection id="refund-title" title="Refund">
          <RefundForm key={left} orderId={id} left={left} canCancel={order.status === "PAID"} suggested={policy.canCancel ? policy.refundAmount : left} />
        </DetailSection>
      ) : null}
    </DetailPage>
  );
}

/** What the gateway said when it declined. */
function declineReason(r: Refund): string {
  const response = r.result.response as { gatewayCode?: string; acquirerMessage?: string } | undefined;
  const error = r.result.error as { explanation?: string } | undefined;
  return [response?.gatewayCode, response?.acquirerMessage, error?.explanation].filter(Boolean).join(": ") || "no reason given";
}
