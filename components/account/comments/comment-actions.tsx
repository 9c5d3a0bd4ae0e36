"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { deleteJson, putJson } from "@/lib/http/client";

type Props = { id: string; names: string; isActive: boolean; /** The item's comments page, where a change returns. */ backTo: string };

/**
 * An administrator's Enable / Disable and Delete for one comment. The server's message shows as a
 * toast and the comments page reloads after 1 s (spec §4); a refusal shows errors.auth (spec §8).
 */
export function CommentActions({ id, names, isActive, backTo }: Props) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState("");

  async function run(call: () => ReturnType<typeof putJson<{ message: string }>>) {
    setBusy(true);
    setError("");
    const res = await call();
    setConfirming(false);
    if (!res.ok) {
      setError(res.error);
      setBusy(false);
      return;
    }
    toast.success(res.data.message);
    setTimeout(() => {
      router.push(backTo);
      router.refresh();
      setBusy(false);
    }, 1000);
  }

  return (
    <div className="flex flex-col items-start gap-2">
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant={isActive ? "secondary" : "primary"}
          disabled={busy}
          onClick={() => run(() => putJson(`/api/comments/change/${id}`, { status: String(!isActive) }))}
        >
          {isActive ? "Disable" : "Enable"}
        </Button>
        <Button size="sm" variant="danger" disabled={busy} onClick={() => setConfirming(true)}>
          Delete
        </Button>
      </div>
      {error ? <Alert>{error}</Alert> : null}
      <ConfirmDialog
        open={confirming}
        title="Delete comment"
        message={`Are you sure you want to delete the comment of ${names}? This can not be undone.`}
        confirmLabel="Yes, delete"
        cancelLabel="No"
        busy={busy}
        onConfirm={() => run(() => deleteJson(`/api/comments/delete/${id}`))}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
