"use client";

import { useId, useRef, useState, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { Alert } from "@/components/ui/alert";
import { SelectField } from "@/components/ui/field";
import { useHydrated } from "@/components/ui/use-hydrated";
import { postJson } from "@/lib/platform/http/client";
import { fill } from "./fill";
import { MobileMoneyForm } from "./mobile-money-form";
import type { PaymentWords } from "./payment-words";

export type Method = "visa" | "mastercard" | "bank" | "momo" | "airtel";

/** Mobile money is paid in francs: the amount at today's rate, and the TEST MODE phone when the fake stands in. */
export type MobileOffer = { amountText: string; testPhone?: string };
type SessionAnswer = { sessionId: string; gateway: "test" | "mpgs"; checkoutUrl?: string; scriptUrl?: string };

type CheckoutGlobal = { configure(cfg: { session: { id: string } }): void; showPaymentPage(): void };
type CheckoutWindow = Window & {
  Checkout?: CheckoutGlobal;
  errorCallback?: (error: unknown) => void;
  cancelCallback?: () => void;
  completeCallback?: (resultIndicator: string) => void;
};

export const SESSION_ERROR = "An error occurred during payment session.";

/**
 * The payment widget (spec §2.5): it offers only the `methods` that work (the server knows whether
 * a card gateway is configured). With a choice to make, Pay now stays unavailable until a method
 * is chosen, and says why; 'Loading...' while working. Cards open the gateway's hosted payment
 * page (MPGS) or the TEST MODE page; a bank transfer is recorded, and the page, read again, shows
 * the bank details.
 */
export function PaymentWidget({
  orderId,
  methods,
  note,
  mobile,
  words,
  pathPrefix = "",
}: {
  orderId: string;
  methods: Method[];
  note?: ReactNode;
  mobile?: MobileOffer;
  words: PaymentWords;
  /** "/fr" or "/rw": the card gateway and the mobile money prompt come back to the page in its language. */
  pathPrefix?: string;
}) {
  const labels = words.methods;
  const payBy = (m: Method) => fill(words.payBy, { method: labels[m] });
  const router = useRouter();
  const only = methods.length === 1 ? methods[0] : null;
  const [chosen, setMethod] = useState<Method | "">("");
  // A method picked before the script runs would be lost at hydration: the list waits for it.
  const hydrated = useHydrated();
  const method = only ?? chosen;
  const reasonId = useId();
  const selectRef = useRef<HTMLSelectElement>(null);
  const [loading, setLoading] = useState(false);
  // A refusal (the seat went, the order was paid or cancelled meanwhile) stays on the page, not in a fading toast.
  const [refusal, setRefusal] = useState<string | null>(null);

  function refuse(message: string) {
    setRefusal(words.refusals[message] ?? message);
    setLoading(false);
    // The page is read again: its amount, seat hold and what can still be done follow the refusal.
    router.refresh();
  }
  const [mobileChosen, setMobileChosen] = useState<"momo" | "airtel" | null>(null);

  async function payByCard(m: "visa" | "mastercard") {
    const res = await postJson<SessionAnswer>("/api/v1/payments/session", { orderId, method: m, ...(pathPrefix ? { lang: pathPrefix.slice(1) } : {}) });
    if (!res.ok) return refuse(res.error || words.sessionError);
    if (res.data.gateway === "test" && res.data.checkoutUrl) {
      window.location.assign(res.data.checkoutUrl);
      return;
    }
    openHostedCheckout(res.data);
  }

  function openHostedCheckout({ sessionId, scriptUrl }: SessionAnswer) {
    const w = window as CheckoutWindow;
    // The callbacks exist before checkout.min.js loads (it looks them up by name).
    w.errorCallback = () => {
      toast.error(words.sessionError);
      setLoading(false);
    };
    w.cancelCallback = () => {
      toast.info(words.cancelled);
      setLoading(false);
    };
    // The server confirms with the gateway before anything is shown as paid.
    w.completeCallback = (resultIndicator: string) => {
      const url = new URL("/api/v1/payments/return", window.location.origin);
      url.search = new URLSearchParams({ orderId, resultIndicator: String(resultIndicator), ...(pathPrefix ? { lang: pathPrefix.slice(1) } : {}) }).toString();
      window.location.assign(url.toString());
    };
    const start = () => {
      if (!w.Checkout) return w.errorCallback?.(new Error("checkout.min.js did not load"));
      w.Checkout.configure({ session: { id: sessionId } });
      w.Checkout.showPaymentPage();
    };
    if (w.Checkout) return start();
    const script = document.createElement("script");
    script.src = scriptUrl ?? "";
    script.dataset.error = "errorCallback";
    script.dataset.cancel = "cancelCallback";
    script.dataset.complete = "completeCallback";
    script.onload = start;
    script.onerror = () => w.errorCallback?.(new Error("checkout.min.js failed"));
    document.head.appendChild(script);
  }

  async function payByBank() {
    const res = await postJson<{ message: string }>("/api/v1/payments/bank-transfer", { orderId });
    if (!res.ok) return refuse(res.error || words.bookingError);
    setLoading(false);
    // The API's message, in the page's language (the same words in English).
    toast.success(words.bankChosen);
    // The page itself now shows the bank details and what happens next.
    router.refresh();
  }

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    // The button stays focusable while unavailable (so it can say why); pressing it leads to the choice.
    if (!method) return selectRef.current?.focus();
    if (loading) return;
    setRefusal(null);
    setLoading(true);
    if (method === "momo" || method === "airtel") {
      setLoading(false);
      setMobileChosen(method);
    } else if (method === "bank") await payByBank();
    else await payByCard(method);
  }

  if (mobileChosen && mobile) {
    return (
      <div className="space-y-5">
        <h2 className="font-display text-xl font-semibold text-brand-900">{payBy(mobileChosen)}</h2>
        <MobileMoneyForm
          orderId={orderId}
          provider={mobileChosen}
          amountText={mobile.amountText}
          testPhone={mobile.testPhone}
          words={words.mobile}
          moneyLocale={words.moneyLocale}
          pathPrefix={pathPrefix}
          onCancel={() => {
            setMobileChosen(null);
            setMethod("");
          }}
        />
      </div>
    );
  }

  return (
    <div className="space-y-5">
      <form onSubmit={onSubmit} className="space-y-4" aria-labelledby="how-to-pay">
        <h2 id="how-to-pay" className="font-display text-xl font-semibold text-brand-900">
          {words.howToPay}
        </h2>
        {note}
        {refusal ? <Alert tone="warning">{refusal}</Alert> : null}
        {only ? (
          <p className="text-ink-soft">{only === "bank" ? words.onlyBank : `${payBy(only)}.`}</p>
        ) : (
          <SelectField
            ref={selectRef}
            label={words.selectOption}
            value={chosen}
            onChange={(e) => setMethod(e.target.value as Method)}
            disabled={!hydrated}
            required
          >
            <option value="" disabled>
              {words.selectOption}
            </option>
            {methods.map((m) => (
              <option key={m} value={m}>
                {labels[m]}
              </option>
            ))}
          </SelectField>
        )}
        <button
          type="submit"
          aria-disabled={!method || loading || undefined}
          aria-busy={loading || undefined}
          aria-describedby={method ? undefined : reasonId}
          className="site-btn site-btn-accent w-full aria-disabled:cursor-not-allowed aria-disabled:bg-stone-200 aria-disabled:text-stone-600 aria-disabled:shadow-none aria-disabled:ring-1 aria-disabled:ring-stone-300"
        >
          {loading ? words.loading : words.payNow}
        </button>
        {method ? null : (
          <p id={reasonId} className="text-sm text-ink-soft">
            {words.chooseFirst}
          </p>
        )}
      </form>
    </div>
  );
}
