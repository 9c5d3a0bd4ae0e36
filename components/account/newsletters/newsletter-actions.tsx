"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { Alert } from "@/components/ui/alert";
import { Button, LinkButton } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { TextField } from "@/components/ui/field";
import type { NewsletterStatus } from "@/lib/platform/db/schema";
import { deleteJson, postJson, type ApiResult } from "@/lib/platform/http/client";

type Props = { id: string; subject: string; status: NewsletterStatus; admin: boolean; audience: number };
type Confirm = { title: string; message: string; label: string; run: () => Promise<ApiResult<{ message: string }>>; after?: string };

/**
 * What can be done with a newsletter: preview and "Send me a test" for all staff; sending now or
 * at a time, pausing, resuming and cancelling for administrators (each consequential act confirmed);
 * deleting a draft. Results are toasts; refusals are shown in an alert with the server's text.
 */
export function NewsletterActions({ id, subject, status, admin, audience }: Props) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [at, setAt] = useState("");
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const base = `/api/newsletters/${id}`;

  async function run(request: () => Promise<ApiResult<{ message: string }>>, after?: string) {
    setBusy(true);
    setError("");
    const res = await request();
    setBusy(false);
    setConfirm(null);
    if (!res.ok) {
      setError(res.error);
      return;
    }
    toast.success(res.data.message);
    if (after) router.push(after);
    router.refresh();
  }

  const unsent = status === "draft" || status === "scheduled";
  return (
    <section aria-label="Actions" className="mb-6 max-w-3xl space-y-4">
      {error ? <Alert title="Not done">{error}</Alert> : null}
      <div className="flex flex-wrap gap-3">
        <LinkButton href={`/account/newsletters/${id}/preview`} variant="secondary">
          Preview
        </LinkButton>
        <Button variant="secondary" disabled={busy} onClick={() => run(() => postJson(`${base}/test`, {}))}>
          Send me a test
        </Button>
        {admin && unsent ? (
          <Button
            disabled={busy}
            onClick={() =>
              setConfirm({
                title: "Send this newsletter now?",
                message: `“${subject}” goes to ${audience} confirmed subscriber${audience === 1 ? "" : "s"}, each once. This can be paused but not undone.`,
                label: "Send now",
                run: () => postJson(`${base}/send`, {}),
              })
            }
          >
            Send now
          </Button>
        ) : null}
        {admin && status === "sending" ? (
          <Button variant="secondary" disabled={busy} onClick={() => run(() => postJson(`${base}/pause`, {}))}>
            Pause
          </Button>
        ) : null}
        {admin && status === "paused" ? (
          <Button disabled={busy} onClick={() => run(() => postJson(`${base}/resume`, {}))}>
            Resume
          </Button>
        ) : null}
        {admin && (status === "scheduled" || status === "sending" || status === "paused") ? (
          <Button
            variant="danger"
            disabled={busy}
            onClick={() =>
              setConfirm({
                title: "Cancel this newsletter?",
                message: "Nobody who has not received it yet will. This cannot be undone.",
                label: "Cancel it",
                run: () => postJson(`${base}/cancel`, {}),
              })
            }
          >
            Cancel sending
          </Button>
        ) : null}
        {status === "draft" ? (
          <Button
            variant="ghost"
            disabled={busy}
            onClick={() =>
              setConfirm({
                title: "Delete this draft?",
                message: `“${subject}” will be gone for good.`,
                label: "Delete",
                run: () => deleteJson(base),
                after: "/account/newsletters",
              })
            }
          >
            Delete draft
          </Button>
        ) : null}
      </div>
      {admin && unsent ? (
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            run(() => postJson(`${base}/send`, { at }));
          }}
        >
          <TextField label="Send at (Kigali time)" type="datetime-local" required value={at} onChange={(e) => setAt(e.target.value)} className="w-64" />
          <Button type="submit" variant="secondary" disabled={busy || !at}>
            Schedule
          </Button>
        </form>
      ) : null}
      <ConfirmDialog
        open={!!confirm}
        title={confirm?.title ?? ""}
        message={confirm?.message ?? ""}
        confirmLabel={confirm?.label}
        cancelLabel="Back"
        tone="primary"
        busy={busy}
        onConfirm={() => confirm && run(confirm.run, confirm.after)}
        onCancel={() => setConfirm(null)}
      />
    </section>
  );
}
