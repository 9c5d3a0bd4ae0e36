"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import type { ApiResult } from "@/lib/platform/http/client";

/**
 * Sends a form's request and follows spec §4: the server's message in a success toast, then back
 * to the list after a short pause; on failure, the server's messages for the form to show.
 */
export function useSave() {
  const router = useRouter();
  const [errors, setErrors] = useState<string[]>([]);
  const [leaving, setLeaving] = useState(false);

  /** `redirectTo` may name a page of what was saved (the answer's data). */
  async function save(request: () => Promise<ApiResult<{ message: string }>>, { redirectTo, delayMs = 1000 }: { redirectTo: string | ((answer: { message: string }) => string); delayMs?: number }) {
    setErrors([]);
    const res = await request();
    if (!res.ok) {
      setErrors(res.errors.length ? res.errors : [res.error]);
      return;
    }
    toast.success(res.data.message);
    setLeaving(true);
    setTimeout(() => {
      router.push(typeof redirectTo === "string" ? redirectTo : redirectTo(res.data));
      router.refresh();
    }, delayMs);
  }

  return { save, errors, leaving };
}
