"use client";

import { useState } from "react";
import { postJson } from "@/lib/platform/http/client";
import { Alert } from "@/components/ui/alert";
import { sayIn } from "@/components/site/registration/form-words";

/**
 * The one button of the confirm and unsubscribe pages. Opening the page (a GET, as link scanners
 * do) changes nothing; only this click sends the POST.
 */
export function OneClickAction({
  url,
  label,
  busyLabel,
  answers = {},
  patterns = [],
}: {
  url: string;
  label: string;
  busyLabel: string;
  answers?: Record<string, string>;
  patterns?: [string, string][];
}) {
  // `answers`: the API's English words mapped to the page's language (empty in English: shown as
  // sent); `patterns`: those that name something (an event's title, kept as sent), with their slots.
  const say = (message: string) => sayIn({ errors: answers, patterns }, message)!;
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  async function run() {
    setBusy(true);
    const res = await postJson<{ message: string }>(url, {});
    setBusy(false);
    setResult(res.ok ? { ok: true, message: say(res.data.message) } : { ok: false, message: say(res.error) });
  }

  if (result?.ok) return <Alert tone="success">{result.message}</Alert>;
  return (
    <div className="space-y-4">
      {result ? <Alert>{result.message}</Alert> : null}
      <button type="button" onClick={run} disabled={busy} className="site-btn site-btn-primary disabled:cursor-not-allowed disabled:opacity-60">
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
