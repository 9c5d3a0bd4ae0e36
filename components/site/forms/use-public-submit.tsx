"use client";

import { useEffect, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { postJson } from "@/lib/platform/http/client";
import { HoneypotField, useFormStartedAt } from "@/components/forms/spam-trap";
import { pageLang } from "./page-lang";

/** Spec §4 and §9: a sent form clears 1.5 s after the success message. */
export const RESET_AFTER_MS = 1500;

export type SubmitResult = { ok: boolean; message: string } | null;

/**
 * What the page-level visitor forms (contact, ticket, event support) share: the spam trap's
 * fields sent with the values, the server's message (success or failure) ready to show under the
 * send button, and the reset 1.5 s after a success. `say`: the page's words for the server's
 * (English) message, on a page in another language.
 */
export function usePublicSubmit(url: string, reset: () => void, say?: (message: string, ok: boolean) => string) {
  const getStartedAt = useFormStartedAt();
  const [website, setWebsite] = useState("");
  const [result, setResult] = useState<SubmitResult>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // The answer appears under the send button, where the eye is, and takes the focus (so a screen
  // reader reads it and a phone scrolls to it) rather than sitting above the fold.
  const messageRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (result) messageRef.current?.focus();
  }, [result]);
  const message = result ? (
    <Alert ref={messageRef} tone={result.ok ? "success" : "danger"}>
      {result.message}
    </Alert>
  ) : null;

  async function send(values: object) {
    setResult(null);
    const res = await postJson<{ message: string }>(url, { lang: pageLang(), ...values, website, startedAt: getStartedAt() });
    if (!res.ok) {
      setResult({ ok: false, message: say ? say(res.error, false) : res.error });
      return;
    }
    setResult({ ok: true, message: say ? say(res.data.message, true) : res.data.message });
    timer.current = setTimeout(reset, RESET_AFTER_MS);
  }

  return { result, message, send, honeypot: <HoneypotField value={website} onChange={setWebsite} /> };
}
