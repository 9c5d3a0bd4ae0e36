"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { formatDayTime } from "@/lib/platform/dates";
import { formatUsd } from "@/lib/platform/format";
import { postJson } from "@/lib/platform/http/client";
import { Alert } from "@/components/ui/alert";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

export type CancelOffer = {
  refundAmount: number;
  paidAmount: number;
  percent: number;
  deadline: string | null;
  lines: string[];
  paid: boolean;
  noun: "booking" | "registration";
  seats: number;
};

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
  const money = offer.paid
    ? offer.refundAmount >= offer.paidAmount
      ? `we refund everything you paid: ${formatUsd(offer.refundAmount)}`
      : `we refund ${formatUsd(offer.refundAmount)} of the ${formatUsd(offer.paidAmount)} you paid (${offer.percent} %)`
    : "nothing is due: you have not paid yet";

  async function cancel() {
    setBusy(true);
    setError("");
    const res = await postJson<{ message: string }>(`/api/order/${orderId}/cancel`, {});
    setBusy(false);
    setOpen(false);
    if (!res.ok) return setError(res.error);
    setDone(res.data.message);
    router.refresh();
  }

  return (
    <section aria-labelledby="cancel-title" className="space-y-3 border-t border-stone-200 pt-6">
      <h3 id="cancel-title" className="site-label">
        Cancel your {offer.noun}
      </h3>
      <p className="text-ink">
        If you cancel now, {money}.{offer.paid && offer.deadline ? ` This holds until ${formatDayTime(offer.deadline)}.` : ""}
      </p>
      <details className="text-sm text-ink-soft">
        <summary className="cursor-pointer font-medium text-brand-800">Cancellation policy</summary>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {offer.lines.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
      </details>
      {error ? <Alert title="Your booking was not cancelled">{error}</Alert> : null}
      {done ? (
        <Alert tone="success" title="Cancelled">
          {done}
        </Alert>
      ) : (
        <button type="button" className="site-btn site-btn-outline" onClick={() => setOpen(true)} disabled={busy}>
          Cancel {offer.noun}
        </button>
      )}
      <ConfirmDialog
        open={open}
        title={`Cancel this ${offer.noun}?`}
        message={`If you cancel, ${money}. Your ${offer.noun === "registration" ? "ticket" : "voucher"} stops working and ${offer.seats > 1 ? `your ${offer.seats} seats go` : "your seat goes"} to someone else. This cannot be undone.`}
        confirmLabel="Yes, cancel it"
        cancelLabel={`Keep my ${offer.noun}`}
        busy={busy}
        onConfirm={() => void cancel()}
        onCancel={() => setOpen(false)}
      />
    </section>
  );
}
