import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { container } from "@/components/site/layout-classes";
import { PageHero } from "@/components/site/page-hero";
import { BankDetails } from "@/components/site/payment/bank-details";
import { PaymentWidget } from "@/components/site/payment/payment-widget";
import { Alert } from "@/components/ui/alert";
import { formatUsd } from "@/lib/format";
import { getOrder } from "@/lib/orders/queries";
import { isUnpaid } from "@/lib/orders/status";

/** Per order and per request: never cached (the status changes when the order is paid). */
export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Pay for your booking", robots: { index: false, follow: false } };

const notices: Record<string, { tone: "warning" | "info"; text: string }> = {
  failed: { tone: "warning", text: "The payment was not completed, and nothing was charged to this order. You can try again." },
  cancelled: { tone: "info", text: "Payment cancelled. You can choose a method and try again." },
};

/**
 * /pay/{id} (spec §2.5): the amount comes from the server, never from browser storage. Pays the
 * order by card (hosted checkout) or bank transfer.
 */
export default async function PayPage({ params, searchParams }: PageProps<"/pay/[id]">) {
  const { id } = await params;
  const order = await getOrder(id);
  if (!order) notFound();
  const notice = notices[String((await searchParams).payment ?? "")];
  const item = order.itemsArray[0];
  return (
    <>
      <PageHero image="/site/hero-lake.jpg" eyebrow={`Booking ${order.reference}`} title="Pay for your booking" />
      <div className={`${container} max-w-2xl py-12`}>
        <div className="site-panel space-y-6">
          <div>
            <p className="text-2xl font-semibold text-brand-900 tabular-nums">Total Amount to pay: {formatUsd(order.amount)}</p>
            <p className="mt-1 text-sm text-ink-soft">
              {item?.title ? `${item.title}, ` : ""}
              {item ? (item.itemNumber === 1 ? "1 person" : `${item.itemNumber} people`) : ""}, reference {order.reference}.
            </p>
          </div>
          {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
          {order.status === "PAID" ? (
            <Alert tone="success" title="This order is paid">
              Thank you. <Link href={`/myorder/${order.id}`} className="underline">View your order</Link>.
            </Alert>
          ) : order.status === "REFUND_DUE" ? (
            <Alert tone="warning">This payment is being refunded: the seat was no longer available when it arrived. Please contact us if you have questions.</Alert>
          ) : !isUnpaid(order.status) ? (
            <Alert tone="warning">This order has been cancelled. Please contact us if you would like to book again.</Alert>
          ) : (
            <>
              {order.status === "AWAITING_TRANSFER" ? (
                <>
                  <Alert tone="info">We are waiting for your bank transfer. You can also pay by card instead.</Alert>
                  <BankDetails reference={order.reference} amount={order.amount} />
                </>
              ) : null}
              <PaymentWidget orderId={order.id} bankDetails={<BankDetails reference={order.reference} amount={order.amount} />} />
            </>
          )}
          <p className="text-sm">
            <Link href={`/myorder/${order.id}`} className="text-brand-800 underline">
              View order
            </Link>
          </p>
        </div>
      </div>
    </>
  );
}
