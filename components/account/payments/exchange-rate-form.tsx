"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { postJson } from "@/lib/platform/http/client";

/** Administrators set the dollar's rate in francs with the date it is from (the server checks both, and audits it). */
export function ExchangeRateForm({ today }: { today: string }) {
  const router = useRouter();
  const [rate, setRate] = useState("");
  const [ratedOn, setRatedOn] = useState(today);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    const res = await postJson<{ message: string }>("/api/v1/exchange-rate", { rate, ratedOn });
    setBusy(false);
    if (!res.ok) return setError(res.error);
    setError(null);
    setRate("");
    toast.success(res.data.message);
    router.refresh();
  }
  return (
    <form onSubmit={onSubmit} className="max-w-md space-y-4" aria-label="Set the exchange rate">
      <TextField
        label="Francs for one US dollar"
        inputMode="decimal"
        value={rate}
        onChange={(e) => setRate(e.target.value)}
        hint="For example 1387.25: up to 4 decimals."
        error={error ?? undefined}
        required
      />
      <TextField label="Rate of (date)" type="date" value={ratedOn} max={today} onChange={(e) => setRatedOn(e.target.value)} required />
      <Button type="submit" disabled={busy}>
        {busy ? "Saving…" : "Save the rate"}
      </Button>
    </form>
  );
}
