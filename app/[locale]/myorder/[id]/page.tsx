import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { container } from "@/components/site/layout-classes";
import { PageHero } from "@/components/site/page-hero";
import { ArrivalHeading } from "@/components/site/order/arrival-heading";
import { FactList, nextSteps, orderFacts, orderHeadline, orderNoun, storyWords } from "@/components/site/order/order-story";
import { BankDetails } from "@/components/site/payment/bank-details";
import { OrderStatusBadge } from "@/components/site/payment/order-status";
import { currentUser } from "@/lib/access/auth/guards";
import { isPaidLike } from "@/lib/booking/orders/status";
import { getOrderView } from "@/lib/booking/orders/order-view";
import { isUnpaid } from "@/lib/booking/orders/status";
import { cardPaymentAvailable } from "@/lib/booking/gateways/gateway";
import { getCancellationPreview } from "@/lib/booking/cancellation/service";
import { CancelBooking } from "@/components/site/order/cancel-booking";
import { cancelAnswers } from "@/components/site/order/order-refusals";
import { VoucherDownload } from "@/components/site/order/voucher-download";
import { localePath, toLocale } from "@/lib/content/i18n/locales";
import { translator } from "@/lib/content/i18n/messages";
import { ORDER_STATUSES } from "@/lib/platform/db/schema";

export const dynamic = "force-dynamic";

const justPaid = (payment: unknown, status: string) => payment === "paid" && status === "PAID";

export async function generateMetadata({ params, searchParams }: PageProps<"/[locale]/myorder/[id]">): Promise<Metadata> {
  const { id, locale } = await params;
  const view = await getOrderView(id);
  const robots = { index: false, follow: false };
  if (!view) return { title: translator(toLocale(locale), "pay")("notFound"), robots };
  const t = translator(toLocale(locale), "myorder");
  return { title: justPaid((await searchParams).payment, view.status) ? t("titlePaid") : t("title"), robots };
}

/**
 * /myorder/{id} (spec §2.6): where the order stands in words, then what happens next, then the
 * facts. Visitors may pay while payment is due (not while a bank transfer they chose is on its
 * way: they may switch to a card instead); administrators see 'Back' to their list. Every link
 * stays in the page's language; the dashboard's stay English.
 */
export default async function OrderPage({ params, searchParams }: PageProps<"/[locale]/myorder/[id]">) {
  const { id, locale: segment } = await params;
  const locale = toLocale(segment);
  const view = await getOrderView(id);
  if (!view) notFound();
  const t = translator(locale, "myorder");
  const eyebrow = translator(locale, "pay")("eyebrowOrder", { noun: orderNoun(view), reference: view.reference });
  const words = storyWords(locale);
  const { f } = words;
  const to = (path: string) => localePath(locale, path);
  const isAdmin = (await currentUser())?.role === "admin";
  const { payment } = await searchParams;
  const arrivedPaid = justPaid(payment, view.status);
  // Back from the card page while a mobile prompt is still open: the card is only held for now.
  const cardHeld = payment === "held" && isUnpaid(view.status);
  // A lapsed seat hold is paid only while its seats are still free (paying takes them again).
  const payable = isUnpaid(view.status) && view.status !== "AWAITING_TRANSFER" && (!view.hold?.lapsed || view.hold.seatsFree);
  const fullNow = isUnpaid(view.status) && view.hold?.lapsed && !view.hold.seatsFree;
  const awaitingTransfer = view.status === "AWAITING_TRANSFER";
  const steps = nextSteps(view, words);
  const headline = orderHeadline(view, words, arrivedPaid);
  const noun = orderNoun(view);
  // After the booking: the voucher while it stands, and cancellation while the policy allows it.
  const cancellation = await getCancellationPreview(view.id);
  const statusWords = {
    labels: Object.fromEntries(ORDER_STATUSES.map((s) => [s, t(s)])) as Record<(typeof ORDER_STATUSES)[number], string>,
    unknown: t("unknownStatus"),
    test: t("test"),
  };
  return (
    <>
      <PageHero image="/site/hero-hills.jpg" eyebrow={eyebrow} title={t("title")} />
      <div className={`${container} max-w-2xl py-12`}>
        <div className="site-panel space-y-8">
          <section aria-labelledby="order-state" className="space-y-4">
            <ArrivalHeading id="order-state" focus={arrivedPaid} className="font-display text-2xl font-semibold text-brand-900">
              {headline}
            </ArrivalHeading>
            {cardHeld ? (
              <p role="status" className="rounded-lg border border-brand-200 bg-brand-50 p-4 text-ink">
                {t("cardHeld")}
              </p>
            ) : null}
            <div>
              <h3 className="site-label">{t("whatNext")}</h3>
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
            {awaitingTransfer && !isAdmin ? <BankDetails reference={view.reference} amount={view.amount} locale={locale} /> : null}
            <div className="flex flex-wrap items-center gap-3">
              {isAdmin ? (
                <Link href={view.item.kind === "event" ? "/account/events/participant" : "/account/tour-bookings"} className="site-btn site-btn-outline">
                  {t("back")}
                </Link>
              ) : payable ? (
                <Link href={to(`/pay/${view.id}`)} className="site-btn site-btn-accent">
                  {t("payNow")}
                </Link>
              ) : fullNow && view.item.kind === "tour" && view.item.slug ? (
                <Link href={to(`/tour/${view.item.slug}#booking`)} className="site-btn site-btn-accent">
                  {translator(locale, "pay")("chooseAnotherDate")}
                </Link>
              ) : awaitingTransfer && cardPaymentAvailable() ? (
                <Link href={to(`/pay/${view.id}?switch=card`)} className="text-sm font-medium text-brand-800 underline">
                  {translator(locale, "pay")("payByCardInstead")}
                </Link>
              ) : null}
              {view.status === "PAID" ? (
                <VoucherDownload orderId={view.id} label={view.item.kind === "event" ? t("downloadTicket") : t("downloadVoucher")} />
              ) : null}
            </div>
          </section>
          {cancellation.canCancel && !isAdmin ? (
            <CancelBooking
              orderId={view.id}
              offer={{
                lines: cancellation.policy.lines,
                // The policy's lines are written in English for now.
                policyLang: locale === "en" ? undefined : "en",
                answers: cancelAnswers(locale, cancellation.refundAmount),
                words: cancelWords(t, f, {
                  ...cancellation,
                  paid: view.status === "PAID",
                  noun,
                  seats: view.item.kind === "tour" ? view.item.people : view.item.people.length,
                }),
              }}
            />
          ) : null}
          <section aria-labelledby="order-facts" className="border-t border-stone-200 pt-6">
            <h3 id="order-facts" className="site-label">
              {t("yourNoun", { noun })}
            </h3>
            <FactList
              facts={[
                ...orderFacts(view, {}, words),
                [t("status"), <OrderStatusBadge key="status" status={view.status} test={view.testMode} words={statusWords} />],
              ]}
              className="mt-3"
            />
            <p className="mt-4 text-xl font-semibold tabular-nums text-brand-900">{t("total", { amount: f.usd(view.amount) })}</p>
            {view.payIn && isPaidLike(view.status) ? (
              <p className="mt-1 text-sm tabular-nums text-ink-soft">
                {t("paidMobile", { amount: f.money(view.payIn.amount, view.payIn.currency), rate: f.number(view.payIn.rate) })}
              </p>
            ) : null}
            <p className="mt-1 text-xs text-ink-faint">{translator(locale, "pay")("kigaliTimes")}</p>
          </section>
        </div>
      </div>
    </>
  );
}

type CancelFacts = {
  refundAmount: number;
  paidAmount: number;
  percent: number;
  deadline: string | null;
  paid: boolean;
  noun: "booking" | "registration";
  seats: number;
};

/** The cancel section's words, with what cancelling now gives back and until when. */
function cancelWords(t: ReturnType<typeof translator<"myorder">>, f: ReturnType<typeof storyWords>["f"], c: CancelFacts) {
  const money = c.paid
    ? c.refundAmount >= c.paidAmount
      ? t("refundAll", { amount: f.usd(c.refundAmount) })
      : t("refundPart", { refund: f.usd(c.refundAmount), paid: f.usd(c.paidAmount), percent: c.percent })
    : t("nothingDue");
  const noun = c.noun;
  return {
    title: t("cancelTitle", { noun }),
    ifNow: `${t("ifNow", { money })}${c.paid && c.deadline ? t("holdsUntil", { when: f.dayTime(c.deadline) }) : ""}`,
    policy: t("policy"),
    notCancelled: t("notCancelled"),
    cancelled: t("cancelledTitle"),
    button: t("cancelButton", { noun }),
    confirmTitle: t("confirmTitle", { noun }),
    confirmMessage: t("confirmMessage", { money, noun, seats: c.seats > 1 ? "several" : "single", count: c.seats }),
    confirmYes: t("confirmYes"),
    keep: t("keep", { noun }),
  };
}
