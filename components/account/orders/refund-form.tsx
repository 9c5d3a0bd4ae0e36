"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/components/ui/toast";
import type { z } from "zod";
import { staffRefundSchema } from "@/lib/booking/refunds/schema";
import { formatUsd } from "@/lib/platform/format";
import { postJson } from "@/lib/platform/http/client";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { choiceInput, choiceLabel, TextAreaField, TextField } from "@/components/ui/field";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

type In = z.input<typeof staffRefundSchema>;
type Out = z.output<typeof staffRefundSchema>;

/**
 * An administrator refunds a booking: any amount up to what is left of the payment, with a reason
 * (kept in the audit log), through the gateway it was paid with (or as a bank transfer to make).
 * The gateway's refusal is shown here, word for word, and changes nothing.
 */
export function RefundForm({ orderId, left, canCancel, suggested }: { orderId: string; left: number; canCancel: boolean; suggested: number }) {
  const router = useRouter();
  const [asking, setAsking] = useState<Out | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const {
    register,
    handleSubmit,
    formState,
    setError: setFieldError,
  } = useForm<In, unknown, Out>({
    resolver: zodResolver(staffRefundSchema),
    // The policy's figure can be more than is left after an earlier refund: never offer more than that.
    defaultValues: { amount: suggested > 0 ? Math.min(suggested, left) : left, reason: "", cancel: canCancel },
  });
  const e = formState.errors;

  async function send(values: Out) {
    setBusy(true);
    setError("");
    const res = await postJson<{ message: string }>(`/api/order/${orderId}/refund`, values);
    setBusy(false);
    setAsking(null);
    if (!res.ok) {
      setError(res.error);
      return;
    }
    toast.success(res.data.message);
    router.refresh();
  }

  return (
    <form
      // The schema is the API's; what is left is this booking's own limit (the server checks it again).
      onSubmit={handleSubmit((v) => (v.amount > left ? setFieldError("amount", { message: `At most ${formatUsd(left)} can be refunded.` }) : setAsking(v)))}
      noValidate
      className="max-w-2xl space-y-5 rounded-xl border border-stone-200 bg-white p-6 shadow-card"
    >
      <p className="text-sm text-ink-soft">
        Up to {formatUsd(left)} can be refunded. The money goes back the way it came: to the card, or by a bank transfer you make.
      </p>
      <TextField
        label="Amount to refund (USD)"
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0.01"
        max={left}
        required
        error={e.amount?.message}
        {...register("amount", { valueAsNumber: true })}
      />
      <TextAreaField label="Reason" required rows={3} hint="Kept in the audit log." error={e.reason?.message} {...register("reason")} />
      {canCancel ? (
        <label className={choiceLabel}>
          <input type="checkbox" className={choiceInput} {...register("cancel")} />
          Cancel the booking too (its seats go back and its voucher stops working)
        </label>
      ) : null}
      {error ? <Alert title="The refund was not made">{error}</Alert> : null}
      <Button type="submit" disabled={busy}>
        {busy ? "Refunding..." : "Refund"}
      </Button>
      <ConfirmDialog
        open={asking !== null}
        title={`Refund ${asking ? formatUsd(asking.amount) : ""}?`}
        message={
          asking?.cancel
            ? "The money goes back and the booking is cancelled. The traveller and the office are told by e-mail."
            : canCancel
              ? "The money goes back; the booking stands. The traveller is told by e-mail."
              : "The money goes back. The traveller is told by e-mail."
        }
        confirmLabel="Refund"
        cancelLabel="Back"
        tone="primary"
        busy={busy}
        onConfirm={() => asking && void send(asking)}
        onCancel={() => setAsking(null)}
      />
    </form>
  );
}
