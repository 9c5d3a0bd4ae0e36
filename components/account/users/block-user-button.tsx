"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { putJson } from "@/lib/platform/http/client";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";

/** Spec §4: after a block or unblock, back to the users list after 1 second. */
const BACK_TO_LIST_MS = 1000;

/**
 * The admin-only Block / Unblock action with its confirmation. On the list it reloads the list;
 * elsewhere (`returnTo`) it goes back to the list. The server checks the role again
 * and refuses self-blocks; its refusal is shown in the dialog.
 */
export function BlockUserButton({ id, name, isActive, returnTo }: { id: string; name: string; isActive: boolean; returnTo?: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const action = isActive ? "Block" : "Unblock";

  async function confirm() {
    setBusy(true);
    setError(null);
    const res = await putJson<{ message: string }>(`/api/users/approve/${id}`, { isActive: String(!isActive) });
    if (!res.ok) {
      setBusy(false);
      return setError(res.error);
    }
    setOpen(false);
    toast.success(res.data.message);
    setTimeout(() => {
      setBusy(false);
      if (returnTo) router.push(returnTo);
      router.refresh();
    }, BACK_TO_LIST_MS);
  }

  return (
    <>
      <Button size="sm" variant={isActive ? "danger" : "secondary"} onClick={() => setOpen(true)} aria-label={`${action} ${name}`} disabled={busy}>
        {action}
      </Button>
      <Modal
        open={open}
        title={`${action} user`}
        onClose={() => {
          if (!busy) setOpen(false);
        }}
      >
        {/* The dialog may sit in a right-aligned, no-wrap table cell: reset both. */}
        <div className="whitespace-normal text-left">
          {error ? (
            <div className="mb-4">
              <Alert tone="danger">{error}</Alert>
            </div>
          ) : null}
          <p className="text-ink">
            {isActive
              ? `Are you sure you want to block ${name}? They are signed out at once and cannot log in until an administrator unblocks them.`
              : `Are you sure you want to unblock ${name}? They will be able to log in again.`}
          </p>
          <div className="mt-6 flex justify-end gap-3">
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
              No
            </Button>
            <Button variant={isActive ? "danger" : "primary"} onClick={confirm} disabled={busy} aria-busy={busy || undefined}>
              {busy ? "Saving..." : `Yes, ${action.toLowerCase()}`}
            </Button>
          </div>
        </div>
      </Modal>
    </>
  );
}
