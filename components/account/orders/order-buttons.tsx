"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { postJson } from "@/lib/platform/http/client";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

/** A button that asks first, posts, then reloads the page's data (or shows why it failed). */
function ConfirmedPost({
  url,
  label,
  title,
  message,
  variant = "secondary",
}: {
  url: string;
  label: string;
  title: string;
  message: string;
  variant?: "primary" | "secondary";
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  async function go() {
    setBusy(true);
    setError("");
    const res = await postJson<{ message: string }>(url, {});
    setBusy(false);
    setOpen(false);
    if (!res.ok) return setError(res.error);
    toast.success(res.data.message);
    router.refresh();
  }
  return (
    <div className="inline-flex flex-col items-start gap-2">
      <Button variant={variant} onClick={() => setOpen(true)} disabled={busy}>
        {label}
      </Button>
      {error ? <Alert>{error}</Alert> : null}
      <ConfirmDialog
        open={open}
        title={title}
        message={message}
        confirmLabel={label}
        cancelLabel="Back"
        tone="primary"
        busy={busy}
        onConfirm={() => void go()}
        onCancel={() => setOpen(false)}
      />
    </div>
  );
}

/** A lost or shared voucher: its code stops working and the booking gets a new one. */
export function NewCheckInCodeButton({ orderId }: { orderId: string }) {
  return (
    <ConfirmedPost
      url={`/api/order/${orderId}/check-in-code`}
      label="Issue a new check-in code"
      title="Issue a new check-in code?"
      message="The voucher's current QR code stops working at once. The traveller downloads the new voucher from their booking page."
    />
  );
}

/** The bank transfer back has been made. */
export function BankRefundMadeButton({ orderId, amount, client }: { orderId: string; amount: string; client: string }) {
  return (
    <ConfirmedPost
      url={`/api/order/${orderId}/refund/made`}
      label="Record the refund as made"
      variant="primary"
      title={`Has ${amount} gone back to ${client}?`}
      message="Only once the bank transfer has been made. The traveller gets an e-mail saying so."
    />
  );
}

/** Staff ask the mobile money provider about a payment still pending (no confirmation: it only reads). */
export function RecheckPaymentButton({ attemptId }: { attemptId: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  async function go() {
    setBusy(true);
    setError("");
    const res = await postJson<{ message: string }>(`/api/v1/payments/mobile/${attemptId}/recheck`, {});
    setBusy(false);
    if (!res.ok) return setError(res.error);
    toast.success(res.data.message);
    router.refresh();
  }
  return (
    <div className="inline-flex flex-col items-start gap-2">
      <Button variant="secondary" onClick={go} disabled={busy}>
        {busy ? "Asking…" : "Re-check"}
      </Button>
      {error ? <Alert>{error}</Alert> : null}
    </div>
  );
}
