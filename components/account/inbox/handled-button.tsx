"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { putJson } from "@/lib/platform/http/client";

/** Marks a visitor message handled (or new again) and reloads the page's data. */
export function HandledButton({ id, handled }: { id: string; handled: boolean }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  async function toggle() {
    setBusy(true);
    setError("");
    const res = await putJson<{ message: string }>(`/api/inbox/${id}`, { handled: !handled });
    setBusy(false);
    if (!res.ok) {
      setError(res.error);
      return;
    }
    toast.success(res.data.message);
    router.refresh();
  }

  return (
    <div className="inline-flex flex-col items-start gap-2">
      <Button variant={handled ? "secondary" : "primary"} onClick={toggle} disabled={busy}>
        {busy ? "Saving..." : handled ? "Mark as new" : "Mark as handled"}
      </Button>
      {error ? <Alert>{error}</Alert> : null}
    </div>
  );
}
