"use client";

import { useState, type ReactNode } from "react";
import { toast } from "sonner";
import { SelectField } from "@/components/ui/field";
import { postJson } from "@/lib/http/client";

type Method = "visa" | "mastercard" | "bank";
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
 * The payment widget (spec §2.5): a method must be chosen before Pay now; 'Loading...' while
 * working. Cards open the gateway's hosted payment page (MPGS) or the TEST MODE page; bank
 * transfer shows the details (rendered by the server in `bankDetails`) after recording the choice.
 */
export function PaymentWidget({ orderId, bankDetails }: { orderId: string; bankDetails: ReactNode }) {
  const [method, setMethod] = useState<Method | "">("");
  const [loading, setLoading] = useState(false);
  const [bankShown, setBankShown] = useState(false);

  async function payByCard(m: "visa" | "mastercard") {
    const res = await postJson<SessionAnswer>("/api/v1/payments/session", { orderId, method: m });
    if (!res.ok) {
      toast.error(res.error || SESSION_ERROR);
      setLoading(false);
      return;
    }
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
      toast.error(SESSION_ERROR);
      setLoading(false);
    };
    w.cancelCallback = () => {
      toast.info("Payment cancelled. You can choose a method and try again.");
      setLoading(false);
    };
    // The server confirms with the gateway before anything is shown as paid.
    w.completeCallback = (resultIndicator: string) => {
      const url = new URL("/api/v1/payments/return", window.location.origin);
      url.search = new URLSearchParams({ orderId, resultIndicator: String(resultIndicator) }).toString();
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
    setLoading(false);
    if (!res.ok) {
      toast.error(res.error || "An error occurred during booking.");
      return;
    }
    toast.success(res.data.message);
    setBankShown(true);
  }

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    if (!method) return;
    setLoading(true);
    if (method === "bank") await payByBank();
    else await payByCard(method);
  }

  return (
    <div className="space-y-5">
      <form onSubmit={onSubmit} className="space-y-4" aria-labelledby="how-to-pay">
        <h2 id="how-to-pay" className="font-display text-xl font-semibold text-brand-900">
          How Do You Want To Pay.
        </h2>
        <SelectField label="Select payment option" value={method} onChange={(e) => setMethod(e.target.value as Method)} required>
          <option value="" disabled>
            Select payment option
          </option>
          <option value="visa">Visa card</option>
          <option value="mastercard">Mastercard</option>
          <option value="bank">Bank transfer</option>
        </SelectField>
        <button type="submit" className="site-btn site-btn-accent w-full" disabled={!method || loading}>
          {loading ? "Loading..." : "Pay now"}
        </button>
      </form>
      {bankShown ? bankDetails : null}
    </div>
  );
}
