"use client";

import { useRouter } from "next/navigation";
import { useState, type RefObject } from "react";
import { toast } from "@/components/ui/toast";
import { apiFetch } from "@/lib/platform/http/client";
import { ConfirmDialog } from "./confirm-dialog";

/** Opens a page. */
export type LinkAction = { kind: "link"; label: string; href: string };
/**
 * Calls our API, shows the server's message as a toast and reloads the page's data after `delayMs`
 * (or goes to `then`). With `confirm`, a dialog asks first; its Cancel changes nothing.
 */
export type RequestAction = {
  kind: "request";
  label: string;
  /** The accessible name when the label alone is ambiguous in a list ("Approve the comment of Jean"); it starts with the label. */
  ariaLabel?: string;
  method: "PUT" | "PATCH" | "DELETE";
  url: string;
  body?: Record<string, string>;
  confirm?: { title: string; message: string; confirmLabel: string; cancelLabel?: string; tone?: "danger" | "primary" };
  delayMs?: number;
  then?: string;
  /** Drawn in red: the act is destructive (block, delete). */
  danger?: boolean;
};
export type RowAction = LinkAction | RequestAction;

/**
 * Runs a row's request actions, asking first when they need confirmation: shared by the Actions
 * menu and by direct row buttons. `returnFocus` gets the focus back when a confirmation is cancelled.
 */
export function useRowAction(returnFocus: RefObject<HTMLElement | null>) {
  const router = useRouter();
  const [confirming, setConfirming] = useState<RequestAction | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(a: RequestAction) {
    setBusy(true);
    const res = await apiFetch<{ message: string }>(a.url, { method: a.method, ...(a.body ? { body: JSON.stringify(a.body) } : {}) });
    setConfirming(null);
    if (!res.ok) {
      setBusy(false);
      toast.error(res.error);
      return;
    }
    toast.success(res.data.message);
    setTimeout(() => {
      if (a.then) router.push(a.then);
      router.refresh();
      setBusy(false);
    }, a.delayMs ?? 500);
  }

  function choose(a: RequestAction) {
    if (a.confirm) setConfirming(a);
    else void run(a);
  }

  const dialog = (
    <ConfirmDialog
      open={confirming !== null}
      title={confirming?.confirm?.title ?? ""}
      message={confirming?.confirm?.message ?? ""}
      confirmLabel={busy ? "Saving..." : (confirming?.confirm?.confirmLabel ?? "Yes")}
      cancelLabel={confirming?.confirm?.cancelLabel ?? "No"}
      tone={confirming?.confirm?.tone ?? "danger"}
      busy={busy}
      onConfirm={() => confirming && run(confirming)}
      onCancel={() => {
        setConfirming(null);
        returnFocus.current?.focus();
      }}
    />
  );
  return { busy, choose, dialog };
}
