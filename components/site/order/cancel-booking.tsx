"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { postJson } from "@/lib/platform/http/client";
import { Alert } from "@/components/ui/alert";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

/** What the section says, resolved on the server in the page's language (the refund's amounts and dates in it). */
export type CancelWords = {
  title: string;
  ifNow: string;
  policy: string;
  notCancelled: string;
  cancelled: string;
  button: string;
  confirmTitle: string;
  confirmMessage: string;
  confirmYes: string;
  keep: string;
};

/** `answers`: the cancel API's English messages mapped to the page's language (empty in English: shown as sent). */
export type CancelOffer = { lines: string[]; words: CancelWords; policyLang?: string; answers?: Record<string, string> };

/**
 * /myorder's "Cancel booking", shown while the policy allows it: what cancelling now gives back and
 * until when, the policy in full, and a confirmation before anything happens. The server decides
 * again at the moment of the click (the amount shown may have changed at midnight).
 */
export function CancelBooking({ orderId, offer }: { orderId: string; offer: CancelOffer }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [done, setDone] = useState("");
  const w = offer.words;
  const say = (message: string) => offer.answers?.[message] ?? message;

  async function cancel() {
    setBusy(true);
    setError("");
    const res = await postJson<{ message: string }>(`/api/order/${orderId}/cancel`, {});
    setBusy(false);
    setOpen(false);
    if (!res.ok) return setError(say(res.error));
    setDone(say(res.data.message));
    router.refresh();
  }

  return (
    <section aria-labelledby="cancel-title" className="space-y-3 border-t border-stone-200 pt-6">
      <h3 id="cancel-title" className="site-label">
        {w.title}
      </h3>
      <p className="text-ink">{w.ifNow}</p>
      <details className="text-sm text-ink-soft">
        <summary className="cursor-pointer font-medium text-brand-800">{w.policy}</summary>
        <ul lang={offer.policyLang} className="mt-2 list-disc space-y-1 pl-5">
          {offer.lines.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
      </details>
      {error ? <Alert title={w.notCancelled}>{error}</Alert> : null}
      {done ? (
        <Alert tone="success" title={w.cancelled}>
          {done}
        </Alert>
      ) : (
        <button type="button" className="site-btn site-btn-outline" onClick={() => setOpen(true)} disabled={busy}>
          {w.button}
        </button>
      )}
      <ConfirmDialog
        open={open}
        title={w.confirmTitle}
        message={w.confirmMessage}
        confirmLabel={w.confirmYes}
        cancelLabel={w.keep}
        busy={busy}
        onConfirm={() => void cancel()}
        onCancel={() => setOpen(false)}
      />
    </section>
  );
}
