import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { container } from "@/components/site/layout-classes";
import { PageHero } from "@/components/site/page-hero";
import { FactList, orderFacts, orderNoun } from "@/components/site/order/order-story";
import { BankDetails } from "@/components/site/payment/bank-details";
import { PaymentWidget, type Method } from "@/components/site/payment/payment-widget";
import { Alert } from "@/components/ui/alert";
import { formatUsd } from "@/lib/platform/format";
import { getOrderView } from "@/lib/booking/orders/order-view";
import { getPriceToPay } from "@/lib/booking/orders/repricing";
import { isUnpaid } from "@/lib/booking/orders/status";
import { cardPaymentAvailable } from "@/lib/booking/payments/gateway";
import { mobileOffer } from "@/lib/booking/payments/mobile-offer";

/** Per order and per request: never cached (the status changes when the order is paid). */
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps<"/[locale]/pay/[id]">): Promise<Metadata> {
  const view = await getOrderView((await params).id);
  return { title: view ? `Pay for your ${orderNoun(view)}` : "Page not found", robots: { index: false, follow: false } };
}

const notices: Record<string, { tone: "warning" | "info"; text: string }> = {
  failed: { tone: "warning", text: "The payment was not completed, and nothing was charged to this order. You can try again." },
  cancelled: { tone: "info", text: "Payment cancelled. You can choose a method and try again." },
};

/**
 * /pay/{id} (spec §2.5): the amount comes from the server, never from browser storage. Offers only
 * the methods that work: cards when a gateway is configured, and bank transfer. While a chosen bank
 * transfer is on its way the page shows the bank details, and a card only when asked for.
 */
export default async function PayPage({ params, searchParams }: PageProps<"/[locale]/pay/[id]">) {
  const view = await getOrderView((await params).id);
  if (!view) notFound();
  const sp = await searchParams;
  const notice = notices[String(sp.payment ?? "")];
  const noun = orderNoun(view);
  const cards = cardPaymentAvailable();
  const cardMethods: Method[] = cards ? ["visa", "mastercard"] : [];
  const switchingToCard = view.status === "AWAITING_TRANSFER" && sp.switch === "card" && cards;
  // Choosing how to pay: a booking whose seat hold lapsed is paid at the price of now, shown here first.
  const choosing = isUnpaid(view.status) && (view.status !== "AWAITING_TRANSFER" || switchingToCard);
  const price = (choosing ? await getPriceToPay(view.id) : null) ?? { amount: view.amount, before: null };
  // Mobile money: offered when a provider is configured (or the TEST MODE fake stands in) and today's rate may be used.
  const mobile = choosing && !switchingToCard ? await mobileOffer(price.amount) : null;
  return (
    <>
      <PageHero
        image="/site/hero-lake.jpg"
        eyebrow={`${noun === "registration" ? "Registration" : "Booking"} ${view.reference}`}
        title={`Pay for your ${noun}`}
      />
      <div className={`${container} max-w-2xl py-12`}>
        <div className="site-panel space-y-6">
          <div>
            <p className="text-2xl font-semibold text-brand-900 tabular-nums">Total Amount to pay: {formatUsd(price.amount)}</p>
            {mobile ? <p className="text-sm text-ink-soft tabular-nums">By mobile money: {mobile.amountText} at today&apos;s rate.</p> : null}
            <FactList facts={orderFacts(view, { contact: false })} className="mt-3" />
            <p className="mt-2 text-xs text-ink-faint">Times are Kigali time.</p>
          </div>
          {price.before !== null ? (
            <Alert tone="info" title="The price has changed">
              The time we could hold your seat at {formatUsd(price.before)} has passed, so today&apos;s price applies: {formatUsd(price.amount)}. Paying now
              charges {formatUsd(price.amount)}.
            </Alert>
          ) : null}
          {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
          {view.status === "PAID" ? (
            <Alert tone="success" title={`This ${noun} is paid`}>
              Thank you.{" "}
              <Link href={`/myorder/${view.id}`} className="underline">
                View your {noun}
              </Link>
              .
            </Alert>
          ) : view.status === "REFUND_DUE" ? (
            <Alert tone="warning">
              This payment is being refunded: the booking was cancelled, or its seat was no longer available, when it arrived. Please contact us if you have
              questions.
            </Alert>
          ) : !isUnpaid(view.status) ? (
            <Alert tone="warning">This {noun} has been cancelled. Please contact us if you would like to book again.</Alert>
          ) : view.hold?.lapsed && !view.hold.seatsFree ? (
            <Alert tone="warning" title={view.item.kind === "event" ? "The event is now full" : "This departure is now full"}>
              We held your {view.item.kind === "tour" && view.item.people > 1 ? "seats" : "seat"} until the time to pay ran out, and{" "}
              {view.item.kind === "event" ? "the last seat has been taken since" : "the seats have been taken since"}, so this {noun} can no longer be paid.{" "}
              {view.item.kind === "tour" && view.item.slug ? (
                <Link href={`/tour/${view.item.slug}#booking`} className="underline">
                  Choose another date
                </Link>
              ) : (
                "Please contact us if you would like to be told when a seat becomes free"
              )}
              .
            </Alert>
          ) : view.status === "AWAITING_TRANSFER" && !switchingToCard ? (
            <>
              <Alert tone="info">We are waiting for your bank transfer. We e-mail {view.client.email} as soon as it arrives.</Alert>
              <BankDetails reference={view.reference} amount={view.amount} />
              {cards ? (
                <p className="text-sm">
                  <Link href={`/pay/${view.id}?switch=card`} className="font-medium text-brand-800 underline">
                    Pay by card instead
                  </Link>
                </p>
              ) : null}
            </>
          ) : (
            <PaymentWidget
              orderId={view.id}
              methods={switchingToCard ? cardMethods : [...cardMethods, ...(mobile?.providers ?? []), "bank"]}
              mobile={mobile ? { amountText: mobile.amountText, testPhone: mobile.testPhone } : undefined}
              note={
                switchingToCard ? (
                  <p className="text-sm text-ink-soft">
                    Paying by card instead of the bank transfer. If your transfer is already on its way, please do not pay twice.
                  </p>
                ) : cards ? null : (
                  <p className="text-sm text-ink-soft">Card payment is not available online at the moment.</p>
                )
              }
            />
          )}
          <p className="text-sm">
            <Link href={`/myorder/${view.id}`} className="text-brand-800 underline">
              View order
            </Link>
          </p>
        </div>
      </div>
    </>
  );
}
