"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { putJson } from "@/lib/http/client";

type Action = { status: "PAID" | "CANCELLED"; label: string; title: string; message: string };

/** The administrator's row actions on a booking: mark paid (bank transfers) and cancel. */
export function OrderActions({ id, status, client }: { id: string; status: string; client: string }) {
  const router = useRouter();
  const [open, setOpen] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);
  const actions: Action[] = [];
  if (status === "PENDING" || status === "AWAITING_TRANSFER" || status === "FAILED") {
    actions.push({ status: "PAID", label: "Mark paid", title: "Mark this booking as paid?", message: `Only when the money from ${client} has arrived. The client gets a receipt by e-mail.` });
  }
  if (status !== "PAID" && status !== "CANCELLED" && status !== "REFUNDED") {
    actions.push({ status: "CANCELLED", label: "Cancel", title: "Cancel this booking?", message: `The booking of ${client} can no longer be paid.` });
  }
  async function confirm() {
    if (!open) return;
    setBusy(true);
    const res = await putJson<{ message: string }>(`/api/order/${id}`, { status: open.status });
    setBusy(false);
    setOpen(null);
    if (!res.ok) return void toast.error(res.error);
    toast.success(res.data.message);
    router.refresh();
  }
  return (
    <>
      {actions.map((a) => (
        <Button key={a.status} size="sm" variant={a.status === "PAID" ? "primary" : "secondary"} onClick={() => setOpen(a)}>
          {a.label}
          <span className="sr-only"> — {client}</span>
        </Button>
      ))}
      <ConfirmDialog
        open={open !== null}
        title={open?.title ?? ""}
        message={open?.message ?? ""}
        confirmLabel={open?.label ?? "Yes"}
        cancelLabel="Back"
        tone={open?.status === "CANCELLED" ? "danger" : "primary"}
        busy={busy}
        onConfirm={confirm}
        onCancel={() => setOpen(null)}
      />
    </>
  );
}
