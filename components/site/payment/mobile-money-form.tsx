"use client";

import { useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { Alert } from "@/components/ui/alert";
import { TextField } from "@/components/ui/field";
import { apiFetch, postJson } from "@/lib/platform/http/client";
import { PROVIDER_NAMES, type MobileProvider } from "@/lib/booking/payments/mobile-money";
import { NOT_A_WALLET, readWallet, wrongNetwork } from "@/lib/booking/payments/mobile-schema";

type Started = { message: string; attemptId: string; amountText: string; statusUrl: string };
type State = { state: "pending" | "paid" | "refund-due" | "declined" | "timeout" | "wrong-number" | "failed"; message: string; next?: string };

/**
 * Mobile money on /pay: the payer's number (its network is told from it, and must match the
 * provider chosen), then the prompt's live state, read from our own API every two seconds until
 * it is final. A decline, a timeout or a wrong number says so and offers to try again or to choose
 * another method. `testPhone`: the TEST MODE fake phone where the prompt is approved.
 */
export function MobileMoneyForm({
  orderId,
  provider,
  amountText,
  testPhone,
  onCancel,
}: {
  orderId: string;
  provider: MobileProvider;
  amountText: string;
  testPhone?: string;
  onCancel: () => void;
}) {
  const router = useRouter();
  const [phone, setPhone] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [started, setStarted] = useState<Started | null>(null);
  const [state, setState] = useState<State | null>(null);
  const finalRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!started) return;
    let stop = false;
    async function tick() {
      const res = await apiFetch<State>(started!.statusUrl);
      if (stop) return;
      if (res.ok) {
        setState(res.data);
        if (res.data.next) return router.push(res.data.next);
        if (res.data.state !== "pending") return;
      }
      timer = setTimeout(tick, 2000);
    }
    let timer = setTimeout(tick, 1500);
    return () => {
      stop = true;
      clearTimeout(timer);
    };
  }, [started, router]);

  const final = state && state.state !== "pending" && state.state !== "paid" ? state : null;
  useEffect(() => {
    if (final) finalRef.current?.focus();
  }, [final]);

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    if (loading) return;
    const wallet = readWallet(phone);
    if (!wallet) return setError(NOT_A_WALLET);
    if (wallet.provider !== provider) return setError(wrongNetwork(provider, wallet.provider));
    setError(null);
    setLoading(true);
    const res = await postJson<Started>("/api/v1/payments/mobile", { orderId, phone, provider });
    setLoading(false);
    if (!res.ok) return setError(res.error || "The payment could not be started. Please try again.");
    setState(null);
    setStarted(res.data);
  }

  function tryAgain() {
    setStarted(null);
    setState(null);
  }

  const name = PROVIDER_NAMES[provider];
  if (started) {
    return (
      <div className="space-y-4">
        {final ? (
          <Alert tone="warning" ref={finalRef}>
            {final.message}
          </Alert>
        ) : (
          <div role="status" aria-live="polite" className="rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-brand-900">
            <p className="font-semibold">{state?.message ?? started.message}</p>
            <p className="mt-1 text-sm">A prompt from {name} is on your phone: enter your PIN there to pay. This page updates by itself; keep it open.</p>
          </div>
        )}
        {testPhone && !final ? (
          <p className="text-sm">
            <a href={`${testPhone}/phone`} target="_blank" rel="noreferrer" className="font-medium text-brand-800 underline">
              Open the TEST MODE phone
            </a>{" "}
            to approve or decline (no money moves).
          </p>
        ) : null}
        {final ? (
          <div className="flex flex-wrap gap-3">
            <button type="button" onClick={tryAgain} className="site-btn site-btn-accent">
              Try again
            </button>
            <button type="button" onClick={onCancel} className="site-btn site-btn-outline">
              Choose another way to pay
            </button>
          </div>
        ) : null}
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-label={`Pay by ${name}`} noValidate>
      <TextField
        label={`${name} number`}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
        hint={`You pay ${amountText}. ${provider === "momo" ? "MTN numbers start 078 or 079." : "Airtel numbers start 072 or 073."}`}
        error={error ?? undefined}
        required
      />
      {testPhone ? (
        <p className="text-sm text-ink-soft">
          TEST MODE: no money moves.{" "}
          <a href={`${testPhone}/phone`} target="_blank" rel="noreferrer" className="font-medium text-brand-800 underline">
            Open the TEST MODE phone
          </a>{" "}
          to approve or decline; a number ending 01 approves at once, 02 declines.
        </p>
      ) : null}
      <button type="submit" aria-busy={loading || undefined} className="site-btn site-btn-accent w-full">
        {loading ? "Sending the request..." : `Pay ${amountText} by ${name}`}
      </button>
    </form>
  );
}
