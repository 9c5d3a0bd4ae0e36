"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { deleteJson } from "@/lib/platform/http/client";

/** An admin's Delete, behind a confirmation; on success back to the list after 1 s. */
export function DeleteButton({ url, what, title, redirectTo }: { url: string; what: string; title: string; redirectTo: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  async function remove() {
    setBusy(true);
    setError("");
    const res = await deleteJson<{ message: string }>(url);
    setOpen(false);
    if (!res.ok) {
      setError(res.error);
      setBusy(false);
      return;
    }
    toast.success(res.data.message);
    setTimeout(() => {
      router.push(redirectTo);
      router.refresh();
    }, 1000);
  }

  return (
    <div className="inline-flex flex-col items-start gap-2">
      <Button size="sm" variant="danger" onClick={() => setOpen(true)} disabled={busy}>
        Delete
      </Button>
      {error ? <Alert>{error}</Alert> : null}
      <ConfirmDialog
        open={open}
        title={`Delete ${what}`}
        message={`Are you sure you want to delete "${title}"? This can not be undone.`}
        confirmLabel="Yes, delete"
        cancelLabel="No"
        busy={busy}
        onConfirm={remove}
        onCancel={() => setOpen(false)}
      />
    </div>
  );
}
