"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { putJson } from "@/lib/platform/http/client";

type Props = {
  url: string;
  field: "isPublished" | "isApproved" | "status";
  value: boolean;
  /** The label while off (Publish, Activate) and while on (Unpublish, Deactivate). */
  onLabel: string;
  offLabel: string;
  /** Pause before the page reloads: 500 ms after publish toggles (spec §9). */
  delayMs?: number;
};

/**
 * An admin's publish / approve / activate switch. Sends the new state as the string the API
 * expects, shows the server's message, then reloads the page's data; a refusal shows errors.auth
 * in a red alert (spec §8).
 */
export function StatusToggle({ url, field, value, onLabel, offLabel, delayMs = 500 }: Props) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  async function toggle() {
    setBusy(true);
    setError("");
    const res = await putJson<{ message: string }>(url, { [field]: String(!value) });
    if (!res.ok) {
      setError(res.error);
      setBusy(false);
      return;
    }
    toast.success(res.data.message);
    setTimeout(() => {
      router.refresh();
      setBusy(false);
    }, delayMs);
  }

  return (
    <div className="inline-flex flex-col items-start gap-2">
      <Button size="sm" variant={value ? "secondary" : "primary"} onClick={toggle} disabled={busy} aria-busy={busy || undefined}>
        {busy ? <span aria-hidden="true" className="size-3.5 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none" /> : null}
        {value ? offLabel : onLabel}
      </Button>
      {error ? <Alert>{error}</Alert> : null}
    </div>
  );
}
