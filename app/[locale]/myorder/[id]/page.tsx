import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { container } from "@/components/site/layout-classes";
import { PageHero } from "@/components/site/page-hero";
import { ArrivalHeading } from "@/components/site/order/arrival-heading";
import { FactList, nextSteps, orderFacts, orderHeadline, orderNoun } from "@/components/site/order/order-story";
import { BankDetails } from "@/components/site/payment/bank-details";
import { OrderStatusBadge } from "@/components/site/payment/order-status";
import { currentUser } from "@/lib/access/auth/guards";
import { formatMoney, formatUsd } from "@/lib/platform/format";
import { isPaidLike } from "@/lib/booking/orders/status";
import { getOrderView } from "@/lib/booking/orders/order-view";
import { isUnpaid } from "@/lib/booking/orders/status";
import { cardPaymentAvailable } from "@/lib/booking/payments/gateway";
import { getCancellationPreview } from "@/lib/booking/cancellation/service";
import { CancelBooking } from "@/components/site/order/cancel-booking";
import { VoucherDownload } from "@/components/site/order/voucher-download";

export const dynamic = "force-dynamic";

const justPaid = (payment: unknown, status: string) => payment === "paid" && status === "PAID";

export async function generateMetadata({ params, searchParams }: PageProps<"/[locale]/myorder/[id]">): Promise<Metadata> {
  const view = await getOrderView((await params).id);
  const robots = { index: false, follow: false };
  if (!view) return { title: "Page not found", robots };
  return { title: justPaid((await searchParams).payment, view.status) ? "Payment received" : "View order", robots };
}

/**
 * /myorder/{id} (spec §2.6): where the order stands in words, then what happens next, then the
 * facts. Visitors may pay while payment is due (not while a bank transfer they chose is on its
 * way: they may switch to a card instead); administrators see 'Back' to their list.
 */
export default async function OrderPage({ params, searchParams }: PageProps<"/[locale]/myorder/[id]">) {
  const view = await getOrderView((await params).id);
  if (!view) notFound();
  const isAdmin = (await currentUser())?.role === "admin";
  const arrivedPaid = justPaid((await searchParams).payment, view.status);
  // A lapsed seat hold is paid only while its seats are still free (paying takes them again).
  const payable = isUnpaid(view.status) && view.status !== "AWAITING_TRANSFER" && (!view.hold?.lapsed || view.hold.seatsFree);
  const fullNow = isUnpaid(view.status) && view.hold?.lapsed && !view.hold.seatsFree;
  const awaitingTransfer = view.status === "AWAITING_TRANSFER";
  const steps = nextSteps(view);
  const headline = orderHeadline(view);
  // After the booking: the voucher while it stands, and cancellation while the policy allows it.
  const cancellation = await getCancellationPreview(view.id);
  return (
    <>
      <PageHero
        image="/site/hero-hills.jpg"
        eyebrow={`${orderNoun(view) === "registration" ? "Registration" : "Booking"} ${view.reference}`}
        title="View order"
      />
      <div className={`${container} max-w-2xl py-12`}>
        <div className="site-panel space-y-8">
          <section aria-labelledby="order-state" className="space-y-4">
            <ArrivalHeading id="order-state" focus={arrivedPaid} className="font-display text-2xl font-semibold text-brand-900">
              {arrivedPaid ? headline.replace(/^Paid/, "Payment received") : headline}
            </ArrivalHeading>
            <div>
              <h3 className="site-label">What happens next</h3>
              {/* The numbers are the list's own (a CSS counter in a circle), not text inside each step. */}
              <ol className="mt-3 space-y-3 [counter-reset:step]">
                {steps.map((step, i) => (
                  <li
                    key={i}
                    className="flex gap-3 text-ink [counter-increment:step] before:flex before:size-7 before:shrink-0 before:items-center before:justify-center before:rounded-full before:bg-brand-100 before:text-sm before:font-semibold before:text-brand-800 before:content-[counter(step)]"
                  >
                    <span className="pt-0.5">{step}</span>
                  </li>
                ))}
              </ol>
            </div>
            {awaitingTransfer && !isAdmin ? <BankDetails reference={view.reference} amount={view.amount} /> : null}
            <div className="flex flex-wrap items-center gap-3">
              {isAdmin ? (
                <Link href={view.item.kind === "event" ? "/account/events/participant" : "/account/tour-bookings"} className="site-btn site-btn-outline">
                  Back
                </Link>
              ) : payable ? (
                <Link href={`/pay/${view.id}`} className="site-btn site-btn-accent">
                  Pay now
                </Link>
              ) : fullNow && view.item.kind === "tour" && view.item.slug ? (
                <Link href={`/tour/${view.item.slug}#booking`} className="site-btn site-btn-accent">
                  Choose another date
                </Link>
              ) : awaitingTransfer && cardPaymentAvailable() ? (
                <Link href={`/pay/${view.id}?switch=card`} className="text-sm font-medium text-brand-800 underline">
                  Pay by card instead
                </Link>
              ) : null}
              {view.status === "PAID" ? <VoucherDownload orderId={view.id} kind={view.item.kind} /> : null}
            </div>
          </section>
          {cancellation.canCancel && !isAdmin ? (
            <CancelBooking
              orderId={view.id}
              offer={{
                ...cancellation,
                lines: cancellation.policy.lines,
                paid: view.status === "PAID",
                noun: orderNoun(view),
                seats: view.item.kind === "tour" ? view.item.people : view.item.people.length,
              }}
            />
          ) : null}
          <section aria-labelledby="order-facts" className="border-t border-stone-200 pt-6">
            <h3 id="order-facts" className="site-label">
              Your {orderNoun(view)}
            </h3>
            <FactList facts={[...orderFacts(view), ["Status", <OrderStatusBadge key="status" status={view.status} test={view.testMode} />]]} className="mt-3" />
            <p className="mt-4 text-xl font-semibold tabular-nums text-brand-900">Total: {formatUsd(view.amount)}</p>
            {view.payIn && isPaidLike(view.status) ? (
              <p className="mt-1 text-sm tabular-nums text-ink-soft">
                Paid by mobile money: {formatMoney(view.payIn.amount, view.payIn.currency)} (one US dollar at {view.payIn.rate} francs).
              </p>
            ) : null}
            <p className="mt-1 text-xs text-ink-faint">Times are Kigali time.</p>
          </section>
        </div>
      </div>
    </>
  );
}
