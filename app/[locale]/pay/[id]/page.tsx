import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { container } from "@/components/site/layout-classes";
import { PageHero } from "@/components/site/page-hero";
import { FactList, orderFacts, orderNoun, storyWords } from "@/components/site/order/order-story";
import { BankDetails } from "@/components/site/payment/bank-details";
import { PaymentWidget, type Method } from "@/components/site/payment/payment-widget";
import { paymentWords, type PaymentWords } from "@/components/site/payment/payment-words";
import { seatGoneAnswers } from "@/components/site/order/order-refusals";
import { Alert } from "@/components/ui/alert";
import { getOrderView } from "@/lib/booking/orders/order-view";
import { getPriceToPay } from "@/lib/booking/orders/repricing";
import { isUnpaid } from "@/lib/booking/orders/status";
import { cardPaymentAvailable } from "@/lib/booking/gateways/gateway";
import { mobileOffer } from "@/lib/booking/payments/mobile-offer";
import { localePath, toLocale } from "@/lib/content/i18n/locales";
import { translator } from "@/lib/content/i18n/messages";

/** Per order and per request: never cached (the status changes when the order is paid). */
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: PageProps<"/[locale]/pay/[id]">): Promise<Metadata> {
  const { id, locale } = await params;
  const t = translator(toLocale(locale), "pay");
  const view = await getOrderView(id);
  return { title: view ? t("payFor", { noun: orderNoun(view) }) : t("notFound"), robots: { index: false, follow: false } };
}

const notices = { failed: { tone: "warning", key: "noticeFailed" }, cancelled: { tone: "info", key: "noticeCancelled" } } as const;

/**
 * /pay/{id} (spec §2.5): the amount comes from the server, never from browser storage. Offers only
 * the methods that work: cards when a gateway is configured, and bank transfer. While a chosen bank
 * transfer is on its way the page shows the bank details, and a card only when asked for. Every
 * link stays in the page's language.
 */
export default async function PayPage({ params, searchParams }: PageProps<"/[locale]/pay/[id]">) {
  const { id, locale: segment } = await params;
  const locale = toLocale(segment);
  const view = await getOrderView(id);
  if (!view) notFound();
  const t = translator(locale, "pay");
  const words = storyWords(locale);
  const usd = words.f.usd;
  const to = (path: string) => localePath(locale, path);
  const sp = await searchParams;
  const notice = notices[String(sp.payment ?? "") as keyof typeof notices];
  const noun = orderNoun(view);
  const cards = cardPaymentAvailable();
  const cardMethods: Method[] = cards ? ["visa", "mastercard"] : [];
  const switchingToCard = view.status === "AWAITING_TRANSFER" && sp.switch === "card" && cards;
  // Choosing how to pay: a booking whose seat hold lapsed is paid at the price of now, shown here first.
  const choosing = isUnpaid(view.status) && (view.status !== "AWAITING_TRANSFER" || switchingToCard);
  const price = (choosing ? await getPriceToPay(view.id) : null) ?? { amount: view.amount, before: null };
  // Mobile money: offered when a provider is configured (or the TEST MODE fake stands in) and today's rate may be used.
  const offer = choosing && !switchingToCard ? await mobileOffer(price.amount) : null;
  const mobile = offer ? { ...offer, amountText: words.f.rwf(offer.francs) } : null;
  const kind = view.item.kind;
  const seats = kind === "tour" && view.item.people > 1 ? "several" : "single";
  return (
    <>
      <PageHero image="/site/hero-lake.jpg" eyebrow={t("eyebrowOrder", { noun, reference: view.reference })} title={t("payFor", { noun })} />
      <div className={`${container} max-w-2xl py-12`}>
        <div className="site-panel space-y-6">
          <div>
            <p className="text-2xl font-semibold text-brand-900 tabular-nums">{t("total", { amount: usd(price.amount) })}</p>
            {mobile ? <p className="text-sm text-ink-soft tabular-nums">{t("byMobile", { amount: mobile.amountText })}</p> : null}
            <FactList facts={orderFacts(view, { contact: false }, words)} className="mt-3" />
            <p className="mt-2 text-xs text-ink-faint">{t("kigaliTimes")}</p>
          </div>
          {price.before !== null ? (
            <Alert tone="info" title={t("priceChangedTitle")}>
              {t("priceChanged", { before: usd(price.before), amount: usd(price.amount) })}
            </Alert>
          ) : null}
          {notice ? <Alert tone={notice.tone}>{t(notice.key)}</Alert> : null}
          {view.status === "PAID" ? (
            <Alert tone="success" title={t("paidTitle", { noun })}>
              {t("thanks")}{" "}
              <Link href={to(`/myorder/${view.id}`)} className="underline">
                {t("viewYour", { noun })}
              </Link>
              .
            </Alert>
          ) : view.status === "REFUND_DUE" ? (
            <Alert tone="warning">{t("refunding")}</Alert>
          ) : !isUnpaid(view.status) ? (
            <Alert tone="warning">{t("cancelled", { noun })}</Alert>
          ) : view.hold?.lapsed && !view.hold.seatsFree ? (
            <Alert tone="warning" title={kind === "event" ? t("fullEvent") : t("fullTour")}>
              {t("fullText", { seats, kind, noun })}{" "}
              {view.item.kind === "tour" && view.item.slug ? (
                <Link href={to(`/tour/${view.item.slug}#booking`)} className="underline">
                  {t("chooseAnotherDate")}
                </Link>
              ) : (
                t("toldWhenFree")
              )}
              .
            </Alert>
          ) : view.status === "AWAITING_TRANSFER" && !switchingToCard ? (
            <>
              <Alert tone="info">{t("awaitingTransfer", { email: view.client.email })}</Alert>
              <BankDetails reference={view.reference} amount={view.amount} locale={locale} />
              {cards ? (
                <p className="text-sm">
                  <Link href={to(`/pay/${view.id}?switch=card`)} className="font-medium text-brand-800 underline">
                    {t("payByCardInstead")}
                  </Link>
                </p>
              ) : null}
            </>
          ) : (
            <PaymentWidget
              orderId={view.id}
              methods={switchingToCard ? cardMethods : [...cardMethods, ...(mobile?.providers ?? []), "bank"]}
              mobile={mobile ? { amountText: mobile.amountText, testPhone: mobile.testPhone } : undefined}
              words={withSeatGone(paymentWords(locale), seatGoneAnswers(locale, view.item))}
              pathPrefix={localePath(locale, "")}
              note={
                switchingToCard ? (
                  <p className="text-sm text-ink-soft">{t("switchingNote")}</p>
                ) : cards ? null : (
                  <p className="text-sm text-ink-soft">{t("noCards")}</p>
                )
              }
            />
          )}
          <p className="text-sm">
            <Link href={to(`/myorder/${view.id}`)} className="text-brand-800 underline">
              {t("viewOrder")}
            </Link>
          </p>
        </div>
      </div>
    </>
  );
}

/** The payment words, with the refusal a lapsed hold meets when its last seat went meanwhile, in the page's language. */
function withSeatGone(words: PaymentWords, seatGone: Record<string, string>): PaymentWords {
  return { ...words, refusals: { ...words.refusals, ...seatGone }, mobile: { ...words.mobile, refusals: { ...words.mobile.refusals, ...seatGone } } };
}
