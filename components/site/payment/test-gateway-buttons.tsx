"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { useHydrated } from "@/components/ui/use-hydrated";
import { postJson } from "@/lib/platform/http/client";

/** Approve / Decline / Cancel on the TEST MODE page; then the browser follows the gateway's redirect. */
export type TestGatewayWords = { approve: string; decline: string; cancel: string; error: string };

export function TestGatewayButtons({ sessionId, words }: { sessionId: string; words: TestGatewayWords }) {
  const [busy, setBusy] = useState(false);
  // The buttons only work with script: disabled until hydrated, so an early click is not lost
  // (false on the server and during hydration, true after).
  const ready = useHydrated();
  async function decide(decision: "approve" | "decline" | "cancel") {
    setBusy(true);
    const res = await postJson<{ redirect: string }>("/api/v1/payments/test-gateway", { sessionId, decision });
    if (!res.ok) {
      toast.error(res.error || words.error);
      setBusy(false);
      return;
    }
    window.location.assign(res.data.redirect);
  }
  return (
    <div className="flex flex-wrap gap-3">
      <button type="button" className="site-btn site-btn-primary" disabled={busy || !ready} onClick={() => decide("approve")}>
        {words.approve}
      </button>
      <button type="button" className="site-btn site-btn-outline" disabled={busy || !ready} onClick={() => decide("decline")}>
        {words.decline}
      </button>
      <button type="button" className="site-btn site-btn-outline" disabled={busy || !ready} onClick={() => decide("cancel")}>
        {words.cancel}
      </button>
    </div>
  );
}
