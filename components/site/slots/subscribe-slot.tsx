"use client";

import { useId, useState } from "react";
import { postJson } from "@/lib/platform/http/client";
import { lazyValidate } from "@/components/forms/lazy-resolver";
import { HoneypotField, useFormStartedAt } from "@/components/forms/spam-trap";
import type { Locale } from "@/lib/platform/db/enums";
import type en from "@/messages/client/en.json";

const loadSchema = async () => (await import("@/lib/audience/mailing-list/schema")).subscribeSchema;

/** What the form says (the footer's words: spec §8's server error among them). */
type SubscribeWords = Pick<
  (typeof en)["footer"],
  "newsletterTitle" | "newsletterIntro" | "yourEmail" | "subscribe" | "sending" | "serverError" | "subscribed" | "emailRequired" | "emailInvalid"
>;

/**
 * The footer's mailing-list form (spec §2.1, §5, §8). A client leaf of every cached page: the
 * answer is shown only in the visitor's browser. It is on every page, so it stays small: one field
 * in React state, checked with the shared schema loaded on submit (no form library).
 */
export function SubscribeSlot({ words: w, lang }: { words: SubscribeWords; lang: Locale }) {
  const english = lang === "en";
  // The schema's and the server's messages are English (the API's words): another language shows its own.
  const say = (message: string | undefined) =>
    english || !message ? message : ({ "Email is required.": w.emailRequired, "Please enter a valid email address.": w.emailInvalid }[message] ?? message);
  const id = useId();
  const getStartedAt = useFormStartedAt();
  const [website, setWebsite] = useState("");
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setResult(null);
    setSending(true);
    try {
      const fieldError = (await lazyValidate(loadSchema, { email })).email;
      setError(say(fieldError));
      if (fieldError) return;
      const res = await postJson<{ message: string }>("/api/maillist/subscribe", { email, lang, website, startedAt: getStartedAt() });
      if (res.ok) {
        setResult({ ok: true, message: english ? res.data.message : w.subscribed });
        setEmail("");
      } else {
        setResult({ ok: false, message: res.status === 0 || res.status >= 500 ? w.serverError : say(res.error)! });
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="mt-8">
      <h2 id={`${id}-title`} className="text-sm font-semibold text-white">
        {w.newsletterTitle}
      </h2>
      <p className="mt-1 text-sm text-brand-200">{w.newsletterIntro}</p>
      {/* method and action: before the page's script has run, or without script, the form posts
          itself and /sent answers; with script it sends JSON and answers here. */}
      <form method="post" action="/api/maillist/subscribe" onSubmit={onSubmit} noValidate className="relative mt-3">
        <input type="hidden" name="lang" value={lang} />
        <label htmlFor={`${id}-email`} className="mb-1 block text-sm font-medium text-brand-100">
          {w.yourEmail}
        </label>
        <div className="flex max-w-sm gap-2">
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="min-h-11 min-w-0 flex-1 rounded-full border border-white/20 bg-white/10 px-4 py-2 text-base text-white placeholder:text-brand-300 focus:border-white"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <button type="submit" disabled={sending} className="site-btn site-btn-sm site-btn-accent disabled:cursor-not-allowed disabled:opacity-60">
            {sending ? w.sending : w.subscribe}
          </button>
        </div>
        <HoneypotField value={website} onChange={setWebsite} />
        {error ? (
          <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-amber-200">
            {error}
          </p>
        ) : null}
        {result ? (
          <p role={result.ok ? "status" : "alert"} className={`mt-2 text-sm ${result.ok ? "text-brand-100" : "text-amber-200"}`}>
            {result.message}
          </p>
        ) : null}
      </form>
    </section>
  );
}
