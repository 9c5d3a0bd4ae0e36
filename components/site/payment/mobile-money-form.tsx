"use client";

import { useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { Alert } from "@/components/ui/alert";
import { TextField } from "@/components/ui/field";
import { apiFetch, postJson } from "@/lib/platform/http/client";
import { PROVIDER_NAMES, type MobileProvider } from "@/lib/booking/gateways/mobile-money";
import { readWallet } from "@/lib/booking/payments/mobile-schema";
import { fill } from "./fill";
import type { MobileWords } from "./payment-words";

type Started = { message: string; attemptId: string; amount: number; amountText: string; statusUrl: string };
type State = { state: "pending" | "paid" | "refund-due" | "declined" | "timeout" | "wrong-number" | "failed"; message: string; amount: number; next?: string };

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
  words,
  moneyLocale,
  pathPrefix,
}: {
  orderId: string;
  provider: MobileProvider;
  amountText: string;
  testPhone?: string;
  onCancel: () => void;
  words: MobileWords;
  /** Intl's locale for the francs the prompt asks for. */
  moneyLocale: string;
  /** The language's path prefix: the paid order opens in the page's language. */
  pathPrefix: string;
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
        if (res.data.next) return router.push(`${pathPrefix}${res.data.next}`);
        if (res.data.state !== "pending") return;
      }
      timer = setTimeout(tick, 2000);
    }
    let timer = setTimeout(tick, 1500);
    return () => {
      stop = true;
      clearTimeout(timer);
    };
  }, [started, router, pathPrefix]);

  const final = state && state.state !== "pending" && state.state !== "paid" ? state : null;
  useEffect(() => {
    if (final) finalRef.current?.focus();
  }, [final]);

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    if (loading) return;
    const wallet = readWallet(phone);
    if (!wallet) return setError(words.notAWallet);
    if (wallet.provider !== provider) return setError(fill(words.wrongNetwork, { actual: PROVIDER_NAMES[wallet.provider], chosen: PROVIDER_NAMES[provider] }));
    setError(null);
    setLoading(true);
    const res = await postJson<Started>("/api/v1/payments/mobile", { orderId, phone, provider });
    setLoading(false);
    if (!res.ok) return setError(words.refusals[res.error] ?? (res.error || words.startFailed));
    setState(null);
    setStarted(res.data);
  }

  function tryAgain() {
    setStarted(null);
    setState(null);
  }

  const name = PROVIDER_NAMES[provider];
  // The API's words for the prompt's state, in the page's language (the same words in English).
  const francs = (amount: number) => new Intl.NumberFormat(moneyLocale, { style: "currency", currency: "RWF", maximumFractionDigits: 0 }).format(amount);
  const stateText = (s: State) => (s.state === "pending" ? fill(words.approveOnPhone, { amount: francs(s.amount) }) : words.states[s.state]);
  if (started) {
    return (
      <div className="space-y-4">
        {final ? (
          <Alert tone="warning" ref={finalRef}>
            {stateText(final)}
          </Alert>
        ) : (
          <div role="status" aria-live="polite" className="rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-brand-900">
            <p className="font-semibold">{state ? stateText(state) : fill(words.approveOnPhone, { amount: francs(started.amount) })}</p>
            <p className="mt-1 text-sm">{fill(words.promptOnPhone, { provider: name })}</p>
          </div>
        )}
        {testPhone && !final ? (
          <p className="text-sm">
            <a href={`${testPhone}/phone`} target="_blank" rel="noreferrer" className="font-medium text-brand-800 underline">
              {words.openTestPhone}
            </a>{" "}
            {words.testPhoneAfter}
          </p>
        ) : null}
        {final ? (
          <div className="flex flex-wrap gap-3">
            <button type="button" onClick={tryAgain} className="site-btn site-btn-accent">
              {words.tryAgain}
            </button>
            <button type="button" onClick={onCancel} className="site-btn site-btn-outline">
              {words.chooseAnother}
            </button>
          </div>
        ) : null}
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-label={fill(words.payBy, { method: name })} noValidate>
      <TextField
        label={fill(words.numberLabel, { provider: name })}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
        hint={`${fill(words.youPay, { amount: amountText })} ${words.prefixes[provider]}`}
        error={error ?? undefined}
        required
      />
      {testPhone ? (
        <p className="text-sm text-ink-soft">
          {words.testModeNote}{" "}
          <a href={`${testPhone}/phone`} target="_blank" rel="noreferrer" className="font-medium text-brand-800 underline">
            {words.openTestPhone}
          </a>{" "}
          {words.testModeAfter}
        </p>
      ) : null}
      <button type="submit" aria-busy={loading || undefined} className="site-btn site-btn-accent w-full">
        {loading ? words.sending : fill(words.submit, { amount: amountText, provider: name })}
      </button>
    </form>
  );
}
