import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { container } from "@/components/site/layout-classes";
import { PageHero } from "@/components/site/page-hero";
import { BankDetails } from "@/components/site/payment/bank-details";
import { OrderStatusBadge } from "@/components/site/payment/order-status";
import { Alert } from "@/components/ui/alert";
import { currentUser } from "@/lib/auth/guards";
import { orderDay, orderDayTime } from "@/lib/orders/dates";
import { formatUsd } from "@/lib/format";
import { getOrder } from "@/lib/orders/queries";
import { isUnpaid } from "@/lib/orders/status";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "View order", robots: { index: false, follow: false } };

/**
 * /myorder/{id} (spec §2.6). Visitors see 'Pay now' unless the order is PAID; administrators
 * see 'Back' to the bookings list instead.
 */
export default async function OrderPage({ params, searchParams }: PageProps<"/myorder/[id]">) {
  const { id } = await params;
  const order = await getOrder(id);
  if (!order) notFound();
  const isAdmin = (await currentUser())?.role === "admin";
  const justPaid = (await searchParams).payment === "paid" && order.status === "PAID";
  const item = order.itemsArray[0];
  const rows: [string, React.ReactNode][] = [
    ["Names", order.client.names],
    ["Phone", order.client.phoneNumber],
    ["E-mail", order.client.email],
    ["Address", order.client.address],
    ["Location", order.client.location],
    ["Booking", item ? `${item.title || "Tour"} — ${item.itemNumber === 1 ? "1 person" : `${item.itemNumber} people`}` : "—"],
    ["Need date from", order.needDate ? orderDay(order.needDate) : "—"],
    ["Pick up date", order.deadline ? orderDayTime(order.deadline, order.deadlineLocal) : "—"],
    ["Reference", order.reference],
    ["Status", <OrderStatusBadge key="s" status={order.status} test={order.testMode} />],
  ];
  return (
    <>
      <PageHero image="/site/hero-hills.jpg" eyebrow={`Booking ${order.reference}`} title="View order" />
      <div className={`${container} max-w-2xl py-12`}>
        <div className="site-panel space-y-6">
          {order.status === "REFUND_DUE" ? (
            <Alert tone="warning" title="Your payment will be refunded">
              Your payment arrived after the time we could hold your seat, and the last seat had been taken meanwhile. We will refund the full amount; details are on their way to {order.client.email}.
            </Alert>
          ) : null}
          {justPaid ? <Alert tone="success" title="Payment received">Thank you! Your receipt is on its way to {order.client.email}.</Alert> : null}
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            {rows.map(([k, v]) => (
              <div key={k} className="contents">
                <dt className="text-ink-faint">{k}</dt>
                <dd className="font-medium text-ink">{v}</dd>
              </div>
            ))}
          </dl>
          <p className="text-xl font-semibold tabular-nums text-brand-900">Total: {formatUsd(order.amount)}</p>
          <p className="text-xs text-ink-faint">Amounts in US dollars; dates in Kigali time.</p>
          {order.status === "AWAITING_TRANSFER" && !isAdmin ? <BankDetails reference={order.reference} amount={order.amount} /> : null}
          <div className="flex gap-3">
            {isAdmin ? (
              <Link href="/account/tour-bookings" className="site-btn site-btn-outline">
                Back
              </Link>
            ) : isUnpaid(order.status) ? (
              <Link href={`/pay/${order.id}`} className="site-btn site-btn-accent">
                Pay now
              </Link>
            ) : null}
          </div>
        </div>
      </div>
    </>
  );
}
